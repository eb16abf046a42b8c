"""The divadlo family: a Czech amateur theatre company's Telegram group, rehearsing Molière's Lakomec, in Czech.

Written for batch 5, after bryllup, newsroom and zadruga were measured (twice, with
extractive-v5) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The director writes long messages full of exclamation marks and
posts the same reminder about learnt lines and phones again and again; the actors answer "jj",
"dík", "to dám", "sorry, zpoždění", often without Czech letters ("zitra nemuzu, mam
odpoledni"); the oldest member writes one long unpunctuated paragraph; "Zlomte vaz!" before
every show. The chat is full of pastes: the week's rehearsal plan (days, hours, scenes, who is
called), a scene from the script with the characters' names in capitals, the ticket sales table
from the booking system, the lighting cue sheet, the culture centre's e-mail forwarded with its
header; links to GoOut, Drive, YouTube and Facebook; photos of the set, the script as PDF,
voice notes. Money is "12 500 Kč" and "150 Kč", times "v 18:30" and "od 19:00", dates
"14. 3." and "14. března", weekdays lower case ("ve středu"). Its facts are said the company's
way ("Harpagona hraje Petr Dvořák", "hlasovali jsme, závěrečná píseň = Hej, slavíčku").
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "divadlo"
LANGUAGE = "cs"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 300

_MESICE = ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"]
_VDNY = ["v pondělí", "v úterý", "ve středu", "ve čtvrtek", "v pátek", "v sobotu", "v neděli"]
_DNY = ["po", "út", "st", "čt", "pá", "so", "ne"]
# The company as the chatter names them (never a fact's person).
_SOUBOR = ["Jana", "Mirek", "Bára", "Honza", "Štěpa", "Dáša", "Vojta", "Radka", "pan Havlík", "Kristýna"]
_MUZI = ["Mirek", "Honza", "Vojta", "pan Havlík"]  # for a verb in the past tense
_POSTAVY = ["HARPAGON", "KLEANT", "ELIŠKA", "VALÉR", "MARIANA", "FROSINA", "ČIPERA", "JAKUB", "ANSELM", "ŠTIKA"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_TEMATA = [("plakát na premiéru", ["kresba od Báry", "fotka z generálky", "grafika od studia z Jihlavy"]),
           ("závěrečná píseň", ["Hej, slavíčku", "song od Honzy na kytaru", "žádná, jen děkovačka"]),
           ("kostým pro Harpagona", ["župan a noční čepice", "dobový kabátec z půjčovny", "moderní oblek s kravatou"]),
           ("večírek po premiéře", ["v hospodě U Zlatého lva", "v zákulisí", "u Mirka na zahradě"]),
           ("zájezd na přehlídku", ["jedeme do Hronova", "jedeme na Popelku do Rakovníka", "letos nikam"]),
           ("scéna druhého jednání", ["dvě židle a truhla", "celý salon s paravány", "projekce na horizont"]),
           ("hudba mezi obrazy", ["cembalo ze záznamu", "živá kytara", "ticho a jen světlo"]),
           ("další hra po Lakomci", ["Naši furianti", "Revizor", "něco od Havla"])]
_ROZHODNUTI = ["Tak je rozhodnuto, {s}: {c}.", "po dlouhé debatě – {s}: {c} 🎭", "hlasovali jsme, {s} = {c}",
               "{S}? {c}. Definitivně, už to prosím neotvírejte 😅", "Rozhodla jsem jako režisérka: {s} – {c}", "výbor to schválil, {s}: {c}"]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_CISLA = [("Za pronájem sálu platíme {kc1} Kč za večer", ("pronájem sálu", "{kc1} Kč")),
          ("Na premiéru je prodáno {n} lístků 🎟️", ("Na premiéru je prodáno", "{n} lístků")),
          ("Látka na kostýmy vyšla celkem na {kc2} Kč", ("Látka na kostýmy", "{kc2} Kč")),
          ("Grant od města nám schválili: {kc3} Kč", ("Grant od města", "{kc3} Kč")),
          ("Představení trvá {min} minut i s přestávkou", ("Představení trvá", "{min} minut")),
          ("Velký sál má {mist} míst k sezení", ("míst k sezení", "{mist} míst")),
          ("Na účtu spolku je aktuálně {kc4} Kč", ("Na účtu spolku", "{kc4} Kč")),
          ("Členský příspěvek je letos {cp} Kč", ("Členský příspěvek", "{cp} Kč")),
          ("Reflektory nám půjčí za {kc5} Kč na víkend", ("Reflektory nám půjčí", "{kc5} Kč")),
          ("Scénář po škrtech má {st} stran, tak šup učit 📖", ("Scénář po škrtech", "{st} stran"))]
_DATA = [("Premiéra bude {vden} {d}. {m}. v {hh}:{mm}", ("Premiéra bude", "{d}. {m}.")),
         ("Generálka je {vden} od {hh}:{mm}, kostýmy a líčení hodinu předem", ("Generálka je", "od {hh}:{mm}")),
         ("Čtená zkouška druhého jednání je {vden} v {hh}:{mm}", ("Čtená zkouška", "v {hh}:{mm}")),
         ("Kostýmní zkouška bude {d}. {mes}", ("Kostýmní zkouška", "{d}. {mes}")),
         ("Fotograf přijde {vden} {d}. {m}. fotit do programu", ("Fotograf přijde", "{d}. {m}.")),
         ("Stavba scény v sále začíná v {hh}:{mm}, potřebuju chlapy!", ("Stavba scény", "v {hh}:{mm}")),
         ("Uzávěrka přihlášek na přehlídku je {d}. {mes}", ("Uzávěrka přihlášek", "{d}. {mes}")),
         ("Repríza pro školy je {vden} {d}. {m}. v {hh}:{mm}", ("Repríza pro školy", "{d}. {m}.")),
         ("Předprodej vstupenek spouštíme {d}. {mes} v {hh}:{mm}", ("Předprodej vstupenek", "{d}. {mes}"))]

_OSOBY = ["Petr Dvořák", "Lenka Novotná", "Tomáš Černý", "Kateřina Procházková", "Martin Kučera", "Veronika Horáková", "Jiří Němec",
          "Eva Marková", "Ondřej Pokorný", "Zuzana Veselá", "Pavel Krejčí", "Markéta Benešová", "Lukáš Fiala", "Hana Sedláčková"]
_ROLE = [("Harpagona hraje {p}", "Harpagona hraje"),
         ("Frosinu nakonec bude hrát {p}", "Frosinu nakonec bude hrát"),
         ("{p} dělá nápovědu", "dělá nápovědu"),
         ("světla má letos na starosti {p}", "světla má letos na starosti"),
         ("kostýmy nám šije {p} ✂️", "kostýmy nám šije"),
         ("jako inspice nám letos pomáhá {p}", "jako inspice"),
         ("pokladnu a vstupenky vede {p}", "pokladnu a vstupenky vede"),
         ("Spolek teď vede {p}", "Spolek teď vede"),
         ("za kulturní dům nám to vyřizuje {p}", "za kulturní dům nám to vyřizuje")]
_UKOLY = ["vyzvednout paruky z půjčovny v Brně", "natřít kulisy na druhé jednání", "sehnat starou truhlu na peníze", "vytisknout programy",
          "odvézt stoly z klubovny", "nahrát hudbu na flashku", "opravit dveře v kulise salonu", "napsat článek do Zpravodaje",
          "koupit baterky do mikroportů", "zajistit občerstvení na premiéru", "obvolat školy kvůli repríze", "spočítat lístky z předprodeje"]
_PROSBY = ["Kdo může {a}? 🙏", "Pořád se nikdo nepřihlásil, že by šel {a}", "Potřebuju někoho, kdo by mohl {a}", "ÚKOL: {a} – kdo se hlásí?",
           "nemá někdo čas {a}?", "Zbývá ještě {a}, kdo se toho ujme?"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_OPRAVY = [("Kód od zadního vchodu do sálu: {x}", "Kód od zadního vchodu do sálu: {y}", "Kód od zadního vchodu", "kod"),
           ("Číslo účtu spolku je {x}", "Číslo účtu spolku je {y} (to první bylo staré)", "Číslo účtu spolku", "ucet"),
           ("Heslo na Drive se scénářem: {x}", "Heslo na Drive se scénářem: {y}", "Heslo na Drive", "heslo"),
           ("Technik z kulturáku má číslo {x}", "Technik z kulturáku má číslo {y}, volejte mu až odpoledne", "Technik z kulturáku", "tel"),
           ("Odkaz na rezervace vstupenek: {x}", "Odkaz na rezervace vstupenek: {y}", "Odkaz na rezervace vstupenek", "link"),
           ("Variabilní symbol pro příspěvky: {x}", "Variabilní symbol pro příspěvky: {y}", "Variabilní symbol", "vs")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_ZMENY = [("Zkouška v neděli začíná {x}", ["Zkouška v neděli začíná až {y}", "změna!! zkouška v neděli začíná {y}"], "Zkouška v neděli", "cas"),
          ("Sraz před odjezdem na přehlídku je {x}", ["Sraz před odjezdem na přehlídku bude nakonec {y}",
                                                      "pozor, sraz před odjezdem na přehlídku je {y}"], "Sraz před odjezdem", "misto"),
          ("Autobus na zájezd vyjde na {x}", ["Autobus na zájezd nakonec vyjde na {y}", "dopravce přepočítal, autobus na zájezd vyjde na {y}"],
           "Autobus na zájezd", "kc"),
          ("Honorář pro zvukaře je {x}", ["Honorář pro zvukaře nakonec bude {y}", "zvukař chce víc, honorář pro zvukaře je {y}"],
           "Honorář pro zvukaře", "hon"),
          ("Kostýmy se vracejí do půjčovny {x}", ["Kostýmy se vracejí do půjčovny až {y}", "půjčovna volala, kostýmy se vracejí {y}"],
           "Kostýmy se vracejí", "den"),
          ("Vstupné na reprízy je {x}", ["Vstupné na reprízy zvedáme na {y}", "výbor rozhodl: vstupné na reprízy je {y}"], "Vstupné na reprízy", "vst")]
_MISTA = ["u kostela", "na autobusovém nádraží", "před kulturákem", "u Billy", "na parkovišti za školou", "u sokolovny", "na náměstí u kašny"]

# The chatter.
_KRATKE = ["jj", "ok", "dík", "díky moc", "super", "👏", "🎭", "🙈", "to dám", "jsem tam", "sorry, zpoždění 10 min", "v kolik?", "jo", "ne",
           "👍", "😂😂", "❤️", "mám", "nemám", "beru", "dobře", "paráda", "bomba", "jasně", "nevím", "hm", "já taky", "platí", "ok díky",
           "Zlomte vaz!", "💪", "😱", "hotovo", "dobrou", "🙏", "ještě ne", "uf", "Bravo!", "jdu", "👌", "nj", "to je síla", "🤦‍♀️"]
_STREDNI = ["zítra nemůžu, mám odpolední", "Kdo má klíče od klubovny? Stojím před dveřmi 🙈", "já to pořád neumím, druhý obraz je strašně dlouhý",
            "{m} říkal, že přiveze žebřík", "můžeme projet ten výstup s truhlou ještě jednou?", "v sále je zima jak v psinci, vemte si mikiny",
            "Mám nový nápad na tu scénu se zámkem, řeknu vám na zkoušce.", "kdo si vzal moji tužku", "jsem nachlazená, ale přijdu",
            "dneska to bylo fakt dobrý 👏", "Prosím vás, vracejte rekvizity na místo!", "{j} se ptá, jestli může přivést dceru",
            "mám zase jiný škrt na straně 34", "hele a kdo vlastně hraje toho kuchaře?", "U Lva dneska točí nový ležák 🍺",
            "přijdu o půl hodiny později, jede mi to až v sedm", "Jak to vypadá s lístky pro babičky z Domova?", "ty kalhoty mi jsou pořád dlouhý",
            "potřebuju text s poznámkama, nemá ho někdo naskenovaný?", "jestli bude hezky, můžeme zkoušet venku na zahradě",
            "Na parkovišti u kulturáku se nedá zaparkovat, je tam trh.", "{m} zase zapomněl, že je tam ten schod 😂", "mikroport č. 3 šumí",
            "dneska jsem text říkala psovi, umí ho líp než já", "kdo má doma starý kufr? potřebujeme na třetí obraz",
            "Děkuju všem za dnešek, bylo to nejlepší, co jsme zatím odehráli!", "ta paruka strašně kouše", "jsem v práci do šesti, pak letím",
            "{j} má chřipku, dneska nepřijde", "nezapomeňte, že příští týden je svátek", "můžu vzít i mámu? chce vidět generálku"]
_REZIE = ["Milí moji,", "dnešní zkouška byla katastrofa!!!", "Polovina z vás neumí text a druhá polovina chodí pozdě.",
          "Do premiéry zbývá necelý měsíc!", "Já vím, že všichni máme práci a děti a psy, ale takhle to nepůjde.",
          "Od příští zkoušky chci vidět druhé jednání bez scénáře.", "Kleant a Mariana, vaše scéna na lavičce musí být mnohem tišší.",
          "Čipera nesmí stát zády k publiku!!!", "A prosím, nechoďte přes jeviště, když se zkouší.", "Jinak vás mám všechny moc ráda ❤️",
          "Zítra v klidu, nic se neděje.", "J."]
_HAVLIK = ["vážení", "já hraju divadlo od roku 1971", "a za mých časů jsme zkoušeli pětkrát týdně", "a nikdo se nevymlouval na práci",
           "režisér byl pan učitel Kratochvíl", "a ten by vás všechny vyhodil", "ale to je jedno", "chtěl jsem jen říct",
           "že ten kabát co mám nosit je mi malý", "a že se v něm nedá dýchat", "a jestli by ho Dáša nemohla povolit", "děkuji a dobrou noc"]
_PRIPOMINKA = ("PŘIPOMÍNKA 🎭 Na zkoušky chodíme s naučeným textem, mobily vypnuté, a kdo nemůže, píše MNĚ, ne do skupiny! "
               "Děkuju. J.")
_LINKY = ["https://goout.net/cs/lakomec/sz{k}/ už je to venku!", "https://drive.google.com/drive/folders/{k} fotky ze zkoušky",
          "https://www.youtube.com/watch?v={k} záznam z loňska, ať víte, jak to nedělat 😂", "https://www.facebook.com/events/{n}/ sdílejte prosím",
          "https://docs.google.com/spreadsheets/d/{k}/edit rekvizity, doplňte", "https://mapy.cz/s/{k} tady je ta půjčovna",
          "https://www.divadelni-noviny.cz/{k} pěkná recenze na Lakomce v Městském"]
_BOT = ["Zapsáno ✍️", "Uložil jsem si to.", "Hlasovky bohužel neposlechnu, napíšete to?", "Není zač!", "Připomenu vám to včas."]


def _bez_hacku(text: str) -> str:
    """As it is typed on a phone in a hurry: no Czech letters."""
    return text.translate(str.maketrans("áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ", "acdeeinorstuuyzACDEEINORSTUUYZ"))


def _kod(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def _kc(n: int) -> str:
    return f"{n:,}".replace(",", " ")


class _Divadlo:
    """One chat's draws and the company's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, tema=_TEMATA, cislo=_CISLA, datum=_DATA, osoba=_OSOBY, role=_ROLE, ukol=_UKOLY, oprava=_OPRAVY, zmena=_ZMENY,
                       misto=_MISTA)

    def _nove(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def hodnota(self, kind: str) -> str | None:
        r, p = self.rng, self.p
        if kind == "kod":
            return p.unique(lambda: f"{r.randrange(1000, 9999)}*")
        if kind == "ucet":
            return p.unique(lambda: f"{r.randrange(10**9, 10**10)}/{r.choice(['0100', '0300', '0800', '2010', '5500'])}")
        if kind == "heslo":
            return p.unique(lambda: f"{r.choice(['Lakomec', 'Harpagon', 'Opona', 'Kulisa'])}{r.randrange(100, 999)}")
        if kind == "tel":
            return p.unique(lambda: f"{r.choice(['602', '608', '721', '737', '775'])} {r.randrange(100, 999)} {r.randrange(100, 999)}")
        if kind == "link":
            return p.unique(lambda: f"https://www.kdkolovrat.cz/vstupenky/{r.randrange(1000, 9999)}-lakomec")
        if kind == "vs":
            return p.unique(lambda: f"2027{r.randrange(1000, 9999)}")
        if kind == "cas":
            return p.unique(lambda: f"v {r.randrange(9, 20)}:{r.choice(['00', '30'])}")
        if kind == "misto":
            return p.take("misto")
        if kind == "kc":
            return p.unique(lambda: f"{_kc(r.randrange(100, 400) * 100)} Kč")
        if kind == "hon":
            return p.unique(lambda: f"{_kc(r.randrange(10, 99) * 100 + 50)} Kč")  # never inside a bus price (whole hundreds)
        if kind == "den":
            return p.unique(lambda: f"{r.choice(_VDNY[:5])} {r.randrange(1, 29)}. {r.randrange(3, 7)}.")
        if kind == "vst":
            return p.unique(lambda: f"{r.choice([n for n in range(110, 300, 10) if n % 50])} Kč")  # never inside a fee or a bus price
        return None

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            tema = p.take("tema")
            if tema is None:
                return None
            c = r.choice(tema[1])
            return r.choice(_ROZHODNUTI).format(s=tema[0], S=tema[0][0].upper() + tema[0][1:], c=c), (tema[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("cislo" if kind == "number" else "datum")
            if t is None:
                return None
            text, probe = t
            vypln: dict[str, Callable[[], str]] = {
                "kc1": lambda: _kc(self._nove("kc", 8, 60) * 250), "kc2": lambda: _kc(self._nove("kc", 8, 60) * 250),
                "kc3": lambda: _kc(self._nove("kc3", 10, 90) * 1000), "kc4": lambda: _kc(self._nove("kc4", 2000, 60000)),
                "kc5": lambda: _kc(self._nove("kc", 8, 60) * 250), "n": lambda: str(self._nove("n", 30, 180)),
                "min": lambda: str(self._nove("min", 85, 150)), "mist": lambda: str(self._nove("mist", 120, 320)),
                "cp": lambda: _kc(self._nove("cp", 20, 80) * 50), "st": lambda: str(self._nove("st", 48, 95)),
                "vden": lambda: r.choice(_VDNY), "d": lambda: str(self._nove("d", 1, 29)), "m": lambda: str(r.randrange(2, 6)),
                "mes": lambda: r.choice(_MESICE[1:5]), "hh": lambda: str(self._nove("hh", 8, 21)), "mm": lambda: r.choice(["00", "15", "30", "45"])}
            slots = {k: f() for k, f in vypln.items() if "{" + k + "}" in text}
            return text.format(**slots), tuple(x.format(**slots) for x in probe), None
        if kind == "who is who":
            kdo, role = p.take("osoba"), p.take("role")
            return (role[0].format(p=kdo), (kdo, role[1]), None) if kdo and role else None
        if kind == "open task":
            a = p.take("ukol")
            return (r.choice(_PROSBY).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("oprava" if kind == "corrected (edit)" else "zmena"), r, self.hodnota)

    # -- chatter ----------------------------------------------------------------------------

    def plan(self) -> str:
        r = self.rng
        den, mesic = r.randrange(1, 22), r.randrange(2, 6)
        radky = []
        for i in sorted(r.sample(range(7), r.randrange(2, 5))):
            hod = r.randrange(17, 20)
            radky.append(f"{_DNY[i]} {den + i}. {mesic}. {hod}:00–{hod + r.randrange(2, 4)}:{r.choice(['00', '30'])} – "
                         f"{r.randrange(1, 6)}. obraz ({', '.join(p.capitalize() for p in r.sample(_POSTAVY, r.randrange(2, 5)))})")
        return (r.choice(["PLÁN ZKOUŠEK na příští týden:", "Rozpis zkoušek:", "zkoušky tento týden"]) + "\n" + "\n".join(radky)
                + r.choice(["", "\nkdo nemůže, ať se ozve", "\nv sobotu i technika!"]))

    def text_hry(self) -> str:
        r = self.rng
        repliky = [("HARPAGON", "Ven! Hned ven, a neodmlouvej! Táhni z mého domu, ty zloději!"),
                   ("ČIPERA", "Tak lakotného člověka jsem ještě neviděl."),
                   ("HARPAGON", "Co si to tam mumláš?"),
                   ("KLEANT", "Otče, chtěl bych s vámi mluvit o jedné věci, která mi leží na srdci."),
                   ("FROSINA", "Vy vypadáte skvěle, pane Harpagone, jako by vám bylo dvacet!"),
                   ("HARPAGON", "Moje pokladnička! Kde je moje pokladnička?!"),
                   ("VALÉR", "Přísahám vám, že jsem vám nevzal nic než vaši dceru."),
                   ("ELIŠKA", "(stranou) Kdyby tak věděl, co se děje v jeho domě…"),
                   ("JAKUB", "Pane, mám vařit jako pro hosty, nebo jako pro vás?"),
                   ("MARIANA", "Nevím, co na to říct. Je to všechno tak náhlé.")]
        i = r.randrange(len(repliky) - 3)
        vyber = repliky[i:i + r.randrange(3, 5)]
        return (r.choice(["str. " + str(r.randrange(5, 60)) + ", nová verze:", "tady ten kus, co jsme škrtali:", "Opravená replika:"]) + "\n\n"
                + "\n".join(f"{k}: {t}" for k, t in vyber))

    def pokladna(self) -> str:
        r = self.rng
        radky = ["Představení | Prodáno | Rezervace | Volno", "---|---|---|---"]
        for nazev in r.sample(["premiéra", "1. repríza", "2. repríza", "pro seniory", "pro školy", "derniéra"], r.randrange(2, 5)):
            prodano = r.randrange(20, 150)
            radky.append(f"{nazev} | {prodano} | {r.randrange(0, 30)} | {r.randrange(0, 90)}")
        return "Stav z pokladny k dnešku:\n" + "\n".join(radky) + f"\nTržba zatím {_kc(r.randrange(30, 250) * 100)} Kč"

    def svetla(self) -> str:
        r = self.rng
        radky = []
        q = r.randrange(1, 40)
        for _ in range(r.randrange(3, 7)):
            a = r.randrange(1, 12)
            radky.append(f"Q{q:<3} | okruh {a}–{a + r.randrange(1, 6)} na {r.randrange(1, 11) * 10:>3} % | fade {r.randrange(1, 9)} s | "
                         f"{r.choice(['vstup Harpagona', 'noc', 'zahrada', 'blackout', 'děkovačka', 'svíčka', 'ráno'])}")
            q += r.randrange(1, 4)
        return "světla, aktualizace ⚡\n```\n" + "\n".join(radky) + "\n```"

    def mail(self) -> str:
        r = self.rng
        return (f"Fwd: Smlouva – velký sál\nOd: Kulturní dům Kolovrat <program@kdkolovrat.cz>\nDatum: {r.randrange(1, 29)}. {r.randrange(1, 5)}. 2027 "
                f"{r.randrange(8, 16)}:{r.randrange(0, 60):02d}\n\nDobrý den, paní režisérko,\nv příloze zasílám smlouvu na termíny, o které jste žádala. "
                f"Prosím o vrácení podepsané kopie do {r.randrange(1, 29)}. {r.randrange(2, 6)}. Technika je k dispozici od 16:00, úklid sálu "
                f"po představení je na souboru. Nájemné se hradí převodem do 14 dnů.\n\nS pozdravem\n"
                f"{r.choice(['Ivana Malá', 'Roman Bartoš', 'Jitka Vondrová'])}\nprogramové oddělení")

    def rezie(self) -> str:
        r = self.rng
        vyber = sorted(r.sample(range(len(_REZIE)), r.randrange(6, len(_REZIE))))
        return " ".join(_REZIE[i] for i in vyber)

    def havlik(self) -> str:
        r = self.rng
        vyber = sorted(r.sample(range(len(_HAVLIK)), r.randrange(5, len(_HAVLIK))))
        return " ".join(_HAVLIK[i] for i in vyber)

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.28:
            return r.choice(_KRATKE), None
        if x < 0.54:
            text = r.choice(_STREDNI).format(j=r.choice(_SOUBOR), m=r.choice(_MUZI))
            if r.random() < 0.4:
                text = _bez_hacku(text).lower()
            return text, None
        if x < 0.57:
            return self.plan(), None
        if x < 0.6:
            return self.text_hry(), None
        if x < 0.625:
            return self.pokladna(), None
        if x < 0.645:
            return self.svetla(), None
        if x < 0.66:
            return self.mail(), None
        if x < 0.685:
            return self.rezie(), None
        if x < 0.705:
            return self.havlik(), None
        if x < 0.74:
            return _PRIPOMINKA, None
        if x < 0.78:
            return r.choice(_LINKY).format(k=_kod(r, 13), n=r.randrange(10**14, 10**15)), None
        if x < 0.795:
            return f"» {r.choice(_STREDNI).format(j=r.choice(_SOUBOR), m=r.choice(_MUZI))}\n{r.choice(_KRATKE)}", None
        if x < 0.88:
            return r.choice(["", "", "kulisa hotová!", "nová paruka 😂", "takhle to vypadá ze sálu", "rekvizity", "Harpagonův kabát"]), [
                {"kind": "photo", "name": f"photo_2027-{r.randrange(1, 6):02d}-{r.randrange(1, 29):02d}_{r.randrange(10, 23)}-"
                                          f"{r.randrange(10, 59)}-{r.randrange(10, 59)}.jpg", "mime": "image/jpeg", "bytes": r.randrange(60_000, 2_000_000)}]
        if x < 0.91:
            return r.choice(["nová verze", "se škrty", ""]), [{"kind": "document", "name": f"Lakomec_v{r.randrange(3, 9)}_skrty.pdf",
                                                               "mime": "application/pdf", "bytes": r.randrange(200_000, 1_500_000)}]
        if x < 0.94:
            return "", [{"kind": "sticker", "name": "sticker.webp", "mime": "image/webp", "bytes": r.randrange(10_000, 50_000)}]
        return "", [{"kind": "voice", "mime": "audio/ogg", "bytes": r.randrange(5_000, 600_000), "ref": f"voice-{_kod(r, 10)}"}]

    def wrap(self, text: str) -> str:
        r = self.rng
        vybor = f"Shrnutí ze schůzky výboru:\n1) {text}\n2) {r.choice(_STREDNI).format(j=r.choice(_SOUBOR), m=r.choice(_MUZI))}"
        return r.choice([f"Dobrý večer všem! {text}", f"{text}\n\n{_PRIPOMINKA}", f"{self.rezie()} A ještě: {text}",
                         f"{self.plan()}\n\n+ {text}", f"{text} 🙏", vybor, f"{self.havlik()} jinak {text}", f"{text}\nZlomte vaz!"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.072) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"div{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    d = _Divadlo(rng)
    people = [str(rng.randrange(10**8, 7 * 10**9)) for _ in range(rng.randrange(8, 16))]  # Telegram user ids
    voice = Voice(
        plant=d.plant,
        chatter=d.chatter,
        wrap=d.wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.05,
        # Bursts after each evening rehearsal, quiet working days in between.
        gap_s=lambda: rng.randrange(10, 900) if rng.random() > 0.15 else rng.randrange(3 * 3600, 30 * 3600),
        supersede_after=(4, 35),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
