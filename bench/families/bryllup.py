"""The bryllup family: a Danish wedding-planning group on Messenger, in Danish.

Written after klasa, lab and mutfak were measured once and joined the tuning set, and run on
no version of the summarizer when it was committed: a held-out family. The bride and groom
(Sofie and Mads), their parents, the two best people, a sister and an aunt plan a summer
wedding at a country inn: hearts and "ja!" under every message, the bride's same reminder about
the RSVP sheet again and again, the guest list pasted from the sheet (names, yes/no, allergies),
the budget pasted line by line in kr., the inn's confirmation e-mail forwarded with its header,
DMI's five-day forecast, song wishes for the DJ, Pinterest, Spotify and Google Sheets links,
and Mormor's long messages without a single full stop. Money is "12.500 kr.", times "kl. 15.30",
dates "14. juni", weekdays in lower case ("lørdag"). Its facts are said the family's way
("Beslutning fra brudeparret: forretten bliver laksetatar", "Henrik Bech bliver toastmaster").
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "bryllup"
LANGUAGE = "da"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 290

_MDR = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"]
_DAGE = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]
# The family as the chatter names them (never a fact's person).
_FAMILIE = ["Sofie", "Mads", "Bente", "Ole", "Lærke", "Jonas", "moster Inge", "Mormor", "Kasper", "Freja"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_EMNER = [("bryllupskagen", ["kransekage med nougat", "tre etager med citron og hyldeblomst", "en croquembouche fra bageren i Svendborg"]),
          ("musikken under vielsen", ["en strygekvartet", "fætter Jonas på klaver", "organisten og to salmer"]),
          ("forretten", ["rejecocktail", "tarteletter med høns i asparges", "laksetatar"]),
          ("brudebuketten", ["pæoner og eukalyptus", "markblomster", "hvide roser"]),
          ("transporten fra kirken", ["veteranbus", "hestevogn", "alle kører selv"]),
          ("dresscoden", ["sommerfest, lyst tøj", "jakkesæt og kjole", "black tie"]),
          ("morgenmaden dagen derpå", ["brunch i haven", "rundstykker på kroen", "ingen, vi sover"]),
          ("gaveønskerne", ["penge til bryllupsrejsen", "ønskeliste på Ønskeskyen", "ingen gaver, bare kom"])]
_BESLUT = ["Så er det besluttet: {e} bliver {c} 🎉", "vi har snakket om det og {e} = {c}",
           "Mads og jeg er enige. {E}: {c}. Ikke mere diskussion 😅", "okay endelig på plads, {e} bliver {c}",
           "Beslutning fra brudeparret: {e} bliver {c}", "{E} er nu afgjort – {c} ❤️"]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_TAL = [("Cateringtilbuddet lyder på {t}.{h} kr. inkl. moms", ("Cateringtilbuddet", "{t}.{h} kr.")),
        ("Depositum til kroen er betalt, {dep} kr. røg i går", ("Depositum til kroen", "{dep} kr.")),
        ("Vi har fået {n} ja-tak indtil videre 🥳", ("{n} ja-tak",)),
        ("syersken siger kjolen skal lægges {cm} cm op forneden", ("kjolen skal lægges", "{cm} cm op")),
        ("DJ'en tager {dj} kr. i timen efter midnat", ("i timen efter midnat", "{dj} kr.")),
        ("Der er {km} km fra kirken til kroen, jeg har målt det", ("fra kirken til kroen", "{km} km")),
        ("vi har bestilt {fl} flasker rødvin hos vinhandleren", ("flasker rødvin", "{fl} flasker")),
        ("Ringene kostede {t}.{h} kr. tilsammen 💍", ("Ringene kostede", "{t}.{h} kr.")),
        ("Bryllupsfotografen vil have {t}.{h} kr. for hele dagen", ("Bryllupsfotografen", "{t}.{h} kr."))]
_DATOER = [("Prøvemenuen hos kokken er {dag} d. {d}. {md} kl. {tt}.{mm}", ("Prøvemenuen", "{d}. {md}")),
           ("Polterabend for Mads bliver {dag} d. {d}. {md}, sig det ikke til ham!!", ("Polterabend for Mads", "{d}. {md}")),
           ("Sidste frist for at melde afbud er {d}. {md}", ("melde afbud", "{d}. {md}")),
           ("Vielsen i kirken starter kl. {tt}.{mm} præcis", ("Vielsen i kirken", "kl. {tt}.{mm}")),
           ("Prøveopsætning hos frisøren {dag} kl. {tt}.{mm}", ("Prøveopsætning", "kl. {tt}.{mm}")),
           ("Vi skal til samtale med præsten d. {d}. {md} kl. {tt}.{mm}", ("samtale med præsten", "{d}. {md}")),
           ("Salen kan pyntes fra {dag} kl. {tt}.{mm}", ("kan pyntes fra", "kl. {tt}.{mm}")),
           ("Bryllupsrejsen: vi flyver til Madeira d. {d}. {md} 🌴", ("flyver til Madeira", "{d}. {md}"))]

_PERSONER = ["Karen Mikkelsen", "Henrik Bech", "Louise Dam", "Søren Kjær", "Mette Vestergaard", "Anders Holm", "Camilla Lund",
             "Rasmus Thygesen", "Pernille Frost", "Jesper Brandt", "Ida Krogh", "Troels Winther", "Birgitte Skov", "Niklas Juhl"]
_ROLLER = [("{p} bliver toastmaster, så taler skal meldes til toastmasteren", "bliver toastmaster"),
           ("Mads' forlover bliver {p}", "Mads' forlover"),
           ("Sofies forlover er {p} 👯‍♀️", "Sofies forlover"),
           ("{p} fra kroen er vores kontaktperson på dagen", "vores kontaktperson på dagen"),
           ("{p} står for bordplanen, spørg hende/ham", "står for bordplanen"),
           ("præsten der vier os hedder {p}", "præsten der vier os"),
           ("{p} passer børnene under middagen", "passer børnene"),
           ("{p} holder styr på gaverne og kortene", "holder styr på gaverne")]
_OPGAVER = ["hente bordkortene hos trykkeriet", "ringe til kroen om vegetarmenuen", "låne ekstra stole hos spejderne",
            "bestille taxa hjem til Mormor", "købe sæbebobler til udgangen fra kirken", "samle sangene til sanghæftet",
            "printe sanghæfterne", "finde en til at passe hunden", "lave playlisten til middagen", "hente lyskæderne på loftet hos Bente",
            "sende tidsplanen til fotografen", "bestille blomster til bordene"]
_SPØRG = ["Kan nogen {a}? 🙏", "Vi mangler stadig en til at {a}", "TO DO: {a} – hvem tager den?", "hvem vil {a}",
          "Jeg når det ikke selv, er der en der kan {a}?", "Husk der er ingen der har sagt ja til at {a} endnu!!"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_RETTELSER = [("MobilePay-boksen til fællesgaven: {x}", "MobilePay-boksen til fællesgaven: {y} (den første var forkert)",
               "MobilePay-boksen til fællesgaven", "boks"),
              ("Dørkoden til festsalen er {x}", "Dørkoden til festsalen er {y}", "Dørkoden til festsalen", "kode"),
              ("Adressen til polterabenden: {x}", "Adressen til polterabenden: {y}", "Adressen til polterabenden", "adr"),
              ("Vognmandens nummer er {x}", "Vognmandens nummer er {y} – ring ikke før kl. 8", "Vognmandens nummer", "tlf"),
              ("Bookingnummeret på hotellet er {x}", "Bookingnummeret på hotellet er {y}", "Bookingnummeret på hotellet", "book"),
              ("Tilmeldingsskemaet til gæsterne ligger her: {x}", "Tilmeldingsskemaet til gæsterne ligger her: {y}",
               "Tilmeldingsskemaet til gæsterne", "link")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_ÆNDRINGER = [("Makeupartisten kommer kl. {x} lørdag morgen", ["Makeupartisten har skrevet, hun kommer kl. {y} i stedet",
                                                              "NY TID: makeupartisten kommer kl. {y}"], "Makeupartisten", "tid"),
              ("Bussen fra hotellet kører kl. {x}", ["Ændring: bussen fra hotellet kører først kl. {y}",
                                                    "bussen fra hotellet kører kl. {y} nu, chaufføren kunne ikke før"],
               "Bussen fra hotellet", "tid"),
              ("Vi har reserveret {x} hotelværelser på kroen", ["Kroen ringede: vi har kun {y} hotelværelser",
                                                                "Opdatering, der er nu {y} hotelværelser reserveret"], "hotelværelser", "antal"),
              ("Generalprøven i kirken er {x}", ["Generalprøven i kirken er flyttet til {y}", "præsten kunne ikke, generalprøven i kirken bliver {y}"],
               "Generalprøven i kirken", "dagtid"),
              ("Børnebordet bliver til {x} børn", ["Børnebordet skal være til {y} børn, der kom flere på", "rettelse: børnebordet er til {y} børn"],
               "Børnebordet", "antal"),
              ("Brudeparrets dans er kl. {x}", ["Brudeparrets dans rykkes til kl. {y}", "brudeparrets dans bliver kl. {y} pga. talerne"],
               "Brudeparrets dans", "sent")]
_GADER = ["Strandvejen", "Møllegade", "Kirkestien", "Skovbrynet", "Havnegade", "Bøgevej", "Engtoften", "Rosenvænget"]
_BYER = ["Odense C", "Svendborg", "Faaborg", "Nyborg", "Middelfart", "Kerteminde"]

# The chatter.
_KORT = ["ja!", "👍", "❤️", "😍😍", "tak", "tak 🙏", "super", "sødt", "hold da op", "haha", "😂", "ok", "jep", "yes", "fedt", "nej",
         "det gør jeg", "perfekt", "🥂", "💍", "👰‍♀️🤵‍♂️", "åh hvor fint", "godt gået", "jeg er på", "hmm", "jamen dog", "🙈", "klart",
         "lyder godt", "vi ses", "enig", "✔️", "nemlig", "uha", "wow", "❤️❤️❤️", "👏👏", "jaaa", "det er fint", "så gør vi det",
         "tak skat", "😭❤️", "knus"]
_MELLEM = ["har nogen styr på hvor mange der kommer fra Jylland", "jeg har fundet nogle søde bordkort på Etsy, 45 kr for 20 stk",
           "min mor spørger om hun skal bage boller til søndag", "vejret ser ud til at holde 🤞", "{f} har spurgt om hun må tage sin nye kæreste med",
           "husk at tage billeder af lokalet når I er der", "jeg kan først efter kl 17 i dag", "kan vi ikke bare holde det i haven hos Ole",
           "der er 23 dage til!!", "har I smagt vinen fra Føtex, den til 59 kr, den er faktisk god", "jeg tager bilen så kan jeg køre 4",
           "lillebror vil gerne holde tale men han er SÅ nervøs", "har nogen en limpistol jeg kan låne", "DJ'en svarer ikke på mails??",
           "hvem har nøglen til forsamlingshuset i weekenden", "Skal vi have sparkling eller champagne til velkomstdrinken",
           "{f} er allergisk over for nødder, husk det", "jeg har købt 200 servietter i Søstrene Grene 😅", "Vi kommer ca. kl 14 på lørdag",
           "må børn komme med til festen eller kun til kirken?", "Mormor vil gerne sidde tæt på toilettet siger hun", "jeg har glemt min kode til arket",
           "vi mangler nok 10 stole", "har nogen nummeret til hende med teltet", "skal vi gøre noget sjovt med bordnumrene, fx navne på øer?",
           "hvor mange rundstykker går der på en voksen", "bare I ikke laver en brudevals på 10 minutter 😂", "Ole har tilbudt at grille",
           "jeg er lige landet, læser det hele i aften", "hvad med parkering ved kirken?"]
_MORMOR = ["kære alle sammen", "jeg har tænkt på det med sangene", "da morfar og jeg blev gift i 1968 sang vi tre sange og det var rigeligt",
           "og vi havde ikke alt det her med telefoner", "men det er jo en anden tid nu", "jeg kan godt skrive en sang hvis I vil",
           "Bente siger jeg skal skrive her i stedet for at ringe", "jeg vil også gerne give et bidrag til kagen",
           "og så håber jeg ikke det bliver for sent for mig om aftenen", "jeg bliver træt efter kl 22 som I ved",
           "men jeg glæder mig meget", "mange knus fra mormor", "ps hvordan sender man et billede"]
_PÅMINDELSE = ("Husk at svare i tilmeldingsarket senest fredag, og skriv allergier i kolonne D 🙏 Tak! "
               "Spørgsmål til mig eller Mads – ikke til kroen ❤️")
_SANGE = ["Can't Help Falling in Love", "Dancing Queen", "Den blå anemone", "Kvinde min", "September", "Shut Up and Dance", "Sig nærmer tiden",
          "Mr. Brightside", "Flyv min ven", "Sweet Caroline", "Dansevise", "I Wanna Dance with Somebody"]
_LINKS = ["https://pin.it/{k} så fin bordpynt", "https://open.spotify.com/playlist/{k} playlisten til festen, tilføj jeres ønsker",
          "https://docs.google.com/spreadsheets/d/{k}/edit budgettet opdateret", "https://www.instagram.com/p/{k}/ sådan en kjole 😍",
          "https://www.dmi.dk/lokation/show/DK/2615876/Odense/ vejret ser godt ud", "https://www.weddingwire.com/{k} tjekliste til de sidste uger",
          "https://www.facebook.com/events/{n}/ polterabend gruppen (hemmelig!)"]
_BOT = ["Noteret ✍️", "Jeg har gemt det.", "Jeg kan desværre ikke høre lydbeskeder, kan du skrive det?", "Det var så lidt!",
        "Jeg minder jer om det i god tid."]


def _kode(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def _kr(n: int) -> str:
    return f"{n:,}".replace(",", ".")


class _Bryllup:
    """One chat's draws and the family's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, emne=_EMNER, tal=_TAL, dato=_DATOER, person=_PERSONER, rolle=_ROLLER, opgave=_OPGAVER,
                       rettelse=_RETTELSER, ændring=_ÆNDRINGER)

    def _ny(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def værdi(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "boks":
            return p.unique(lambda: str(r.randrange(100000, 999999)))
        if kind == "kode":
            return p.unique(lambda: f"{r.randrange(1000, 9999)}#")
        if kind == "adr":
            return p.unique(lambda: f"{r.choice(_GADER)} {r.randrange(10, 99)}, {r.choice(_BYER)}")
        if kind == "tlf":
            return p.unique(lambda: " ".join(str(r.randrange(10, 99)) for _ in range(4)))
        if kind == "book":
            return p.unique(lambda: f"KRO-{r.randrange(10000, 99999)}")
        if kind == "link":
            return p.unique(lambda: f"https://forms.gle/{_kode(r, 17)}")
        if kind == "tid":
            return p.unique(lambda: f"{r.randrange(6, 16):02d}.{r.choice(['00', '15', '30', '45'])}")
        if kind == "sent":
            return p.unique(lambda: f"{r.randrange(20, 24)}.{r.choice(['00', '15', '30', '45'])}")
        if kind == "antal":
            return p.unique(lambda: str(r.randrange(10, 40)))
        if kind == "dagtid":
            return p.unique(lambda: f"{r.choice(_DAGE[:5])} kl. {r.randrange(15, 20)}.{r.choice(['00', '30'])}")
        return None

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            emne = p.take("emne")
            if emne is None:
                return None
            c = r.choice(emne[1])
            return r.choice(_BESLUT).format(e=emne[0], E=emne[0][0].upper() + emne[0][1:], c=c), (emne[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("tal" if kind == "number" else "dato")
            if t is None:
                return None
            text, probe = t
            fyld: dict[str, Callable[[], str]] = dict(
                t=lambda: str(self._ny("t", 8, 95)), h=lambda: f"{r.randrange(0, 20) * 50:03d}",
                dep=lambda: _kr(self._ny("dep", 20, 150) * 100), d=lambda: str(self._ny("dato", 1, 29)), n=lambda: str(self._ny("n", 40, 130)), cm=lambda: str(self._ny("cm", 2, 9)),
                dj=lambda: _kr(self._ny("dj", 8, 30) * 100), km=lambda: f"{self._ny('km', 12, 98) / 10:.1f}".replace(".", ","),
                fl=lambda: str(self._ny("fl", 36, 150)), dag=lambda: r.choice(_DAGE), md=lambda: r.choice(_MDR[4:9]),
                tt=lambda: f"{self._ny('tt', 9, 20):02d}", mm=lambda: r.choice(["00", "15", "30", "45"]))
            slots = {k: f() for k, f in fyld.items() if "{" + k + "}" in text}
            return text.format(**slots), tuple(x.format(**slots) for x in probe), None
        if kind == "who is who":
            hvem, rolle = p.take("person"), p.take("rolle")
            return (rolle[0].format(p=hvem), (hvem, rolle[1]), None) if hvem and rolle else None
        if kind == "open task":
            a = p.take("opgave")
            return (r.choice(_SPØRG).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("rettelse" if kind == "corrected (edit)" else "ændring"), r, self.værdi)

    # -- chatter ----------------------------------------------------------------------------

    def gæsteliste(self) -> str:
        r = self.rng
        navne = r.sample(["Bente og Ole", "Inge", "Kasper + Freja", "Jonas", "Lærke", "Familien Holst (4)", "Farmor", "Tante Vibeke",
                          "Onkel Per", "Line og Thomas", "Maja", "Anton (+1)", "Kollegerne fra Novo (3)", "Fam. Nørgaard (5)"], r.randrange(4, 9))
        linjer = ["Navn | Kommer | Antal | Allergier", "---|---|---|---"]
        for n in navne:
            linjer.append(f"{n} | {r.choice(['ja', 'ja', 'nej', '?'])} | {r.randrange(1, 6)} | "
                          f"{r.choice(['', '', 'gluten', 'laktose', 'nødder', 'vegetar', 'skaldyr'])}")
        return r.choice(["Status fra arket:\n", "gæstelisten lige nu\n", ""]) + "\n".join(linjer) + \
            f"\nI alt: {r.randrange(60, 130)} voksne, {r.randrange(3, 20)} børn"

    def budget(self) -> str:
        r = self.rng
        poster = r.sample(["Lokale", "Mad", "Drikkevarer", "Kjole", "Jakkesæt", "Blomster", "Musik", "Kage", "Invitationer", "Frisør/makeup",
                           "Telt", "Bus", "Pynt"], r.randrange(5, 10))
        linjer = [f"{p}: {_kr(r.randrange(2, 90) * 500)} kr." for p in poster]
        return (f"BUDGET (opdateret {r.randrange(1, 29)}/{r.randrange(1, 7)})\n" + "\n".join(linjer)
                + f"\n= {_kr(r.randrange(120, 260) * 1000)} kr. ialt 😬" + r.choice(["", "\nvi er over", "\nmor og far giver 30.000"]))

    def videresendt(self) -> str:
        r = self.rng
        return (f"---------- Videresendt besked ----------\nFra: Kroen ved Fjorden <booking@kroenvedfjorden.dk>\n"
                f"Dato: {r.choice(_DAGE)} d. {r.randrange(1, 29)}. {r.choice(_MDR)} kl. {r.randrange(8, 17):02d}.{r.randrange(0, 60):02d}\n"
                f"Emne: Vedr. jeres arrangement\n\nKære Sofie\n\nTak for jeres henvendelse. Vi kan bekræfte at vi har noteret "
                f"{r.randrange(60, 130)} kuverter, og at menuen sendes senest {r.randrange(2, 6)} uger før. Bemærk at ændringer i antal "
                f"skal meddeles senest 10 dage før, og at der opkræves {r.randrange(3, 9)}5 kr. pr. person for overtid efter kl. 02.00.\n\n"
                f"Med venlig hilsen\n{r.choice(['Dorthe', 'Allan', 'Gitte'])}\nKroen ved Fjorden · tlf. 62 {r.randrange(10, 99)} "
                f"{r.randrange(10, 99)} {r.randrange(10, 99)}")

    def vejr(self) -> str:
        r = self.rng
        dage = ["man", "tir", "ons", "tor", "fre", "lør", "søn"]
        s = r.randrange(7)
        linjer = [f"{dage[(s + i) % 7]}: {r.randrange(14, 27)}° {r.choice(['sol', 'let skyet', 'byger', 'skyet', 'regn 🌧', 'sol ☀️'])}, "
                  f"vind {r.randrange(2, 12)} m/s" for i in range(5)]
        return "DMI 5-døgnsprognose, Fyn\n" + "\n".join(linjer) + r.choice(["\n\nkryds fingre 🤞", "", "\nhvis det regner er der telt"])

    def sange(self) -> str:
        r = self.rng
        return (r.choice(["Sangønsker til DJ'en indtil nu:", "ønskeliste til dansegulvet", "Musik-ønsker:"]) + "\n"
                + "\n".join(f"{i + 1}) {s}" for i, s in enumerate(r.sample(_SANGE, r.randrange(4, 9)))))

    def mormor(self) -> str:
        r = self.rng
        valgt = sorted(r.sample(range(len(_MORMOR)), r.randrange(5, len(_MORMOR))))
        return " ".join(_MORMOR[i] for i in valgt)

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.30:
            return r.choice(_KORT), None
        if x < 0.52:
            text = r.choice(_MELLEM).format(f=r.choice(_FAMILIE))
            if r.random() < 0.35:
                text = text[0].upper() + text[1:] + r.choice([".", "!", " 😊", ""])
            return text, None
        if x < 0.56:
            return self.gæsteliste(), None
        if x < 0.59:
            return self.budget(), None
        if x < 0.615:
            return self.videresendt(), None
        if x < 0.645:
            return self.vejr(), None
        if x < 0.67:
            return self.sange(), None
        if x < 0.71:
            return self.mormor(), None
        if x < 0.74:
            return _PÅMINDELSE, None
        if x < 0.79:
            return r.choice(_LINKS).format(k=_kode(r, 14), n=r.randrange(10**14, 10**15)), None
        if x < 0.80:
            return f"> {r.choice(_MELLEM).format(f=r.choice(_FAMILIE))}\n{r.choice(_KORT)}", None
        if x < 0.91:
            return r.choice(["", "", "lokalet 😍", "kjole nr 2", "prøvesmagning!!", "se lige her", "bordpynten"]), [
                {"kind": "photo", "name": f"IMG_{r.randrange(1000, 9999)}.HEIC", "mime": "image/heic", "bytes": r.randrange(400_000, 4_000_000)}]
        if x < 0.94:
            return "", [{"kind": "sticker", "name": "hjerte.webp", "mime": "image/webp", "bytes": r.randrange(8_000, 60_000)}]
        return "", [{"kind": "voice", "mime": "audio/mp4", "bytes": r.randrange(5_000, 400_000), "ref": f"aud-{_kode(r, 10)}"}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{self.mormor()} og så {text}", f"{text}\n\n{_PÅMINDELSE}",
                         f"Opdatering fra brudeparret:\n- {r.choice(_MELLEM).format(f=r.choice(_FAMILIE))}\n- {text}\n- {self.sange()}",
                         f"{text} 😊", f"{self.gæsteliste()}\n\nPS {text}", f"Hej alle! {text}. Knus", f"{self.budget()}\n\nog {text}"])


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.08) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"bry{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    b = _Bryllup(rng)
    people = [str(rng.randrange(10**15, 10**16)) for _ in range(rng.randrange(5, 10))]  # Messenger ids
    voice = Voice(
        plant=b.plant,
        chatter=b.chatter,
        wrap=b.wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.05,
        # Evenings after work and long weekend threads; quiet days in between.
        gap_s=lambda: rng.randrange(15, 1800) if rng.random() > 0.12 else rng.randrange(6 * 3600, 40 * 3600),
        supersede_after=(4, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
