"""The cantiere family: a flat's renovation, worked out on a WhatsApp group, in Italian.

Written after extractive-v3's last measurement, before any change to the summarizer made
after it, and run on no version of the summarizer before the final measurement: a held-out
family. The owners (a couple), the contractor, the electrician, the plumber and the tiler
write; the workers write without punctuation or capitals and by voice note, the owners in
full sentences and sometimes at length, the contractor's office in formal notices. Material
lists and delivery notes are full of quantities, sizes and product codes ("12 sacchi di colla
C2TE, 4 secchi di stucco"), measurements are "2,40 m" and "80x80", money "€ 3.800" and
"1.250,00 euro", times "alle 8" and "ore 14:30", weekdays and months lower case. Photos of
walls and pipes, PDFs of quotes, links to catalogues.
"""

from __future__ import annotations

import random
from typing import Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "cantiere"
# Messages per chat by default: about 16,000 to 20,000 characters of history and about 20 facts.
MESSAGES = 260
LANGUAGE = "it"

_SCELTE = [("il pavimento del soggiorno", "pavimento del soggiorno"), ("la cucina", "cucina"), ("il box doccia", "box doccia"),
           ("le porte interne", "porte interne"), ("la caldaia", "caldaia"), ("le finestre della camera", "finestre"),
           ("il colore del corridoio", "corridoio"), ("i sanitari del bagno piccolo", "sanitari")]
_PRODOTTI = ["gres effetto legno Marazzi", "una Veneta Cucine laccata", "un box in cristallo Duka", "porte laccate Garofoli",
             "una Vaillant a condensazione", "infissi in PVC Schüco", "il grigio perla Sikkens", "sanitari sospesi Ideal Standard",
             "parquet in rovere Listone Giordano", "una Scavolini Mood"]
_PERSONE = ["Gianluca", "Rosaria", "Ottavio", "Benedetta", "Fulvio", "Annalisa", "Corrado", "Ludovica", "Settimio", "Graziella",
            "Patrizio", "Ornella"]
_RUOLI = [("{p} è il nostro direttore lavori", "direttore lavori"), ("per l'impianto elettrico sentite {p}, è lui l'elettricista", "elettricista"),
          ("{p} dell'amministrazione condominiale tiene le chiavi del cortile", "chiavi del cortile"),
          ("il geometra che firma la CILA è {p}", "CILA"), ("{p} segue le pratiche per il bonus, chiedete a lei", "bonus"),
          ("la piastrellista è {p}, brava davvero", "piastrellista")]
_COMPITI = ["chiedere il permesso per il montacarichi", "scegliere le maniglie delle porte", "mandare le misure del vano scala",
            "pagare l'acconto del falegname", "avvisare i vicini per il rumore", "prenotare il ritiro delle macerie",
            "comprare le prese della cucina", "firmare il verbale di consegna", "spostare i mobili dalla camera",
            "far vedere le crepe al geometra", "portare le chiavi al piastrellista", "controllare il contatore del gas"]
_FORNITORI = ["Edilcentro Brambilla", "Ceramiche Ferretti", "Idrotermica Sud", "Legnami Colombo", "Colorificio Moretti", "Ferramenta Gatti"]
_GIORNI = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì"]
_MESI = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "settembre", "ottobre", "novembre", "dicembre"]
_POSTI = ["nel cortile interno", "davanti al passo carrabile", "sul retro del palazzo", "in via Verdi", "accanto al giardino",
          "nel parcheggio del supermercato"]

_DECISO = ["Allora abbiamo deciso: per {s} prendiamo {p}.", "ok per {s} andiamo con {p} confermato",
           "Dopo il sopralluogo la scelta è fatta, {s} → {p}", "per {s} alla fine {p}, ordinate pure",
           "Confermo per iscritto: {s}, {p}. Non cambiamo più idea!"]
_NUMERI = [("il preventivo del bagno è di € {n}", ("preventivo del bagno", "€ {n}")),
           ("servono {k} metri quadri di piastrelle più il 10% di sfrido", ("{k} metri quadri",)),
           ("l'altezza del controsoffitto sarà {a} m", ("controsoffitto", "{a} m")),
           ("acconto versato: {n},00 euro con bonifico", ("acconto versato", "{n},00 euro")),
           ("la portata del solaio è {k}0 kg al metro quadro dice l'ingegnere", ("solaio", "{k}0 kg"))]
_DATE = [("il collaudo dell'impianto del gas è fissato per {g} {d} {m}", ("collaudo", "{d} {m}")),
         ("consegna delle piastrelle {g} alle {h} in cantiere", ("consegna delle piastrelle", "alle {h}")),
         ("il sopralluogo dell'ASL è il {d}/{mm} ore {h}:30", ("ASL", "{d}/{mm}")),
         ("fine lavori prevista per il {d} {m}, salvo imprevisti", ("fine lavori", "{d} {m}"))]
_COMPITO = ["qualcuno deve {c}", "ricordatevi di {c} entro venerdì", "chi può {c}? io sono in trasferta",
            "Da fare (proprietari): {c}.", "manca ancora {c} se no non si parte"]
_CORRETTO = [("il codice del portone è {x}", "il codice del portone è {y}", "codice del portone", "codice"),
             ("IBAN per l'acconto: {x}", "IBAN per l'acconto: {y}", "IBAN", "iban"),
             ("il numero della pratica in comune è {x}", "il numero della pratica in comune è {y}", "pratica in comune", "pratica"),
             ("la piastrella scelta è il codice {x}", "la piastrella scelta è il codice {y}", "piastrella scelta", "articolo")]
_CAMBIATO = [("il cassone per le macerie va messo {x}", ["cambio: il cassone per le macerie va {y}",
                                                           "il cassone per le macerie alla fine {y}, l'amministratore ha detto così"],
              "cassone", "posto"),
             ("i materiali li prendiamo da {x}", ["per i materiali adesso ci serviamo da {y}, prezzi migliori",
                                                  "niente, i materiali da {y} d'ora in poi"], "materiali", "fornitore"),
             ("l'idraulico viene domani {x}", ["l'idraulico non può prima, viene {y}", "Spostato l'idraulico: domani {y}"],
              "idraulico", "ora")]

_CORTI = ["ok", "va bene", "👍", "perfetto", "grazie", "sì", "no", "arrivo", "ci sono", "😅", "👌", "ok capo", "ricevuto", "👷", "tutto ok",
          "sto arrivando", "domani", "ahah", "🙏", "bene"]
_MEDI = ["oggi si lavora in cucina", "domani non ci siamo, c'è il sindaco in cantiere", "il montacarichi è di nuovo rotto",
         "abbiamo finito le tracce in camera", "il vicino si è lamentato per la polvere", "c'è da buttare giù il muretto del ripostiglio",
         "quando asciuga il massetto si posa", "la signora del terzo piano chiede quanto manca", "piove non si può lavorare fuori",
         "mi mandate la foto del quadro elettrico?", "ho lasciato le chiavi sotto lo zerbino come d'accordo",
         "stamattina traffico pazzesco in tangenziale", "il furgone è dal meccanico arrivo più tardi", "bella la luce in soggiorno adesso"]
_LUNGHI = ["Buonasera a tutti, volevo fare il punto della settimana.", "Siamo un po' preoccupati per i tempi, ma capiamo le difficoltà.",
           "Ieri sera siamo passati e abbiamo visto che il bagno è quasi pronto.", "La polvere però arriva fino alle scale del condominio.",
           "Mia suocera chiede se per Natale potremo almeno fare la cena in cucina.", "Non vogliamo mettere fretta a nessuno.",
           "Vi ringraziamo comunque per la disponibilità.", "Se serve qualcosa da parte nostra scriveteci qui.",
           "Abbiamo notato una macchia di umidità vicino alla finestra.", "Forse è solo l'intonaco fresco, non so.",
           "Un'altra cosa: il citofono non funziona da martedì.", "Buona serata e grazie ancora."]
_MATERIALI = ["bolla di consegna {f}: {a} sacchi di colla C2TE, {b} secchi di stucco, {c} rotoli di guaina, {d} pz profilo alluminio 2,70 m",
              "ordine n. {o} del {dd}/{mm}: {a} pannelli cartongesso 120x{e}, {b} scatole di viti, {c} bancali di mattoni",
              "lista per domani {a} tubi multistrato 16x2 {b} raccordi {c} valvole a sfera 1/2 {d} metri di corrugato"]
_AVVISI = ["COMUNICAZIONE IMPRESA EDILE ROSSI SRL: si avvisano i condomini che il giorno {dd}/{mm} dalle ore 8:00 alle ore 17:00 "
           "verranno eseguiti lavori rumorosi. Ci scusiamo per il disagio. Tel. 02 {a}{b}",
           "Avviso di pagamento: fattura n. {o}/2026 di € {a},{b} con scadenza {dd}/{mm}/2026. Per info ufficio amministrativo ore 9-13."]
_LINK = ["guardate questo https://www.marazzi.it/collezioni/{cod}/", "il catalogo https://www.leroymerlin.it/prodotti/{a}.html",
         "https://www.youtube.com/watch?v={cod} come si posa il parquet flottante", "posizione del cantiere https://maps.app.goo.gl/{cod}"]
_BOT = ["Ricevuto!", "Non posso chiamare l'impresa, mi dispiace.", "Ho preso nota.", "Buon lavoro!", "Prego 🙂"]


def _cod(rng: random.Random, n: int = 11) -> str:
    return "".join(rng.choice("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def _chiacchiere(rng: random.Random) -> Said:
    r = rng.random()
    if r < 0.28:
        return rng.choice(_CORTI), None
    if r < 0.52:
        return rng.choice(_MEDI), None
    if r < 0.62:
        return " ".join(rng.sample(_LUNGHI, rng.randrange(4, 9))), None
    if r < 0.72:
        n = dict(f=rng.choice(["Edilcasa", "Brico Centro", "Ediltutto"]), a=rng.randrange(2, 40), b=rng.randrange(2, 20), c=rng.randrange(1, 12),
                 d=rng.randrange(2, 30), e=rng.choice([200, 250, 280, 300]), o=rng.randrange(1000, 9999), dd=f"{rng.randrange(1, 29):02d}",
                 mm=f"{rng.randrange(1, 13):02d}")
        return rng.choice(_MATERIALI).format(**n), None
    if r < 0.77:
        return rng.choice(_AVVISI).format(a=rng.randrange(100, 999), b=rng.randrange(10, 99), o=rng.randrange(10, 400),
                                          dd=f"{rng.randrange(1, 29):02d}", mm=f"{rng.randrange(1, 13):02d}"), None
    if r < 0.84:
        return rng.choice(_LINK).format(cod=_cod(rng), a=rng.randrange(10**7, 10**8)), None
    if r < 0.95:
        if rng.random() < 0.7:
            return rng.choice(["", "ecco", "così va bene?", "guardate qua 😬", ""]), [
                {"kind": "photo", "name": f"IMG_{rng.randrange(1000, 9999)}.HEIC", "mime": "image/heic", "bytes": rng.randrange(400_000, 4_000_000)}]
        return "preventivo aggiornato", [{"kind": "document", "name": f"Preventivo_{rng.randrange(100, 999)}_rev{rng.randrange(1, 5)}.pdf",
                                          "mime": "application/pdf", "bytes": rng.randrange(40_000, 800_000)}]
    return "", [{"kind": "voice", "mime": "audio/ogg", "bytes": rng.randrange(6_000, 500_000), "ref": f"vn-{_cod(rng, 15)}"}]


class _Estrai:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, s=_SCELTE, prod=_PRODOTTI, pers=_PERSONE, ruolo=_RUOLI, c=_COMPITI, fornitore=_FORNITORI,
                       posto=_POSTI, num=_NUMERI, data=_DATE, corr=_CORRETTO, camb=_CAMBIATO)

    def valore(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "codice":
            return p.unique(lambda: f"{r.randrange(100, 999)}{r.choice('KXYZ')}{r.randrange(10, 99)}")
        if kind == "iban":
            return p.unique(lambda: f"IT{r.randrange(10, 99)}X0306909{r.randrange(10**6, 10**7)}{r.randrange(10**6, 10**7)}")
        if kind == "pratica":
            return p.unique(lambda: f"PG/2026/{r.randrange(10000, 99999)}")
        if kind == "ora":
            return p.unique(lambda: f"alle {r.randrange(7, 12)} e {r.choice(['mezza', 'un quarto'])}")
        if kind == "articolo":
            return p.unique(lambda: f"MZ{r.choice('ABCDE')}{r.randrange(100, 999)}")
        return p.take(kind)


def _pianta(kind: str, e: _Estrai, rng: random.Random) -> Planted:
    p = e.p
    if kind == "decision":
        s, prod = p.take("s"), p.take("prod")
        return (rng.choice(_DECISO).format(s=s[0], p=prod), (s[1], prod), None) if s and prod else None
    if kind in ("number", "date/time"):
        tpl = p.take("num" if kind == "number" else "data")
        if tpl is None:
            return None
        text, probe = tpl
        draws = dict(n=lambda: f"{p.unique(lambda: rng.randrange(1100, 19000)):,}".replace(",", "."),
                     k=lambda: str(p.unique(lambda: rng.randrange(21, 99))),
                     a=lambda: f"2,{p.unique(lambda: rng.randrange(41, 79))}", g=lambda: rng.choice(_GIORNI),
                     d=lambda: str(p.unique(lambda: rng.randrange(10, 29))), m=lambda: rng.choice(_MESI),
                     mm=lambda: f"{rng.randrange(1, 13):02d}", h=lambda: str(p.unique(lambda: rng.randrange(7, 16))))
        slots = {k: v() for k, v in draws.items() if "{" + k + "}" in text}
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "who is who":
        who, ruolo = p.take("pers"), p.take("ruolo")
        return (ruolo[0].format(p=who), (who, ruolo[1]), None) if who and ruolo else None
    if kind == "open task":
        c = p.take("c")
        return (rng.choice(_COMPITO).format(c=c), (c,), None) if c else None
    return superseded(kind, p.take("corr" if kind == "corrected (edit)" else "camb"), rng, e.valore)


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.085) -> list[Chat]:
    rng = random.Random(f"cantiere/{seed}")
    name = ids or (lambda c: f"can{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    e = _Estrai(rng)
    people = [f"user{rng.randrange(10**7, 10**10)}" for _ in range(rng.randrange(4, 8))]

    def wrap(text: str) -> str:
        return rng.choice([f"Buongiorno! {text}", f"{text} grazie", f"{rng.choice(_MEDI)} e poi {text}",
                           " ".join(rng.sample(_LUNGHI, 2) + [text] + rng.sample(_LUNGHI, 1)), f"{text} 👍"])

    voice = Voice(
        plant=lambda kind: _pianta(kind, e, rng),
        chatter=lambda: _chiacchiere(rng),
        wrap=wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.1,
        # Working days: from 7 in the morning, bursts around the breaks, silence at night.
        gap_s=lambda: rng.randrange(30, 1200) if rng.random() > 0.08 else rng.randrange(10 * 3600, 40 * 3600),
        supersede_after=(6, 45),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
