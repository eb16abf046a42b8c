"""The komando family: the WhatsApp group of a volunteer rescue team (vabatahtlik päästekomando, VPK) in a village near Tartu, in Estonian.

Written for batch 9, after colla, oppdrett and bitininkai (batch 8) were measured once (with
extractive-v8) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The team keeps an old fire engine and a tanker in the village depot,
is called out by the emergency centre (Häirekeskus) to grass fires in the spring, fallen trees
after storms and road accidents on the Tartu road, drills on Saturdays, competes in fire sport and
heats the sauna after every drill. The chief writes formal letters that open with "Head
komandoliikmed!" and are signed "Margo Villem, VPK pealik"; young members write lower case
without õ/ä/ö/ü and without a full stop ("kes homme tuleb", "olen olemas"); Heino, who drove the
kolkhoz's ZIL, writes one long paragraph strung with commas and no full stop; the others write
short lines, some in capitals ("KES VÕTTIS MINU KINDAD"). The same reminder about helmets, the
turnout suit and charging the breathing apparatus comes again and again, and "Tere hommikust,
pritsimehed! ☕" opens many a message. Pasted into the chat: the emergency centre's call-out SMS,
the call-out log, the engine's checklist, the equipment inventory, the weather service's fire
danger index, the duty roster, a hydrant record as JSON; links to rescue.ee, ilmateenistus.ee,
ERR, Facebook, YouTube, Google Maps, osta.ee and a sign-up form; photos, videos and voice notes.
Money is "1 250 €" and "45,50 €", litres "9 000 liitrit", times "kell 18.30", "kl 19" and
"19:00", dates "14. juunil", "14.06" and "laupäeval".
Its facts are said the team's way ("Juhatus otsustas: depoo katuse remont – teeme talgutega.",
"Valveplaani koostab Kadri Saar").
"""

from __future__ import annotations

import random

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "komando"
LANGUAGE = "et"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 390

_KUUL = ["aprillil", "mail", "juunil", "juulil", "augustil", "septembril", "oktoobril"]  # on the month (adessive)
_KUUNI = ["aprillini", "maini", "juunini", "juulini", "augustini", "septembrini", "oktoobrini"]  # until the month (terminative)
_PAEVAL = ["esmaspäeval", "teisipäeval", "kolmapäeval", "neljapäeval", "reedel", "laupäeval", "pühapäeval"]
# Members as the chatter names them (never a fact's person).
_NIMED = ["Raivo", "Kalle", "Mari", "Toomas", "Ülle", "Priit", "Egle", "Sander", "Maarja", "Ott", "Heino"]
_KULAD = ["Vahi", "Lohkva", "Külitse", "Räni", "Haage", "Ilmatsalu", "Rõhu"]

_FAKTID = Wording(
    topics=[("jaanipäeva valve", ["teeme küla platsil nagu alati", "ainult paakautoga", "jagame Nõo komandoga pooleks"]),
            ("uus päästeauto", ["ostame kasutatuna Soomest", "taotleme KOP-i toetusega", "lükkub järgmisse aastasse"]),
            ("lahtiste uste päev", ["tuleb augusti lõpus", "koos kooli spordipäevaga", "jääb sel aastal ära"]),
            ("tuletõrjespordi võistlus", ["läheme kahe võistkonnaga", "ainult noortega", "seekord ei osale"]),
            ("liikmemaks", ["jääb samaks", "tõuseb kindlustuse pärast", "makstakse ülekandega jaanuaris"]),
            ("noorte ring", ["hakkab käima neljapäeviti", "kolib kooli võimlasse", "ootab uut juhendajat"]),
            ("depoo katuse remont", ["teeme talgutega", "tellime firma", "ootab valla raha"]),
            ("saun pärast õppust", ["jääb, kütab valvemeeskond", "ainult laupäeviti", "igaüks maksab ise 3 €"])],
    decided=["Juhatus otsustas: {s} – {c}.", "Niisiis, {s}: {c}. Aitäh kõigile arvamuste eest!", "hääletus läbi, {s} – {c}",
             "NB! {S}: {c}. Pealik", "Koosolekul lepiti kokku, et {s} – {c} 👍", "ok siis lõplikult: {s} {c}"],
    numbers=[("Eelmisel kuul oli meil {v} väljakutset", ("Eelmisel kuul oli meil", "{v} väljakutset")),
             ("Vald eraldas komandole {eur} € kütuse ja hoolduse peale", ("Vald eraldas komandole", "{eur} €")),
             ("Paakautosse mahub {l} liitrit vett", ("Paakautosse mahub", "{l} liitrit")),
             ("Komandos on praegu {n} aktiivset liiget", ("Komandos on praegu", "{n} aktiivset liiget")),
             ("Mootorpump andis katsetusel {lm} l/min 💪", ("Mootorpump andis katsetusel", "{lm} l/min")),
             ("Kulupõlengul Ilmatsalu all põles kokku {ha} ha", ("Kulupõlengul Ilmatsalu all", "{ha} ha")),
             ("uus hingamisaparaat maksab {eur2} €", ("uus hingamisaparaat maksab", "{eur2} €")),
             ("Kütusekaardi pealt läks sel kuul {kyt} €", ("Kütusekaardi pealt", "{kyt} €")),
             ("Annetuskampaania on kogunud {ann} € 🙌", ("Annetuskampaania on kogunud", "{ann} €")),
             ("Voolikuid on depoos kokku {vo} tk", ("Voolikuid on depoos", "{vo} tk"))],
    dates=[("Üldkoosolek toimub {d}. {kuul} kell {h}.{mi} depoos", ("Üldkoosolek toimub", "{d}. {kuul}")),
           ("Suitsusukeldumise koolitus on {pv} kell {h}", ("Suitsusukeldumise koolitus", "kell {h}")),
           ("Päästeameti ülevaatus on {dd}.{mm} kell {h}:{mi}", ("Päästeameti ülevaatus", "{dd}.{mm}")),
           ("Metsatulekahju õppus Elvas – {d}. {kuul}, start depoost kell {h}.{mi}", ("Metsatulekahju õppus", "{d}. {kuul}")),
           ("Auto viiakse ülevaatusele {pv} {h}:{mi}", ("Auto viiakse ülevaatusele", "{h}:{mi}")),
           ("Esmaabikoolitusele saab registreerida kuni {d}. {kuuni}", ("Esmaabikoolitusele saab registreerida", "{d}. {kuuni}")),
           ("Valla päästepäev toimub {d}. {kuul} staadionil", ("Valla päästepäev", "{d}. {kuul}")),
           ("Voolikute pesu {pv} alates kl {h}", ("Voolikute pesu", "alates kl {h}")),
           ("Veevõtukohtade kontroll {pv}, kogunemine {h}.{mi}", ("Veevõtukohtade kontroll", "kogunemine {h}.{mi}"))],
    people=["Margus Tamm", "Kadri Saar", "Urmas Kask", "Piret Mägi", "Tõnu Ilves", "Kristi Lepp", "Andres Rebane", "Liis Kuusk",
            "Siim Vaher", "Triin Oja", "Rein Pärn", "Anu Sepp", "Jaanus Kivi", "Merle Karu"],
    roles=[("Varustuse eest vastutab nüüdsest {p}", "Varustuse eest vastutab"), ("Noortega tegeleb nüüd {p}", "Noortega tegeleb"),
           ("{p} on meie uus autojuht, C-kategooria load olemas", "uus autojuht"), ("Raamatupidamist teeb {p}", "Raamatupidamist teeb"),
           ("Päästeametiga suhtleb edaspidi {p}", "Päästeametiga suhtleb"), ("Valveplaani koostab {p}", "Valveplaani koostab"),
           ("{p} on pealiku asetäitja alates tänasest", "pealiku asetäitja"), ("Facebooki lehte haldab {p} 📸", "Facebooki lehte haldab"),
           ("Esmaabi koolitusi viib läbi {p}", "Esmaabi koolitusi")],
    tasks=["vahetada paakauto esituled", "tuua vallamajast uued vormid", "kontrollida hingamisaparaatide balloonid", "pesta voolikud pärast kulupõlengut",
           "kirjutada aruanne Päästeliidule", "parandada depoo värava lukk", "viia kustutid hooldusesse", "tellida uued kiivrid",
           "koostada jaanipäeva valvegraafik", "värvida hüdrantide postid", "korraldada lasteaiale ekskursioon depoosse", "täita KOP-i taotlus"],
    asked=["Kes saaks {a}? 🙏", "Kas keegi jõuaks enne reedet {a}?", "vaja oleks {a}, mina ei jõua", "ikka pole keegi lubanud {a}!!",
           "Palun appi: tuleb {a}.", "äkki keegi saab {a}?"],
    edits=[("Komando arvelduskonto: {x}", "Komando arvelduskonto: {y} (üks number oli vale)", "Komando arvelduskonto", "iban"),
           ("Depoo ukse kood: {x}", "Depoo ukse kood: {y}", "Depoo ukse kood", "kood"),
           ("Wifi parool depoos: {x}", "Wifi parool depoos on {y}, vana enam ei tööta", "Wifi parool depoos", "parool"),
           ("Vallavalitsuse kontaktisik, tel {x}", "Vallavalitsuse kontaktisik, tel {y}", "Vallavalitsuse kontaktisik", "tel"),
           ("Võistlusele registreerimine: {x}", "Võistlusele registreerimine: {y}", "Võistlusele registreerimine", "link"),
           ("Paakauto registreerimisnumber {x}", "Paakauto registreerimisnumber on {y}, kindlustusse läks vale", "Paakauto registreerimisnumber", "reg")],
    changes=[("Laupäevane õppus algab {x}", ["Laupäevane õppus algab hoopis {y}", "muudatus: laupäevane õppus algab {y}"], "Laupäevane õppus", "aeg"),
             ("Kütuse hind kaardiga – {x}", ["Kütuse hind kaardiga on nüüd {y}", "uus kütuse hind kaardiga: {y}"], "Kütuse hind kaardiga", "liiter"),
             ("Saunaõhtu osalustasu on {x}", ["Saunaõhtu osalustasu on nüüd {y}", "juhatus muutis: saunaõhtu osalustasu {y}"], "Saunaõhtu osalustasu", "tasu"),
             ("Võistlusele sõidame {x} depoo eest", ["Võistlusele sõidame välja alles {y}", "NB! võistlusele sõidame {y}"], "Võistlusele sõidame", "hommik"),
             ("Vormid jagatakse välja {x}", ["Vormid jagatakse välja hoopis {y}", "täpsustus: vormid jagatakse välja {y}"], "Vormid jagatakse välja", "paev"),
             ("Uue kiivri hind – {x}", ["Uue kiivri hind on tegelikult {y}", "tarnija teatas: uue kiivri hind {y}"], "Uue kiivri hind", "kiiver")])

# The chatter.
_LUHIKE = ["ok", "👍", "olemas", "tulen", "ei saa", "aitäh!", "aitah", "jah", "ei", "🔥", "🚒", "super", "hea küll", "selge", "Selge!", "tsau",
           "tere", "head ööd", "😂", "👌", "mhmh", "tulen kohe", "jõudsin", "teel", "5 min", "vabandust, hilinen", "AITÄH", "🙏", "nõus", "lahe",
           "tubli!", "jou", "njah", "kõik korras", "sõidan", "💪", "okei", "jep", "ma ka", "👍👍", "ei jõua täna", "olen depoos"]
_KESKMINE = ["kes homme depoos on, mul vaja võtit", "{j} jättis jälle auto paagi tühjaks 🙄", "eile õhtul oli kulupõleng {k} külas, saime kiirelt kontrolli alla",
             "kas keegi teab kus on teine prožektor", "täna on tuleoht suur, olge valmis", "mul tööl vahetus kuni 20ni, peale seda saan tulla",
             "{j} sai täna sünnipäeva! 🎂", "pumba starter jälle jukerdab", "kas pühapäeval on keegi vaba", "ilm läheb tormiseks, puud võivad teedele kukkuda",
             "ma ei leia oma saapaid, kas keegi nägi", "väljakutse Tartu maanteel, liiklusõnnetus, meid ei vajatud lõpuks", "KES VÕTTIS MINU KINDAD",
             "kas saunas on puid veel", "{j} tõi kooki, aitäh! 🍰", "täna kell 3 öösel tuli häire, kes kõik olid", "raadiojaam on laadijas, ärge võtke",
             "vald küsib jälle mingit paberit", "kes läheb neljapäeval Tartusse, oleks vaja pakk ära tuua", "mu kiiver on natuke mõranenud, kuhu see panna",
             "{j} ütles et tuleb hiljem", "kas noorteringi täna on", "tere kõik, olen uus liige, kust riided saab?", "lastel oli väga lahe päev",
             "katus tilgub jälle garaažis", "kes teab kuidas generaatorit käivitada", "öösel sadas lund, teed libedad, sõitke ettevaatlikult",
             "rahvamajas räägiti et küla tahab suvel pidu teha", "{j}, teretulemast komandosse! 🚒", "aga mis kell homme alustame",
             "kuhu need vanad ülikonnad panna", "kas keegi oskab sidejaama seadistada", "kes homme tuleb", "olen olemas homme", "ma ei saa tulla, laps haige",
             "{k} külas kukkus puu liinile, elektrilevi juba teab", "mis see punane tuli armatuuril tähendab", "hea töö eile kõigile 💪",
             "KAS KEEGI NÄGI MINU TELEFONI LAADIJAT", "tanaseks on koik, aitah"]
_KUSIMUSED = {"kes", "kas", "mis", "kus", "kuhu", "millal", "aga", "kuidas"}
_HEINO = ["eks me vanasti tegime kõik ise", "siis ei olnud mingeid aparaate", "ämbrid ja kirves ja kõik", "kolhoosi ajal oli meil ZIL",
          "see käivitus ainult vändaga", "noored ei tea seda enam", "aga ega ma ei virise", "hea et uus tehnika on", "ainult keegi peaks garaaži katusele plekki panema",
          "ja saunaahi tuleb ka ära vahetada", "mina tulen laupäeval ikka kohale"]
_PEALIK = ["Head komandoliikmed!", "Tuletan meelde, et iga väljakutse järel tuleb täita tegevuskaart.", "Varustus pannakse tagasi kuivana ja puhtana.",
           "Palun märkige oma vabad päevad valvetabelisse hiljemalt kuu 20. kuupäevaks.", "Aitäh kõigile, kes eelmisel nädalal tormikahjusid likvideerisid.",
           "Päästeliidu koolituskalender on üleval, registreeruge ise.", "Depoos suitsetamine on keelatud ka uksel.",
           "Lugupidamisega\nMargo Villem, VPK pealik"]
_MEELDETULETUS = ("⚠️ NB! Väljakutsele minnes kiiver ja päästeülikond ALATI seljas. Pärast väljakutset kanna sõit päevikusse ja pane "
                  "aparaadid laadima!")
_HOMMIK = "Tere hommikust, pritsimehed! ☕"
_LINGID = ["https://www.rescue.ee/et/ohutusinfo/tuleohutus tuleohutuse juhend", "https://www.ilmateenistus.ee/ilm/prognoosid/ ilm nädalavahetuseks",
           "https://www.facebook.com/groups/{n}/ vabatahtlike päästjate grupp", "https://www.youtube.com/watch?v={k} vaadake kuidas soomlased teevad",
           "https://www.err.ee/{n}/tartumaal-oli-suur-kulupolang uudis", "https://maps.app.goo.gl/{k} siia tuleb uus veevõtukoht",
           "https://osta.ee/{n}.html müüakse vana mootorpump", "https://www.youtube.com/watch?v={k} tuletõrjesport MM 😮"]
_BOT = ["Märgitud ✍️", "Salvestatud.", "Häälsõnumeid ma kuulata ei saa, kas saaksid kirjutada?", "Palun!", "Tuletan õigel ajal meelde."]


class _Komando:
    """One chat's draws and the team's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.faktid = Planter(rng, _FAKTID, self.pesa, self.vaartus)

    def pesa(self, k: str) -> str:
        r, f = self.rng, self.faktid.fresh

        def koma(v: int) -> str:
            return f"{v // 10},{v % 10}"

        slots = {"v": lambda: str(f("v", 6, 40)), "eur": lambda: grouped(f("eur", 8, 60) * 100, " "), "l": lambda: grouped(f("l", 3, 13) * 1000, " "),
                 "n": lambda: str(f("n", 12, 40)), "lm": lambda: str(f("lm", 80, 160) * 10), "ha": lambda: koma(f("ha", 11, 99)),
                 "eur2": lambda: grouped(f("eur2", 18, 60) * 100, " "), "kyt": lambda: f"{f('kyt', 150, 900)},{r.randrange(10, 99)}",
                 "ann": lambda: grouped(f("ann", 40, 300) * 10, " "), "vo": lambda: str(f("vo", 20, 80)),
                 "d": lambda: str(f("d", 10, 29)), "kuul": lambda: r.choice(_KUUL), "kuuni": lambda: r.choice(_KUUNI), "pv": lambda: r.choice(_PAEVAL),
                 "h": lambda: str(f("h", 9, 21)), "mi": lambda: r.choice(["00", "15", "30", "45"]), "dd": lambda: str(f("dd", 10, 29)),
                 "mm": lambda: f"{r.randrange(4, 11):02d}"}
        return slots[k]()

    def vaartus(self, kind: str) -> str | None:
        r = self.rng
        draws = {"iban": lambda: f"EE{r.randrange(10, 99)} 2200 {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)}",
                 "kood": lambda: f"{r.randrange(1000, 9999)}*", "parool": lambda: f"pritsimees{r.randrange(100, 999)}",
                 "tel": lambda: f"5{r.randrange(100, 999)} {r.randrange(1000, 9999)}", "link": lambda: f"https://forms.gle/{code(r, 10)}",
                 "reg": lambda: f"{r.randrange(100, 999)} {code(r, 3, 'ABCDEFGHJKLMNPRSTUVX')}",
                 "aeg": lambda: r.choice(["kell 9.00", "kell 9.30", "kell 10.00", "kell 10.30", "kell 11.00", "kell 12.00", "kell 13.30"]),
                 "liiter": lambda: f"1,{r.randrange(45, 89)} €/l", "tasu": lambda: f"{r.randrange(3, 10)} €",
                 "hommik": lambda: f"{r.randrange(5, 9):02d}:{r.choice(['00', '15', '30', '45'])}",
                 "paev": lambda: f"{r.randrange(10, 29)}. {r.choice(_KUUL)}", "kiiver": lambda: f"{r.randrange(210, 480)} €"}
        return self.faktid.p.unique(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def keskmine(self) -> str:
        r = self.rng
        return tidied(r, r.choice(_KESKMINE).format(j=r.choice(_NIMED), k=r.choice(_KULAD)), 0.35, _KUSIMUSED, [".", "!", " 🚒", " 👍"])

    def haire(self) -> str:
        r = self.rng
        liik = r.choice(["KULUPÕLENG", "PUU TEEL", "LIIKLUSÕNNETUS", "HOONE TULEKAHJU", "SUITSUANDUR", "METSAPÕLENG"])
        return (f"HÄIREKESKUS: {liik} {r.choice(_KULAD)} küla, Tartu vald. {r.randrange(0, 24):02d}:{r.randrange(0, 60):02d} "
                f"Väljasõit! Kinnita 1=tulen 2=ei saa" + r.choice(["", "\ntulen", "\n1", "\nolen 10 min pärast"]))

    def logi(self) -> str:
        r = self.rng
        rows = []
        for d in sorted(r.sample(range(1, 29), r.randrange(3, 7))):
            rows.append(f"{d:02d}.{r.randrange(4, 11):02d}  {r.randrange(0, 24):02d}:{r.randrange(0, 60):02d}  "
                        f"{r.choice(['kulu', 'puu', 'LÕ', 'hoone', 'abi']):<6} {r.choice(_KULAD):<10} {r.randrange(20, 240)} min")
        return "Väljakutsed:\n```\nkp     kell   tüüp   koht       kestus\n" + "\n".join(rows) + "\n```"

    def kontroll(self) -> str:
        r = self.rng
        items = ["kütus", "vesi paagis", "vahukanister", "akud", "raadiojaamad", "esmaabikott", "tuled", "rehvid", "hüdraulika tööriist"]
        return "Auto kontroll " + r.choice(_PAEVAL) + ":\n" + "\n".join(f"[{r.choice(['x', 'x', 'x', ' '])}] {i}" for i in r.sample(items, r.randrange(4, 8))) \
            + r.choice(["", "\nvahtu vaja juurde", "\nvasak esirehv tühjeneb"])

    def inventuur(self) -> str:
        r = self.rng
        items = ["kiivrid", "ülikonnad", "saapad", "kindad", "voolik 51", "voolik 77", "toru", "kirves", "mootorsaag", "hingamisaparaat"]
        rows = [f"{i:<16}{r.randrange(1, 25):>3}  {r.choice(['ok', 'ok', 'vana', 'katki 1'])}" for i in r.sample(items, r.randrange(4, 8))]
        return "Inventuur:\n```\nvarustus        tk   seisukord\n" + "\n".join(rows) + "\n```"

    def tuleoht(self) -> str:
        r = self.rng
        return (f"Ilmateenistus: tuleohuindeks Tartumaal {r.randrange(1, 6)} ({r.choice(['madal', 'keskmine', 'suur', 'väga suur'])}), "
                f"{r.choice(['☀️', '🌤', '⛅', '🌧'])} päeval {r.randrange(8, 31)}°, tuul {r.randrange(2, 8)}–{r.randrange(8, 16)} m/s")

    def valve(self) -> str:
        r = self.rng
        paevad = ["E", "T", "K", "N", "R", "L", "P"]
        return "Valvetabel sel nädalal:\n" + "\n".join(f"{p} – {', '.join(r.sample(_NIMED, 2))}" for p in paevad[:r.randrange(4, 8)])

    def hudrant(self) -> str:
        r = self.rng
        return ("```json\n{\"id\": \"H-" + str(r.randrange(100, 999)) + "\", \"küla\": \"" + r.choice(_KULAD) + "\", \"tüüp\": \""
                + r.choice(["maapealne", "maa-alune", "tiik"]) + "\", \"surve_bar\": " + f"{r.randrange(15, 60) / 10}" + ", \"kontrollitud\": "
                + r.choice(["true", "false"]) + "}\n```" + r.choice(["", "\nsee tuleb üle vaadata"]))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_LUHIKE), None)), (lambda: (self.keskmine(), None)), (lambda: (self.haire(), None)), (lambda: (self.logi(), None)),
                  (lambda: (self.kontroll(), None)), (lambda: (self.inventuur(), None)), (lambda: (self.tuleoht(), None)), (lambda: (self.valve(), None)),
                  (lambda: (self.hudrant(), None)), (lambda: (ramble(r, _HEINO, 5, ", "), None)), (lambda: (letter(r, _PEALIK), None)),
                  (lambda: (_MEELDETULETUS, None)), (lambda: (r.choice(_LINGID).format(k=code(r, 11), n=r.randrange(10**6, 10**9)), None)),
                  (lambda: (f"{_HOMMIK} {self.keskmine()}", None)), self.foto, self.video, self.haal]
        weights = [24, 28, 3, 2, 2, 1.5, 2, 1.5, 1, 3, 2, 3, 3.5, 3, 6, 2, 4]
        return r.choices(makers, weights)[0]()

    def foto(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "eilne kulupõleng", "uus voolikuhoidja 😎", "depoo pärast koristust", "see lekib", "lapsed autos 🚒"]),
                media("photo", f"IMG-2026{r.randrange(4, 11):02d}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.jpg", "image/jpeg", r.randrange(80_000, 3_200_000)))

    def video(self) -> Said:
        r = self.rng
        return r.choice(["pumba test", "treening staadionil", ""]), media("video", f"VID-2026{r.randrange(4, 11):02d}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.mp4",
                                                                          "video/mp4", r.randrange(1_000_000, 40_000_000))

    def haal(self) -> Said:
        r = self.rng
        if r.random() < 0.25:
            return "", media("sticker", "sticker.webp", "image/webp", r.randrange(8_000, 50_000))
        return r.choice(["", "", "sõidan, ei saa kirjutada"]), media("voice", f"PTT-2026{r.randrange(4, 11):02d}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.opus",
                                                                    "audio/ogg", r.randrange(4_000, 400_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_HOMMIK} {text}", f"{text}\n\n{_MEELDETULETUS}", f"{ramble(r, _HEINO, 4, ', ')}, aga muide {text}",
                         f"Juhatuse koosolekult:\n- {text}\n- {self.keskmine()}", f"{text} 🚒", f"{self.tuleoht()}\n\nJa veel: {text}",
                         f"{text}\nPealik", f"{text} aitäh 🙏"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.056) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    k = _Komando(rng)
    people = [f"372{rng.randrange(50_000_000, 59_999_999)}" for _ in range(rng.randrange(9, 17))]  # Estonian mobile numbers

    # Evenings and weekends in the depot; a call-out brings a burst; days of quiet between.
    def gap() -> int:
        return rng.randrange(20, 2000) if rng.random() > 0.11 else rng.randrange(8 * 3600, 40 * 3600)

    voice = Voice(k.faktid, k.chatter, k.wrap, 0.24, lambda: rng.choice(_BOT), 0.04, gap, (4, 38))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
