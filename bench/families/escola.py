"""The escola family: the WhatsApp group of one wing (ala) of a samba school in São Paulo, Brazil, getting ready for Carnival, in Brazilian Portuguese.

Written for batch 20 by a writer who did not read the summarizer, and run on no summarizer when
it was written: a held-out family. The G.R.E.S. Império da Cachoeirinha (a school of the zona
norte, its quadra on a hill, its barracão in a warehouse by the Marginal) parades at the
Anhembi; the group is its "Ala Raízes do Morro", about ninety members, with the wing's
director Dona Neide, the treasurer (the "tesouraria") who keeps the costume payment list, the
costume workshop's people (the barracão, the seamstresses, the "chapeleiro") and the members
themselves. Brazilian Portuguese in internet style: 'vc', 'tb', 'pq', 'mano', 'kkkkk', 'rsrs',
'slk', 'tmj', most of it without accents ('nao', 'voce', 'amanha', 'ja ta') or punctuation, some
of it all lower case, beside the school board's formal notices ("A Diretoria do G.R.E.S. Império
da Cachoeirinha comunica..."), signed. The wing's old guard write long rambling messages about
the carnivals of the nineties; the young write one word, an emoji, a sticker or a voice note.
Pasted: the rehearsal schedule, the costume payment list (paid / owing, by name), the samba-enredo
lyrics, PIX receipts, the barracão's delivery list; links to Instagram, YouTube, Google Maps,
Google Forms and the school's site; photos of the costumes, videos of the bateria, documents.
Money is "R$ 350", "350 reais", "350 conto", "350,00" and "R$ 1.250,00"; dates "14/02", "sábado
dia 14", "14 de fevereiro", "dia 14/02" and "sab 14/02"; times "19h", "19:30", "19h30" and "às 7
da noite". Its facts are said the wing's way ("pessoal fechamos, sapato do desfile: bota branca
de cano alto ✅", "a chave do depósito das fantasias fica com Kátia Gomes", "alguem consegue
buscar as caixas de chapéus no barracão? 🙏"), a third of them typed without accents (their
probes the same way, so they still match).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

from .common import (
    Chat,
    Ids,
    Planted,
    Planter,
    Said,
    Voice,
    Wording,
    assemble,
    code,
    family_chats,
    grouped,
    letter,
    media,
    ramble,
    tidied,
)

NAME = "escola"
LANGUAGE = "pt"
# Messages per chat by default: about 20,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

_MES = {12: "dezembro", 1: "janeiro", 2: "fevereiro"}
_DIA = ["segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo"]
_DIA_CURTO = ["seg", "ter", "qua", "qui", "sex", "sab", "dom"]
# Members as the chatter names them (never a fact's person), and places of the wing's life.
_GENTE = ["Dona Cida", "Tuca", "Binho", "Dri", "Juninho", "Marcão", "Bia", "Tia Lurdes", "Fabinho", "Neguinho", "Sheila", "Rafa",
          "Seu Zé", "Gabi", "Dona Neide", "Tatá", "Paulinho da cuíca", "Vivi", "Careca", "Lu da Brasilândia"]
_LUGAR = ["na quadra", "no barracão", "na Marginal", "no metrô Santana", "na frente da quadra", "no bar do Zé", "na laje da Dona Cida",
          "no Anhembi", "na Inajar", "no terminal Cachoeirinha", "na padaria da esquina", "no ponto do 178L", "na secretaria da escola"]

_ESCOLA = Wording(
    topics=[("sapato do desfile", ["bota branca de cano alto", "tênis branco liso, cada um compra o seu", "sandália dourada que o barracão entrega"]),
            ("ônibus pro Anhembi", ["fretado saindo da frente da quadra", "cada um vai de metrô até a Portuguesa-Tietê", "van da ala, duas viagens"]),
            ("cabelo e maquiagem", ["cada um faz o seu em casa", "maquiadora da escola, por ordem de chegada", "só batom vermelho e coque, padronizado"]),
            ("camiseta dos ensaios", ["preta com a logo da ala", "branca oficial da escola", "qualquer uma, mas sem propaganda"]),
            ("plumas do chapéu", ["pluma de faisão natural", "sem pluma, só paetê e espelho", "pluma sintética tingida de verde"]),
            ("confraternização da ala", ["churrasco na laje depois da apuração", "não vai ter esse ano, dinheiro vai pra fantasia", "pagode no bar do Zé na quarta de cinzas"]),
            ("componente que não quitou", ["fica fora do desfile, sem exceção", "ganha prazo até a semana do desfile", "desfila e paga em duas vezes depois"]),
            ("fantasia da criançada", ["versão leve sem costeiro", "vão todos pra ala mirim", "mesma fantasia, tamanho infantil"]),
            ("retirada das roupas prontas", ["no barracão, por ordem da lista", "na quadra, com documento com foto", "entregue em casa pra quem é da zona leste"]),
            ("posição da ala na avenida", ["logo depois da comissão de frente", "entre o segundo e o terceiro carro", "fechando, antes da velha guarda"]),
            ("bandeira nova da ala", ["verde e branca com o brasão", "com o rosto do homenageado bordado", "fica a antiga mesmo, só lavar"])],
    decided=["gente ficou decidido na reunião: {s} -> {c}. sem choro kkkk", "pessoal fechamos, {s}: {c} ✅",
             "COMUNICADO DA DIREÇÃO DA ALA\n{S}: {c}.\nContamos com a compreensão de todos.",
             "votação encerrada 🗳️ {s}: {c}, ganhou de lavada", "conversei com o carnavalesco e a harmonia, {s} fica assim: {c}",
             "entao ta decidido ne, {s} = {c} 👍", "bati o martelo mano, {s}: {c}. quem nao gostou fala comigo no pv",
             "A Diretoria informa: quanto a {s}, a decisão é {c}."],
    numbers=[("o valor da fantasia completa desse ano ficou {rs}, ja com o chapéu", ("valor da fantasia completa", "{rs}")),
             ("gente o barracão cobrou {rs2} pelo conserto de cada costeiro quebrado", ("conserto de cada costeiro", "{rs2}")),
             ("nossa ala vai pra avenida com {n1} componentes confirmados 🥁", ("componentes confirmados", "{n1}")),
             ("saldo do caixinha da ala hoje: {rs3}", ("saldo do caixinha da ala", "{rs3}")),
             ("A taxa de inscrição na ala é {rs4} e não é devolvida.", ("taxa de inscrição na ala", "{rs4}")),
             ("ainda tem {n2} pessoas que não pagaram a parcela de dezembro 😤", ("não pagaram a parcela de dezembro", "{n2}")),
             ("Quem estragar ou perder a roupa paga multa de {rs6}", ("perder a roupa paga multa", "{rs6}")),
             ("a parcela mensal do figurino é {rs7}, todo dia 10", ("parcela mensal do figurino", "{rs7}")),
             ("a camisa polo da ala sai por {rs8}, encomenda comigo", ("camisa polo da ala", "{rs8}")),
             ("faltam {n6} roupas pra costureira terminar, ela falou hoje", ("roupas pra costureira terminar", "{n6}")),
             ("cada ombreira leva {n7} espelhinhos colados, contei um por um kkkk", ("espelhinhos colados", "{n7}")),
             ("A escola liberou {n8} credenciais de apoio pra nossa ala", ("credenciais de apoio", "{n8}"))],
    dates=[("Ensaio técnico no Anhembi: {dt}, {tm}, chegar com 1h de antecedência", ("Ensaio técnico no Anhembi", "{dt}")),
           ("prova de roupa no barracão {dt} a partir das {hh}", ("prova de roupa no barracão", "{dt}")),
           ("no dia do desfile a concentração da nossa ala é {tm}, nao atrasem pelo amor", ("concentração da nossa ala", "{tm}")),
           ("Distribuição dos chapéus na quadra {dy} {tm}", ("Distribuição dos chapéus", "{tm}")),
           ("último prazo pra quitar o figurino: {nd}", ("prazo pra quitar o figurino", "{nd}")),
           ("a feijoada de arrecadação da escola vai ser {dt} {tm} 🍲", ("feijoada de arrecadação", "{dt}")),
           ("reunião geral com os componentes {dy} {tm} na secretaria", ("reunião geral com os componentes", "{tm}")),
           ("a lavagem da avenida com as baianas é {dt}", ("lavagem da avenida", "{dt}")),
           ("gravação do clipe do samba-enredo: {dt} {tm}", ("gravação do clipe", "{dt}")),
           ("tirada de medidas de quem entrou agora: {dt} {tm}, no barracão", ("tirada de medidas", "{dt}")),
           ("o ensaio geral com a bateria completa vai ser {dt} {tm}", ("ensaio geral com a bateria completa", "{dt}"))],
    people=["Rosângela Batista", "Wellington Souza", "Jéssica Ferreira", "Cleiton Nascimento", "Valdirene Santos", "Anderson Moreira",
            "Priscila Rocha", "Edvaldo Pereira", "Thaís Cardoso", "Reginaldo Alves", "Kátia Gomes", "Josué Martins", "Luana Ribeiro",
            "Tatiane Lima", "Elisângela Prado"],
    roles=[("a partir de hoje quem cuida da planilha de quitação é {p}", "planilha de quitação"),
           ("Tesouraria da ala agora fica com {p}, o pix muda essa semana", "Tesouraria da ala"),
           ("Diretor(a) de harmonia da ala: {p}. Na avenida obedeçam", "harmonia da ala"),
           ("quem fala com o barracão em nome da gente é {p}, nao liguem direto la", "fala com o barracão em nome da gente"),
           ("o destaque de chão da ala esse ano é {p} 👑", "destaque de chão"),
           ("a chave do depósito das fantasias fica com {p}", "chave do depósito das fantasias"),
           ("Coordenação das crianças da ala: {p}", "Coordenação das crianças"),
           ("{p} vai fazer a chamada nos ensaios, faltou 3x ta fora", "chamada nos ensaios"),
           ("admin novo do grupo: {p} 😎 qualquer coisa chama", "admin novo do grupo"),
           ("a costureira que faz os ajustes é {p}, fala direto com ela", "costureira que faz os ajustes"),
           ("o fotógrafo oficial da ala vai ser {p}, ele(a) manda as fotos no drive", "fotógrafo oficial"),
           ("{p} ficou de vice na direção da ala", "vice na direção")],
    tasks=["buscar as caixas de chapéus no barracão", "levar a lista impressa de quem já pagou no ensaio", "colar os paetês que soltaram das ombreiras",
           "montar a carona solidária pro Anhembi", "arrumar duas araras pra pendurar as roupas", "ligar pra empresa do fretado e confirmar o horário",
           "comprar água e gelo pro ensaio de sábado", "recolher as autorizações dos menores", "pegar as pulseiras de credencial na secretaria",
           "fazer a planilha da terceira parcela", "costurar as alças arrebentadas dos costeiros", "levar um ferro de passar pro barracão"],
    asked=["alguem consegue {a}? 🙏", "Precisamos de voluntário pra {a}. Quem puder avisa aqui.", "quem pode {a}?? me chama no pv",
           "ainda ta sem ninguem: {a}. bora gente", "Pedido da Dona Neide: {a}. Quem se habilita?", "mano alguem ai pra {a} essa semana",
           "ta faltando gente pra {a} 😩", "quem mora perto pode {a}? eu nao consigo"],
    edits=[("Chave PIX da ala: {x}", "Chave PIX da ala: {y} (a outra tava errada, foi mal)", "Chave PIX da ala", "pix"),
           ("telefone da costureira: {x}", "telefone da costureira: {y} - corrigi, era esse", "telefone da costureira", "tel"),
           ("link da planilha dos pagamentos: {x}", "link da planilha dos pagamentos: {y}", "link da planilha dos pagamentos", "link"),
           ("Senha do wifi da quadra: {x}", "Senha do wifi da quadra: {y} kkk errei", "Senha do wifi da quadra", "wifi"),
           ("número da nossa ala no roteiro do desfile: {x}", "número da nossa ala no roteiro do desfile: {y} (confirmado com a harmonia)",
            "número da nossa ala no roteiro", "ala"),
           ("código da credencial do ensaio: {x}", "código da credencial do ensaio: {y}, digitei errado", "código da credencial", "cod"),
           ("endereço do barracão novo: {x}", "endereço do barracão novo: {y} (o outro era o antigo)", "endereço do barracão novo", "addr"),
           ("Conta pra depósito da ala (Caixa): {x}", "Conta pra depósito da ala (Caixa): {y} — corrigido", "Conta pra depósito da ala", "conta")],
    changes=[("ensaio de quadra dessa quinta começa {x}", ["mudou: ensaio de quadra dessa quinta agora é {y}",
                                                        "atenção!! ensaio de quadra dessa quinta vai ser {y}, nao o que falei antes"],
              "ensaio de quadra dessa quinta", "hora"),
             ("segunda parcela do figurino: {x}", ["corrigindo: segunda parcela do figurino é {y}", "o barracão refez a conta, segunda parcela do figurino fica {y}"],
              "segunda parcela do figurino", "rs"),
             ("saída do ônibus no dia do desfile: {x}", ["Alteração: saída do ônibus no dia do desfile passa pra {y}",
                                                         "a empresa mudou, saída do ônibus no dia do desfile {y}"], "saída do ônibus", "hora"),
             ("o ensaio de rua da ala vai ser na {x}", ["trocaram o lugar, o ensaio de rua da ala vai ser na {y}",
                                                       "a CET nao liberou, ensaio de rua da ala agora na {y}"], "ensaio de rua da ala", "place"),
             ("entrega dos costeiros: {x}", ["o barracão atrasou, entrega dos costeiros só {y}", "Nova data — entrega dos costeiros: {y}"],
              "entrega dos costeiros", "date"),
             ("reunião com o carnavalesco: {x}", ["remarcaram a reunião com o carnavalesco pra {y}", "reunião com o carnavalesco mudou, agora {y}"],
              "reunião com o carnavalesco", "when"),
             ("a mensalidade da ala em janeiro vai ser {x}", ["refizemos as contas, a mensalidade da ala em janeiro vai ser {y}",
                                                               "errei, mensalidade da ala em janeiro é {y}"], "mensalidade da ala em janeiro", "rs"),
             ("o ônibus da volta sai da dispersão {x}", ["mudança: o ônibus da volta sai da dispersão {y}", "o motorista pediu, ônibus da volta sai da dispersão {y}"],
              "ônibus da volta", "hora")])

# The chatter.
_CURTO = ["ok", "blz", "beleza", "tmj", "tmj 🥁", "👍", "👍👍", "🙏", "🙏🙏", "❤️💚", "💚🤍", "kkkkk", "kkkkkkkkk", "rsrs", "rs", "sim", "nao", "não",
          "bom dia familia", "Bom dia ☀️", "boa noite gente", "boa noite 💚", "amém", "amem", "to indo", "ja to aqui", "chegando", "5 min", "atrasei mals",
          "slk", "mds", "nossa", "aff", "eita", "eitaaa", "oxe", "vdd", "verdade", "concordo", "tb acho", "eu tb", "eu também", "partiu", "bora 🔥",
          "é nois", "é nóis 🥁", "arrasou", "lindoo", "que lindo 😍", "chorei 😭", "🔥🔥🔥", "👏👏👏", "😂😂", "🤣", "😍", "😢", "😡", "ué", "oi?", "??",
          "valeu", "valeu Dona Neide", "obrigada", "obg", "brigado", "de nada", "paguei ja", "ja paguei", "vou ver", "vou ver e te falo", "pode ser",
          "fechou", "show", "top", "sextou 🍻", "alguem?", "presente", "🙋‍♀️", "🙋🏾‍♂️", "me add", "saiu do grupo?", "parabéns!! 🎂", "parabens mana 🎉"]
_MEIO = ["{n} vc vai no ensaio hj?", "alguem sabe se {w} ta aberto agora", "quem ta {w}? to chegando", "gente quem pegou meu leque ontem {w}",
         "{n} manda o audio de novo que nao baixou", "o som {w} tava muito alto ontem, mal dava pra ouvir o puxador", "ta chovendo muito {w}, cuidado",
         "{n} sumiu do grupo kkkk alguem chama ai", "gente o metro ta parado, vou atrasar", "quem vai de carro e tem lugar? moro perto do terminal",
         "vcs viram a bateria ontem? mano que absurdo de bom", "a ala das baianas ta linda esse ano", "o samba desse ano é o melhor dos ultimos tempos",
         "{n} trouxe bolo de fubá pro ensaio, muito obrigado 🙏", "perdi a carteira {w}, se alguem achar me avisa por favor", "alguem tem tesoura e linha verde?",
         "meu filho quer desfilar, tem idade minima?", "{n} melhora logo! 🙏 ficamos sabendo da cirurgia", "gente sobrou marmita, quem quiser pega {w}",
         "hj o ensaio foi puxado hein, minhas pernas kkkk", "alguem ai sabe costurar lantejoula? a minha soltou toda", "tem estacionamento {w}?",
         "{n} ta dando aula de samba no pé, quem quiser aprender", "cade o pessoal do grupo que nunca fala nada", "quem esqueceu a blusa rosa {w}?",
         "o uber ta uma fortuna hj", "a fila {w} ta enorme", "{n} ganhou neném!! 👶 parabéns", "quarta não vou, plantão no hospital",
         "alguem tem o contato da moça da pulseirinha?", "{n} cade vc", "vou levar meu sobrinho no ensaio pode?", "a letra do samba ja ta no insta",
         "nao to conseguindo decorar o refrão kkkkk", "o mestre-sala e a porta-bandeira tão voando esse ano", "{w} tem wifi?", "que calor {w} mds",
         "to com saudade do carnaval de rua tb", "comprei meu glitter ✨", "alguem vende abadá do bloco da sexta?", "{n} voce chegou bem em casa?"]
_PERGUNTA = {"alguem", "quem", "tem", "cade", "vcs", "vc", "meu", "onde", "como", "quando"}
_JOVEM = ["mano q vibe ontem", "slk a bateria", "kkkkkkkkk morri", "algm vai de 178L?", "to sem bateria no cel, me liga", "pfv alguem me manda a letra",
          "pq ninguem responde 😤", "vc viu o video? kkkk", "eu nao aguento mais ensaiar kkkk mentira amo", "tb vou", "q horas acaba hj?",
          "bora bora bora 🔥", "mds to atrasadaaa", "ngm merece metro lotado", "kd o povo", "ta rolando o ensaio ja?", "meu deus q calor",
          "q hino esse samba 😭", "sdds avenida", "mano sério", "vlw fml", "eu vou de tênis msm", "to no busão", "alguém tem carregador?"]
_VELHA = ["boa noite meus queridos", "eu desfilo nessa escola desde 1987 quando a quadra ainda era de terra", "naquele tempo a gente costurava a propria fantasia na sala de casa",
          "o seu Tonico fazia os chapéus com arame e papel laminado e ficava lindo", "hoje é tudo mais bonito mas falta um pouco de amor",
          "a juventude tem que respeitar o pavilhão", "quando eu entro na avenida eu choro até hoje", "me lembro do ano que a gente subiu pro grupo especial",
          "a bateria parou na frente do jurado e o povo cantou sozinho", "peço que todo mundo chegue cedo e nao fique no celular na concentração",
          "a escola é uma familia e familia se ajuda", "desculpa o textão", "minha neta que me ensinou a mexer nesse zap", "que Deus abençoe nossa ala",
          "e viva o Império da Cachoeirinha 💚🤍"]
_DIRETORIA = ["G.R.E.S. IMPÉRIO DA CACHOEIRINHA\nCOMUNICADO OFICIAL",
              "A Diretoria comunica que o acesso à quadra nos dias de ensaio será feito exclusivamente pelo portão lateral.",
              "É proibido o consumo de bebida alcoólica pelos componentes durante os ensaios técnicos.",
              "Todos os componentes devem portar documento com foto e a pulseira de identificação.",
              "Pedimos que as fantasias não sejam expostas em redes sociais antes do desfile oficial.",
              "Lembramos que a escola não se responsabiliza por objetos deixados na quadra.",
              "Agradecemos a todos pela dedicação e pelo amor ao nosso pavilhão.",
              "Os componentes menores de 16 anos devem estar acompanhados por responsável.",
              "Atenciosamente,\nDiretoria de Carnaval\nG.R.E.S. Império da Cachoeirinha"]
_AVISO = ("⚠️ AVISO DA TESOURARIA ⚠️ As parcelas do figurino vencem todo mês. Pagou? Manda o comprovante AQUI no grupo ou no pv da tesouraria, "
          "senão não dá baixa na lista! Sem quitação não tem fantasia na semana do desfile. Obrigada e bom ensaio a todos 💚🤍")
_SAUDA = "Boa noite família Raízes do Morro 💚🤍🥁"
_LINK = ["https://www.instagram.com/p/{k}/ olha nossa ala no insta da escola 😍", "https://youtu.be/{k} samba-enredo oficial, decorem!!",
         "https://www.youtube.com/watch?v={k} o ensaio de ontem, filmaram do alto", "https://maps.app.goo.gl/{k} localização da quadra pra quem é novo",
         "https://www.instagram.com/reel/{k}/ kkkkkkk a bateria zoando", "https://forms.gle/{k} formulário de inscrição pros novos (repassando)",
         "https://www.tiktok.com/@imperiodacachoeirinha/video/{n} olha o passinho 😂", "https://liga-sp.com.br/noticias/{n} ordem dos desfiles saiu"]
_BOT = ["Anotado ✍️", "Beleza, registrei.", "Não consigo ouvir áudio, manda por escrito? 🙏", "Lembro vocês mais perto da data.", "Valeu, tá salvo."]
_SAMBA = ["Ê, Cachoeirinha, teu canto ecoa no morro", "a lua prateada vem pedir socorro", "no terreiro da vovó a fé virou tambor",
          "e a saudade se vestiu de verde e de amor", "vem, meu povo, é hora de sambar", "o império chegou pra te encantar",
          "lá na senzala o batuque resistiu", "a raiz do meu samba ninguém destruiu", "sou raiz, sou semente, sou chão", "bate forte, surdo, no meu coração",
          "ô ô ô, a avenida vai tremer", "Cachoeirinha é pra sempre, pode crer"]
# A phone that writes without accents.
_SEM_ACENTO = str.maketrans("áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇ", "aaaaeeiooouucAAAAEEIOOOUUC")


def _plain(text: str) -> str:
    """`text` typed without accents."""
    return text.translate(_SEM_ACENTO)


class _Escola:
    """One chat's draws and the wing's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Planter(rng, _ESCOLA, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it, without accents a third of the time (its probe and
        stale strings the same way), and now and then all in lower case."""
        p = self.p(kind)
        if p is None:
            return p
        text, probe, newer = p
        if self.rng.random() < 0.33:
            text, probe = _plain(text), tuple(_plain(x) for x in probe)
            newer = (_plain(newer[0]), tuple(_plain(x) for x in newer[1])) if newer else None
        if self.rng.random() < 0.15:
            text = text.lower()
        return text, probe, newer

    # -- formats ----------------------------------------------------------------------------

    def rs(self, n: int) -> str:
        """Reais: "R$ 350", "350 reais", "350 conto", "350,00", "R$ 1.250,00"."""
        big = grouped(n, ".")
        ways = [f"R$ {big}", f"R$ {big},00", f"{big} reais", f"{big},00", f"R${big}"]
        if n < 2000:
            ways.append(f"{n} conto")
        return self.rng.choice(ways)

    def dia(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date: "14/02", "sábado dia 14", "14 de fevereiro", "dia 14/02", "sab 14/02"."""
        d = self.dia(n)
        wd = d.weekday()
        return self.rng.choice([f"{d.day:02d}/{d.month:02d}", f"{_DIA[wd]} dia {d.day}", f"{d.day} de {_MES[d.month]}", f"dia {d.day:02d}/{d.month:02d}",
                                f"{_DIA_CURTO[wd]} {d.day:02d}/{d.month:02d}", f"{_DIA[wd]}, {d.day} de {_MES[d.month]}"])

    def nd(self, n: int) -> str:
        """A deadline: "10/01/2027", "10 de janeiro de 2027"."""
        d = self.dia(n)
        return self.rng.choice([f"{d.day:02d}/{d.month:02d}/{d.year}", f"{d.day} de {_MES[d.month]} de {d.year}"])

    def hora(self, h: int, mi: int) -> str:
        """A time: "19h", "19:30", "19h30", "às 7 da noite"."""
        r = self.rng
        if mi:
            return r.choice([f"{h}:{mi:02d}", f"{h}h{mi:02d}", f"às {h}:{mi:02d}"])
        ways = [f"{h}h", f"{h}:00", f"às {h}h"]
        if 18 <= h <= 23:
            ways.append(f"às {h - 12} da noite")
        elif 13 <= h <= 17:
            ways.append(f"às {h - 12} da tarde")
        return r.choice(ways)

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.p.fresh

        def tm() -> str:
            h, mi = divmod(f("h", 16, 46) * 30, 60)
            return self.hora(h, mi)

        slots: dict[str, Callable[[], str]] = {"rs": lambda: self.rs(f("rs", 35, 180) * 10), "rs2": lambda: self.rs(f("rs2", 3, 30) * 5),
                 "rs3": lambda: self.rs(f("rs3", 400, 9000) + r.choice([0, 0, 0])), "rs4": lambda: self.rs(f("rs4", 2, 20) * 10),
                 "rs6": lambda: self.rs(f("rs6", 10, 60) * 10), "rs7": lambda: self.rs(f("rs7", 6, 30) * 5), "rs8": lambda: self.rs(f("rs8", 9, 25) * 5),
                 "n1": lambda: str(f("n1", 60, 140)), "n2": lambda: str(f("n2", 4, 40)), "n6": lambda: str(f("n6", 5, 50)),
                 "n7": lambda: str(f("n7", 40, 300)), "n8": lambda: str(f("n8", 3, 15)),
                 "dt": lambda: self.dt(f("d", 5, 70)), "nd": lambda: self.nd(f("d", 5, 70)), "tm": tm, "hh": lambda: r.choice(["{}h", "{}:00", "{}h00"]).format(f("hh", 8, 21)),
                 "dy": lambda: r.choice(["amanhã", "amanha", "depois de amanhã", "nesse sábado", "no domingo", "quinta que vem", "sexta", "na terça"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.p.fresh

        def tel() -> str:
            a, b = r.randrange(1000, 10000), r.randrange(1000, 10000)
            return r.choice([f"(11) 9{a}-{b}", f"11 9{a}-{b}", f"+55 11 9{a}{b}", f"119{a}{b}"])

        def hora() -> str:
            h, mi = divmod(f("hx", 34, 47) * 30, 60)
            return self.hora(h, mi)

        def when() -> str:
            h, mi = divmod(f("wh", 36, 44) * 30, 60)
            return f"{self.dt(f('d', 5, 70))} {r.choice([f'às {h}:{mi:02d}', f'{h}h{mi:02d}'])}"

        draws: dict[str, Callable[[], str]] = {"pix": lambda: r.choice([f"{r.randrange(100, 1000)}.{r.randrange(100, 1000)}.{r.randrange(100, 1000)}-{r.randrange(10, 100)}",
                                          f"tesouraria.raizes{r.randrange(10, 1000)}@gmail.com", f"alaraizes{code(r, 4).lower()}@hotmail.com"]),
                 "tel": tel, "link": lambda: r.choice([f"https://docs.google.com/spreadsheets/d/{code(r, 24)}", f"https://bit.ly/{code(r, 7)}"]),
                 "wifi": lambda: r.choice([f"imperio{r.randrange(1000, 100000)}", f"Cachoeirinha@{code(r, 4)}", f"raizes{code(r, 5)}"]),
                 "ala": lambda: f"nº {r.randrange(4, 40)}", "cod": lambda: code(r, 6).upper(),
                 "addr": lambda: f"{r.choice(['Rua Itaúna', 'Av. Inajar de Souza', 'Rua Dr. Zuquim', 'Rua Voluntários da Pátria', 'Av. Parada Pinto'])}, {r.randrange(10, 3000)}",
                 "conta": lambda: f"ag {r.randrange(1000, 10000)} conta {r.randrange(10000, 100000)}-{r.randrange(0, 10)}",
                 "hora": hora, "when": when, "date": lambda: self.dt(f("d", 5, 70)), "rs": lambda: self.rs(f("rsx", 8, 60) * 5),
                 "place": lambda: r.choice(["Rua Parapuã, em frente ao CEU", "praça do Jardim Peri", "rua de trás da quadra", "Av. Deputado Cantídio Sampaio",
                                            "pracinha da Vila Nova Cachoeirinha", "rua da feira de domingo", "estacionamento do supermercado", "Rua Jerônimo Dias"])}
        return self.p.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def meio(self) -> str:
        r = self.rng
        said = r.choice(_MEIO).format(n=r.choice(_GENTE), w=r.choice(_LUGAR))
        if r.random() < 0.15:
            more = r.choice(_MEIO).format(n=r.choice(_GENTE), w=r.choice(_LUGAR))
            said += r.choice([". ", " e outra coisa ", ", e "]) + more[0].lower() + more[1:]
        if r.random() < 0.5:
            said = _plain(said)
        return tidied(r, said, 0.35, _PERGUNTA, [".", "!", " 🙏", "!!", " kkkk", "...", "", " 💚"])

    def quitacao(self) -> str:
        """The costume payment list, as the treasurer pastes it."""
        r = self.rng
        names = r.sample(_GENTE, r.randrange(6, 12))
        rows = "\n".join(f"{i}. {n} — {r.choice(['✅ quitado', '✅ quitado', f'falta {r.randrange(1, 4)}ª parcela', '❌ nada pago', f'pagou R$ {r.randrange(5, 40) * 10}'])}"
                         for i, n in enumerate(names, 1))
        return f"LISTA DE PAGAMENTO — ALA RAÍZES DO MORRO (atualizada {r.randrange(1, 29):02d}/{r.choice(['12', '01'])})\n{rows}" + r.choice(
            ["", "\n\nquem nao ta na lista me chama", "\n\nconfiram seus nomes!!", "\n\nerrou algo? manda o comprovante"])

    def cronograma(self) -> str:
        """The rehearsal schedule."""
        r = self.rng
        days = sorted(r.sample(range(70), 4))
        rows = "\n".join(f"{self.dia(n):%d/%m} ({_DIA[self.dia(n).weekday()]}) — {r.choice(['ensaio de quadra', 'ensaio da bateria', 'ensaio de canto', 'ensaio de evolução'])} "
                         f"{r.randrange(18, 22)}h" for n in days)
        return f"🥁 CRONOGRAMA {r.choice(['DEZEMBRO', 'JANEIRO', 'DE ENSAIOS'])} 🥁\n{rows}" + r.choice(["", "\nPresença obrigatória!", "\nsujeito a alteração"])

    def pix(self) -> str:
        """A PIX receipt."""
        r = self.rng
        d = self.dia(r.randrange(0, 40))
        return (f"Comprovante de transferência\nPix enviado ✅\nValor: R$ {r.randrange(5, 40) * 10},00\nData: {d:%d/%m/%Y} - {r.randrange(7, 24):02d}:{r.randrange(0, 60):02d}\n"
                f"Para: {r.choice(['TESOURARIA ALA RAIZES', 'N. A. DE OLIVEIRA', 'G R E S IMPERIO'])}\nID: E{r.randrange(10**17, 10**18)}"
                + r.choice(["", "\nparcela da " + r.choice(_GENTE), "\ntá pago 💚", "\nconfirma ai pfv"]))

    def samba(self) -> str:
        """A stretch of the samba-enredo's lyrics."""
        r = self.rng
        start = r.randrange(0, len(_SAMBA) - 4)
        return r.choice(["SAMBA-ENREDO 2027 🎶\n", "letra pra quem pediu:\n", "", "decorem gente!!\n"]) + "\n".join(_SAMBA[start:start + r.randrange(3, 6)])

    def barracao(self) -> str:
        """The workshop's delivery list."""
        r = self.rng
        return (f"Barracão — status da ala Raízes:\nsaias: {r.randrange(10, 95)} prontas\nchapéus: {r.choice(['na pintura', 'falta pluma', 'prontos'])}\n"
                f"ombreiras: {r.choice(['colando espelho', 'prontas', 'faltam 12'])}\nsapatos: {r.choice(['chegaram', 'aguardando fornecedor'])}")

    def quase(self) -> str:
        """Chatter with numbers, names and times that plants nothing."""
        r = self.rng
        return r.choice([f"ano passado eu paguei {self.rs(r.randrange(20, 90) * 10)} na minha fantasia e ainda sobrou pena kkkk",
                         f"minha filha faz aniversario {self.dt(r.randrange(0, 70))}, bem no meio do carnaval",
                         f"o uber da quadra pra casa deu {self.rs(r.randrange(25, 70))}", f"to saindo do trampo {self.hora(r.randrange(17, 22), 0)}, chego atrasado",
                         f"{r.choice(_GENTE)} chega {self.hora(r.randrange(18, 23), r.choice([0, 30]))}, guarda lugar", f"paguei {self.rs(r.randrange(3, 12) * 10)} num glitter, to rica nao",
                         f"a cerveja {r.choice(_LUGAR)} ta {self.rs(r.randrange(8, 15))} a lata", f"em 2019 a gente tirou {r.choice(['39,8', '39,9', '40'])} em harmonia",
                         f"{self.dt(r.randrange(0, 70))} eu viajo, volto antes do desfile", f"minha meta é perder {r.randrange(2, 9)} kg até o carnaval kkkkk",
                         f"o {r.choice(['178L', '9717', '1017'])} passa {self.hora(r.randrange(18, 23), 0)} no ponto da quadra"])

    def foto(self) -> Said:
        r = self.rng
        d = self.dia(r.randrange(0, 70))
        return (r.choice(["", "", "olha o chapéu 😍", "ficou pronta a minha!!", "ensaio de hoje", "a quadra lotada", "prévia do barracão 🤫",
                          "nossa ala 💚", "meu look de ensaio kkk", "a lista na parede da secretaria"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(60_000, 4_000_000)))

    def outro(self) -> Said:
        r = self.rng
        d = self.dia(r.randrange(0, 70))
        kind = r.choice(["video", "voice", "voice", "voice", "sticker", "sticker", "document"])
        if kind == "video":
            return (r.choice(["", "a bateria 🔥🔥", "olha a paradinha", "ensaio ao vivo"]),
                    media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(900_000, 40_000_000)))
        if kind == "voice":
            return (r.choice(["", "", "manda audio pq to dirigindo", "ouve ai"]),
                    media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(8_000, 1_200_000)))
        if kind == "sticker":
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        name, text = r.choice([("Regulamento_Componentes_2027.pdf", "regulamento"), ("Samba_Enredo_2027_letra.pdf", "letra oficial"),
                               ("Pagamentos_Ala_Raizes.xlsx", ""), ("Autorizacao_menor.docx", "imprimam e tragam assinado"), ("Croqui_fantasia.pdf", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 2_500_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (r.choice(_CURTO), None)), (lambda: (self.meio(), None)), (lambda: (r.choice(_JOVEM), None)),
            (lambda: (self.quitacao(), None)), (lambda: (self.cronograma(), None)), (lambda: (self.pix(), None)), (lambda: (self.samba(), None)),
            (lambda: (self.barracao(), None)), (lambda: (ramble(r, _VELHA, 5, " "), None)), (lambda: (letter(r, _DIRETORIA, sep="\n\n"), None)),
            (lambda: (_AVISO, None)), (lambda: (r.choice(_LINK).format(k=code(r, 11), n=r.randrange(10**15, 10**16)), None)),
            (lambda: (f"{_SAUDA} {self.meio()}", None)), (lambda: (self.quase(), None)), self.foto, self.outro]
        weights = [26, 30, 11, 1.5, 1.3, 2, 1.2, 0.9, 3.5, 1.8, 2.2, 2.5, 2.2, 7, 6, 6.5]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SAUDA} {text}", f"{text}\n\n{_AVISO}", f"{ramble(r, _VELHA, 3, ' ')} e outra coisa, {text}",
                         f"Resumo da reunião de ontem:\n1. {text}\n2. {self.meio()}", f"{text} 🙏", f"{text}\n— Dona Neide, direção da ala", f"IMPORTANTE‼️ {text}",
                         f"{text}\nrepassem pra quem nao ta no grupo", f"📌 {text}", f"{text} tmj 💚"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    e = _Escola(rng)
    people = [f"55119{rng.randrange(10**7, 10**8)}" for _ in range(rng.randrange(20, 60))]

    # A wing before Carnival: quiet days, a burst every evening around rehearsal, late nights after it.
    def gap() -> int:
        return rng.randrange(15, 1800) if rng.random() > 0.1 else rng.randrange(3 * 3600, 20 * 3600)

    voice = Voice(e.plant, e.chatter, e.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
