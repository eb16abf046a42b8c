"""The clinica family: a veterinary clinic's staff group on WhatsApp, in Brazilian Portuguese.

Written after famille, helpdesk and cantiere were measured twice and became a tuning set, and
run on no version of the summarizer when it was committed: a held-out family. The vets, the
receptionists, the vet techs and the groomers of a small clinic in São Paulo write in a hurry
between patients: "bom diaaa", "blz", "vlw", "kkkkk", "pfv", lower case and no punctuation or
a receptionist's full sentences, audio messages ("🎤"), photos of X-rays, PDFs of lab reports,
"Mensagem apagada". The owner posts the same morning notice again and again; the reception
pastes the day's schedule from the clinic's system (times, pets, procedures, prices), suppliers'
price lists and the regional council's notices arrive forwarded ("Encaminhada"), and a tired
vet sometimes writes a very long rant. Money is "R$ 180,00" and "R$180", doses "0,35 mL" and
"250 mg", weights "31,4 kg", times "às 14h", "8h30" and "14:00", dates "12/12" and
"dia 3 de dezembro", weekdays lower case. Its facts are said in the clinic's words:
"Fechado, pessoal: o plantão do Natal vai ser revezamento de 6 em 6 horas.", "quem monta a
escala de plantão agora é Thaís".
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "clinica"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 235
LANGUAGE = "pt"

# What a decision is about (as said, the words the probe looks for) and what it may come to.
_ASSUNTOS = [
    ("o plantão do Natal", "plantão do Natal", ["revezamento de 6 em 6 horas", "fechado, só emergência por telefone",
                                                "sobreaviso com a clínica parceira do Tatuapé", "equipe da manhã dobrando até as 22h"]),
    ("a campanha de vacinação de dezembro", "campanha de vacinação", ["V10 com 15% de desconto para castrados",
                                                                     "mutirão de antirrábica no sábado na praça",
                                                                     "pacote filhote em 3 vezes sem juros"]),
    ("o fornecedor de ração", "fornecedor de ração", ["a Agrovet Paulista", "a PetMix Distribuidora", "a Casa do Criador Zona Leste"]),
    ("a confraternização de fim de ano", "confraternização", ["rodízio na Cantina Bella Nápoli", "churrasco na chácara de Mairiporã",
                                                              "amigo secreto com limite de R$ 60"]),
    ("o horário de sábado", "horário de sábado", ["das 8h às 14h sem intervalo", "das 9h às 13h, banho e tosa até 16h",
                                                  "só com agendamento prévio"]),
    ("o laboratório de exames", "laboratório de exames", ["o VetLab Diagnósticos", "o Lab Animalis", "o CentroVet Análises"]),
    ("o software da recepção", "software da recepção", ["o SisPet Cloud", "a planilha mesmo até março", "o GestVet Pro"]),
    ("a cor do uniforme novo", "uniforme novo", ["verde-água com bordado", "azul-marinho com o logo nas costas", "vinho com gola branca"]),
]
_EQUIPE = ["Jéssica", "Thaís", "Rafaela", "Gabriel", "Luana", "Everton", "Bruna", "Priscila", "Wellington", "Daiane", "Caio",
           "Letícia", "Juliano", "Tainá"]
# Names the chatter uses (never a fact's person).
_OUTROS = ["Dra. Marta", "Dra. Camila", "Dr. Renato", "Sueli", "Marcão", "Vanessa", "Kelly", "seu Antônio"]
_PAPEIS = [("A partir de hoje a responsável técnica da clínica é {p}, qualquer coisa do CRMV falem direto.", "responsável técnica"),
           ("quem monta a escala de plantão agora é {p}", "escala de plantão"),
           ("{p} vai ser a anestesista das terças e quintas", "anestesista das terças"),
           ("a chave do armário de controlados fica com {p}, só essa pessoa abre", "armário de controlados"),
           ("{p} que cuida do Instagram da clínica agora, mandem foto fofa 📸", "Instagram da clínica"),
           ("o contato com o pessoal do laboratório é {p}, liguem antes de mandar amostra", "pessoal do laboratório"),
           ("{p} fecha o caixa no fim do dia, entreguem as comandas", "fecha o caixa"),
           ("Gente, {p} é a nova coordenação do banho e tosa 🛁", "coordenação do banho e tosa")]
_TAREFAS = ["repor as seringas de 3 mL no consultório 2", "mandar o orçamento da profilaxia pra dona Cida",
            "lançar as notas fiscais de novembro", "trocar o filtro da autoclave", "confirmar as vacinas agendadas de amanhã",
            "higienizar as baias da internação", "pedir mais luvas tamanho P", "enviar o laudo do ultrassom da Jade",
            "renovar o alvará de funcionamento", "degelar o freezer das vacinas", "imprimir os termos de autorização de cirurgia",
            "atualizar a tabela de preços do balcão", "devolver o concentrador de oxigênio emprestado", "agendar a dedetização"]
_VETS = ["Dra. Helena", "Dr. Otávio", "Dra. Bianca", "Dr. Fábio", "Dra. Yasmin", "Dr. Murilo", "Dra. Nathália", "Dr. Heitor"]
_DIAS = ["terça de manhã", "quarta à tarde", "quinta depois do almoço", "sexta cedinho", "segunda às 10h", "sábado antes das 9h",
         "toda quarta às 15h", "quinta às 11h", "sexta no fim da tarde", "terça às 16h30"]
_MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"]
_SEMANA = ["segunda", "terça", "quarta", "quinta", "sexta", "sábado"]

_DECIDE = ["Fechado, pessoal: {s} vai ser {c}.", "decidido na reunião de ontem {s} fica {c}",
           "A Dra. Marta bateu o martelo ✅ {s} = {c}", "depois de muita discussão kkkk {s} fica {c} e ponto final",
           "Sobre {s}, ficou decidido: {c}. Obrigada a todos que opinaram!", "ficou assim gente {s} → {c} 👍"]
# (text, probe): each template names its own subject, once per chat.
_NUMEROS = [("A castração de gata agora sai R$ {p},00 com anestesia inalatória e pós incluso.", ("castração de gata", "R$ {p},00")),
            ("dose do meloxicam da Pandora: {ml} mL uma vez ao dia por 3 dias", ("meloxicam da Pandora", "{ml} mL")),
            ("estoque de V10 tá em {k} doses, alguém avisa a compra", ("estoque de V10", "{k} doses")),
            ("o Bóris da internação pesou {kg} kg hoje, anotem na ficha", ("Bóris da internação", "{kg} kg")),
            ("Consulta de retorno passa a custar R$ {q},00 a partir de segunda.", ("consulta de retorno", "R$ {q},00")),
            ("fizemos {t} atendimentos esse mês, recorde da clínica 🎉🎉", ("recorde da clínica", "{t} atendimentos")),
            ("o orçamento da tartarectomia do Apolo ficou em R$ {mil},{cc}", ("tartarectomia do Apolo", "R$ {mil},{cc}")),
            ("taxa da maquininha no crédito subiu pra {pc}% 😤", ("maquininha no crédito", "{pc}%"))]
_DATAS = [("Cirurgia da Mel (castração) confirmada {wd}, {dd}/{mm}, às {hh}h. Jejum de 8 horas!", ("cirurgia da Mel", "{dd}/{mm}")),
          ("o técnico da autoclave vem {wd} às {hh}h{mi}", ("técnico da autoclave", "{hh}h{mi}")),
          ("Vistoria da vigilância sanitária marcada pro dia {d} de {mes}.", ("vigilância sanitária", "{d} de {mes}")),
          ("a Dra. Patrícia volta das férias dia {dd}/{mm}", ("volta das férias", "{dd}/{mm}")),
          ("A coleta do lixo infectante passa {wd} às {hh}:{mi}, deixem as caixas prontas", ("lixo infectante", "{hh}:{mi}")),
          ("inventário da farmácia: sábado {dd}/{mm} a partir das {hh}h, ninguém folga", ("inventário da farmácia", "{dd}/{mm}")),
          ("Palestra do CRMV sobre antibióticos: {d} de {mes}, {hh}h, online", ("palestra do CRMV", "{d} de {mes}")),
          ("a auditoria do convênio PetSaúde é {wd}, {dd}/{mm}, às {hh}h, deixem os prontuários em dia", ("auditoria do convênio", "{dd}/{mm}"))]
_TAREFA = ["alguém consegue {a} hoje ainda?", "Pendente: {a}.", "gente ninguém lembrou de {a}?? 😩", "Falta {a}, quem pega?",
           "lembrando que precisa {a} até sexta", "não esqueçam de {a} pfv"]
_EDITA = [("Senha do wi-fi dos clientes: {x}", "Senha do wi-fi dos clientes: {y}", "wi-fi dos clientes", "wifi"),
          ("código do alarme novo é {x}, não passem pra ninguém", "código do alarme novo é {y}, não passem pra ninguém",
           "código do alarme", "alarme"),
          ("Número do pedido na Agrovet: {x}", "Número do pedido na Agrovet: {y}", "pedido na Agrovet", "pedido"),
          ("lote da antirrábica que chegou hoje: {x}, anotem na carteirinha", "lote da antirrábica que chegou hoje: {y}, anotem na carteirinha",
           "lote da antirrábica", "lote"),
          ("o ramal novo da recepção é {x}", "o ramal novo da recepção é {y}", "ramal novo da recepção", "ramal"),
          ("Chave pix da clínica (CNPJ): {x}", "Chave pix da clínica (CNPJ): {y}", "chave pix", "cnpj")]
_MUDA = [("Plantão de domingo fica com {x}.", ["troca no plantão de domingo: agora é {y} 🙏",
                                               "Atualizando: o plantão de domingo passou pra {y}, a outra pessoa tá doente"],
          "plantão de domingo", "vet"),
         ("a entrega da ração vem {x}", ["a entrega da ração mudou, agora vem {y}", "gente corrigindo: entrega da ração só {y}"],
          "entrega da ração", "dia"),
         ("o ultrassom volante atende aqui {x}", ["o ultrassom volante trocou o dia, agora é {y}",
                                                  "Mudança: ultrassom volante {y} a partir dessa semana"], "ultrassom volante", "dia"),
         ("A reunião geral da equipe é às {x}", ["reunião geral da equipe mudou pra {y}", "Gente a reunião geral da equipe vai ser {y} agora"],
          "reunião geral da equipe", "hora"),
         ("a cirurgia ortopédica do Zeus fica com {x}", ["cirurgia ortopédica do Zeus: mudou, vai ser {y}",
                                                         "{y} assume a cirurgia ortopédica do Zeus"], "ortopédica do Zeus", "vet"),
         ("a vacinação no pet shop parceiro vai ser {x}", ["vacinação no pet shop parceiro remarcada pra {y}",
                                                           "Mudou a vacinação no pet shop parceiro: {y}"], "pet shop parceiro", "dia")]

_CURTO = ["bom dia", "bom diaaa ☀️", "Bom dia!", "kkkkkk", "kkkkkkkkkk", "blz", "vlw", "obg", "Obrigada!", "tmj", "ok", "Ok", "👍",
          "🙏🏻", "sim", "não", "já vou", "to indo", "chegando", "alguém?", "😂😂", "aff", "Perfeito.", "cheguei", "entendido", "show",
          "❤️", "🐶🐱", "tô no trânsito", "5 min", "boa tarde", "boa noite gente", "tá", "pode ser", "eita", "👀", "😭", "ss", "nn",
          "uhum", "rs", "Certo", "Anotado.", "pode deixar", "🤣🤣🤣"]
_MEDIO = ["a recepção tá lotada hoje, alguém desce pra ajudar?", "alguém viu o carregador do tablet", "o cachorro da baia 2 não para de latir kkkk",
          "acabou o café de novo 😩", "O ar-condicionado do consultório 1 está pingando, já liguei pro técnico.",
          "gente quem pegou minha caneca azul", "a dona do Floquinho ligou de novo perguntando do exame",
          "tá chovendo muito aqui na Marginal, vou atrasar uns 20 min", "o sistema caiu de novo??", "quem vai almoçar 12h30?",
          "passa o pix que eu pago o açaí", "o Thor mordeu o Marcão de novo kkkkk tá tudo bem", "a impressora da recepção travou",
          "Chegou a caixa da distribuidora, deixei no estoque.", "alguém tem troco pra 100?", "o tutor do Simba quer falar com a Dra. Camila",
          "tem uma gatinha abandonada na porta 😢", "a Luna teve alta, a família chorou muito ❤️", "Favor não deixar jaleco na copa.",
          "quem estacionou na vaga de carga e descarga", "o Bidu fugiu da caixa de transporte na recepção kkkk já pegamos",
          "seu Antônio trouxe bolo de fubá pra equipe 🍰", "Vanessa tá de atestado hoje", "alguém cobre meu horário das 17h?",
          "o motoboy da farmácia de manipulação chegou", "a máquina de tosa 2 esquentou de novo", "lembrem de bater o ponto na volta do almoço",
          "o tutor do Fred não pagou a última consulta, alguém cobra com jeitinho"]
_DESABAFO = ["gente sério eu preciso desabafar", "hoje foi um dos piores dias que já tive aqui", "atendi onze emergências seguidas",
             "não almocei até agora", "o tutor da Nina gritou comigo na recepção", "falou que a gente só quer dinheiro",
             "eu entendo que ele tava nervoso mas não precisava", "fiquei duas horas com a Nina na oxigenoterapia",
             "ela saiu bem graças a Deus", "mas eu tô destruída", "a gente precisa conversar sobre os encaixes",
             "não dá pra encaixar consulta a cada 10 minutos", "a recepção não tem culpa eu sei", "é o volume que tá absurdo",
             "desculpa o textão", "amanhã eu chego mais cedo pra organizar os prontuários", "obrigada a quem segurou a onda",
             "vocês são incríveis mesmo", "só queria falar isso", "vou tomar um banho e dormir"]
_AGENDA_PETS = ["Thor", "Luna", "Bob", "Nina", "Pipoca", "Fred", "Amora", "Simba", "Bidu", "Lola", "Paçoca", "Floquinho", "Tobias",
                "Frajola", "Cacau", "Sushi"]
_AGENDA_PROC = ["Vacina V10", "Antirrábica", "Consulta", "Retorno", "Hemograma", "Ultrassom abdominal", "Banho e tosa",
                "Limpeza de ouvido", "Curativo", "Microchip", "Raio-x de tórax", "Aplicação de antipulgas"]
_ESPECIES = ["canino, SRD", "felino, SRD", "canino, shih-tzu", "canino, golden", "felino, persa", "canino, pug", "canino, spitz",
             "felino, siamês"]
_AVISOS = ["*Encaminhada*\n📢 COMUNICADO CRMV-SP\nPrezados médicos-veterinários, informamos que a anuidade {ano} poderá ser paga "
           "com {pc}% de desconto até {d}/01. Após essa data, incidirão multa e juros. Dúvidas: (11) 5908-{tel}.",
           "*Encaminhada*\nTABELA DE PREÇOS DEZEMBRO — DISTRIBUIDORA VETBRAS\nRação Premium Adulto 15kg ........ R$ {a},90\n"
           "Vermífugo pasta 14g ........ R$ {b},50\nAntipulgas 10-20kg (cx 3) ........ R$ {c},00\nSeringa 3mL (cx 100) ........ "
           "R$ {e},80\nPedido mínimo R$ 800,00. Frete grátis acima de R$ 1.500,00.",
           "*Encaminhada várias vezes*\n⚠️ ATENÇÃO TUTORES ⚠️ caso de raiva confirmado em morcego no bairro {bairro}!! Vacinem seus "
           "animais!! A Secretaria de Saúde faz vacinação gratuita dia {d}, das 9h às 16h. REPASSEM",
           "*Encaminhada*\nSindicato: a convenção coletiva {ano} saiu. Piso do auxiliar veterinário R$ {mil},00, vale-refeição "
           "R$ {vr},00 por dia. O PDF completo tá no site."]
_BAIRROS = ["Mooca", "Tatuapé", "Vila Prudente", "Penha", "Santana", "Ipiranga", "Butantã", "Lapa"]
_LINKS = ["https://maps.app.goo.gl/{code} endereço do cliente da visita domiciliar",
          "olha esse gato kkkkk https://www.instagram.com/reel/{code}/", "https://docs.google.com/spreadsheets/d/{code}/edit#gid=0 "
          "planilha de horas atualizada", "https://wa.me/5511{n} esse é o número do tutor do Tobias", "https://youtu.be/{code} "
          "vídeo do curso de ultrassom que falei", "https://www.mercadolivre.com.br/MLB-{n} essa balança serve pra sala de cirurgia?"]
_POS_OP = ("ORIENTAÇÕES PÓS-CIRÚRGICAS — CLÍNICA PATAS & BIGODES\n\n"
           "1. Manter o animal em local calmo, limpo e aquecido nas primeiras {h} horas.\n"
           "2. Oferecer água em pequenas quantidades após 4 horas e alimento pastoso após 8 horas.\n"
           "3. Usar o colar elizabetano ou a roupa cirúrgica por 10 dias, sem retirar nem para dormir.\n"
           "4. Limpar os pontos 2 vezes ao dia com soro fisiológico e gaze; não usar álcool nem água oxigenada.\n"
           "5. Medicações: dipirona gotas conforme a receita, anti-inflamatório por 3 dias e antibiótico até o fim da caixa, "
           "sempre depois de comer.\n"
           "6. Evitar pulos, escadas, coleira apertada e banho até a retirada dos pontos.\n"
           "7. Reavaliação em 7 a 10 dias; retirada dos pontos entre o 10º e o 12º dia (sem custo adicional).\n"
           "8. Sinais de alerta: sangramento, inchaço, secreção com cheiro forte, apatia, vômito ou falta de apetite por mais de "
           "24 horas. Nesses casos ligue imediatamente: (11) 2295-{tel} ou WhatsApp (11) 9{cel}.\n\n"
           "Qualquer dúvida estamos à disposição, 24 horas por dia. Equipe Patas & Bigodes 🐾")
_BOM_DIA = "Bom dia, equipe! ☀️🐾 Lembrando: ponto até 8h10, jaleco limpo e celular no silencioso durante o atendimento. Vamos com tudo! 💪"
_BOT = ["Anotado!", "Certo, registrei.", "Não consigo ouvir áudios, pode escrever por favor?", "De nada!", "Vou lembrar vocês amanhã cedo.",
        "Bom trabalho a todos!"]


def _code(rng: random.Random, n: int = 11) -> str:
    return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789_-") for _ in range(n))


def _agenda(rng: random.Random) -> str:
    dia = f"{rng.randrange(1, 29):02d}/{rng.choice(['11', '12'])}"
    lines = [f"AGENDA {dia} — {rng.choice(['CONSULTÓRIO 1', 'CONSULTÓRIO 2', 'BANHO E TOSA', 'GERAL'])}"]
    h, m = rng.randrange(8, 10), rng.choice([0, 30])
    for _ in range(rng.randrange(4, 10)):
        price = f" | R$ {rng.randrange(45, 390)},00" if rng.random() < 0.5 else ""
        lines.append(f"{h:02d}:{m:02d} {rng.choice(_AGENDA_PETS)} ({rng.choice(_ESPECIES)}) - {rng.choice(_AGENDA_PROC)} - "
                     f"{rng.choice(_OUTROS[:3])}{price}")
        m += rng.choice([15, 30, 30, 45])
        h, m = h + m // 60, m % 60
    return "\n".join(lines)


def _conversa(rng: random.Random) -> Said:
    r = rng.random()
    if r < 0.27:
        return rng.choice(_CURTO), None
    if r < 0.5:
        text = rng.choice(_MEDIO)
        if rng.random() < 0.35:  # in a hurry: no capitals, no punctuation
            text = text.lower().rstrip(".?!").replace(",", "")
        return text, None
    if r < 0.58:
        if rng.random() < 0.2:  # the reception pastes the tutors' instructions here to copy them
            return _POS_OP.format(h=rng.choice([12, 24]), tel=rng.randrange(1000, 9999), cel=rng.randrange(10**7, 10**8)), None
        return _agenda(rng), None
    if r < 0.63:
        return rng.choice(_AVISOS).format(ano=rng.choice([2026, 2027]), pc=rng.randrange(5, 25), d=rng.randrange(10, 31),
                                          tel=rng.randrange(1000, 9999), a=rng.randrange(180, 320), b=rng.randrange(12, 40),
                                          c=rng.randrange(90, 210), e=rng.randrange(40, 90), bairro=rng.choice(_BAIRROS),
                                          mil=f"2.{rng.randrange(100, 900)}", vr=rng.randrange(28, 45)), None
    if r < 0.67:
        said = set(rng.sample(range(len(_DESABAFO)), rng.randrange(6, 14)))  # in the order a rant goes
        return " ".join(x for i, x in enumerate(_DESABAFO) if i in said), None
    if r < 0.71:
        return _BOM_DIA, None
    if r < 0.79:
        caption = rng.choice(["", "", "", "ouve aí", "🎤", "explicando melhor"])
        return caption, [{"kind": "voice", "mime": "audio/ogg", "bytes": rng.randrange(6_000, 900_000), "ref": f"ptt-{_code(rng, 14)}"}]
    if r < 0.87:
        pet = rng.choice(_AGENDA_PETS)
        if rng.random() < 0.6:
            return rng.choice(["", f"raio-x: {pet}", f"{pet} depois do banho 😍", "ferida antes do curativo"]), [
                {"kind": "photo", "name": f"IMG-2026{rng.randrange(1101, 1231)}-WA{rng.randrange(0, 9999):04d}.jpg", "mime": "image/jpeg",
                 "bytes": rng.randrange(60_000, 4_000_000)}]
        return rng.choice(["laudo", f"exame {pet}", ""]), [
            {"kind": "document", "name": f"laudo_{pet.lower()}_{rng.randrange(1000, 9999)}.pdf", "mime": "application/pdf",
             "bytes": rng.randrange(40_000, 700_000)}]
    if r < 0.93:
        return rng.choice(_LINKS).format(code=_code(rng), n=rng.randrange(10**8, 10**9)), None
    if r < 0.97:
        one, two = rng.sample(_AGENDA_PROC, 2)
        return f"Orçamento {rng.choice(_AGENDA_PETS)}: {one} R$ {rng.randrange(60, 400)},00 + {two} R$ {rng.randrange(60, 400)},00, " \
               f"total em até {rng.randrange(2, 6)}x no cartão", None
    return "🚫 Mensagem apagada", None


class _Sorteio:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, assunto=_ASSUNTOS, gente=_EQUIPE, papel=_PAPEIS, tarefa=_TAREFAS, vet=_VETS, dia=_DIAS,
                       numero=_NUMEROS, data=_DATAS, edita=_EDITA, muda=_MUDA)

    def valor(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "wifi":
            return p.unique(lambda: f"{r.choice(['patas', 'bigodes', 'focinho', 'miau'])}{r.randrange(1000, 9999)}")
        if kind == "alarme":
            return p.unique(lambda: f"{r.randrange(100000, 999999)}")
        if kind == "pedido":
            return p.unique(lambda: f"AGV-{r.randrange(10000, 99999)}")
        if kind == "lote":
            return p.unique(lambda: f"{r.choice('ABCDEFGHKLMNPR')}{r.choice('ABCDEFGHKLMNPR')}{r.randrange(1000, 9999)}/26")
        if kind == "ramal":
            return p.unique(lambda: f"{r.randrange(201, 299)}")
        if kind == "cnpj":
            return p.unique(lambda: f"{r.randrange(10, 99)}.{r.randrange(100, 999)}.{r.randrange(100, 999)}/0001-{r.randrange(10, 99)}")
        if kind == "hora":
            return p.unique(lambda: f"{r.randrange(10, 22)}h{r.choice(['00', '15', '30', '45'])}")
        return p.take(kind)


def _planta(kind: str, s: _Sorteio, rng: random.Random) -> Planted:
    p = s.p
    if kind == "decision":
        a = p.take("assunto")
        if a is None:
            return None
        c = rng.choice(a[2])
        return rng.choice(_DECIDE).format(s=a[0], c=c), (a[1], c), None
    if kind in ("number", "date/time"):
        tpl = p.take("numero" if kind == "number" else "data")
        if tpl is None:
            return None
        text, probe = tpl
        def u(tag: str, lo: int, hi: int) -> int:  # a value not drawn before for this slot in this chat
            return int(p.unique(lambda: (tag, rng.randrange(lo, hi)))[1])

        draws: dict[str, Callable[[], str]] = dict(
            p=lambda: str(u("p", 260, 690)), ml=lambda: f"0,{u('ml', 11, 95)}", k=lambda: str(u("k", 11, 60)),
            kg=lambda: f"{u('kg', 18, 45)},{rng.randrange(1, 10)}", q=lambda: str(u("q", 70, 190)), t=lambda: str(u("t", 310, 720)),
            mil=lambda: f"{rng.randrange(1, 3)}.{u('mil', 100, 999)}", cc=lambda: rng.choice(["00", "50", "90"]),
            pc=lambda: f"{rng.randrange(3, 6)},{u('pc', 10, 99)}", wd=lambda: rng.choice(_SEMANA), dd=lambda: f"{u('dd', 2, 29):02d}",
            mm=lambda: rng.choice(["12", "01", "02"]), hh=lambda: str(u("hh", 8, 19)), mi=lambda: rng.choice(["10", "20", "40", "50"]),
            d=lambda: str(u("d", 2, 29)), mes=lambda: rng.choice(_MESES))
        slots = {k: v() for k, v in draws.items() if "{" + k + "}" in text}
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "who is who":
        who, papel = p.take("gente"), p.take("papel")
        return (papel[0].format(p=who), (who, papel[1]), None) if who and papel else None
    if kind == "open task":
        a = p.take("tarefa")
        return (rng.choice(_TAREFA).format(a=a), (a,), None) if a else None
    return superseded(kind, p.take("edita" if kind == "corrected (edit)" else "muda"), rng, s.valor)


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.09) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"cli{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    s = _Sorteio(rng)
    people = [f"user{rng.randrange(10**9, 10**10)}" for _ in range(rng.randrange(5, 11))]

    def wrap(text: str) -> str:
        return rng.choice([f"{_BOM_DIA}\n\n{text}", f"gente rapidinho: {text}", f"{rng.choice(_MEDIO)} aliás {text}",
                           f"*Encaminhada*\n{text}", f"{' '.join(rng.sample(_DESABAFO[:6], 3))} ah e {text}",
                           f"{text}\n\n{_agenda(rng)}", f"{text} 🙏🙏"])

    voice = Voice(
        plant=lambda kind: _planta(kind, s, rng),
        chatter=lambda: _conversa(rng),
        wrap=wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.07,
        # A working day: bursts between patients, quiet at lunch, nothing overnight.
        gap_s=lambda: rng.randrange(10, 500) if rng.random() > 0.08 else rng.randrange(2 * 3600, 14 * 3600),
        supersede_after=(5, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
