"""The fuvar family: the Viber group of a small road-haulage firm in Győr, its dispatcher and truck drivers, in Hungarian.

Written for batch 6, after venekerho, divadlo and pensiune (batch 5) were measured once (with
extractive-v5) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The dispatcher writes in short full sentences and opens the
morning with "Jó reggelt, urak! 🚛"; the drivers write from the cab, mostly without Hungarian
accents and without a full stop ("lerakva", "dugo az M1-en Tatabanyanal", "holnap 6-ra ott
vagyok"), or answer "ok", "megvan", "rendben főnök", "👍"; the owner writes formal messages now
and then, and an old driver who has driven since the eighties writes one long paragraph with no
punctuation about parking in Austria. The dispatcher posts the same warning about CMRs,
tachograph cards and fuel cards again and again. Pasted into the chat: the day's route plan
(loading and unloading places, time windows, plates), the fuel card statement (station, litres,
forints), the tachograph's driving-time printout, a truck's dashboard fault codes, a JSON line
from the fleet tracker, the road authority's traffic notice; links to Google Maps, the freight
exchange, the tracker and the traffic site; photos of signed CMRs and damaged pallets, voice
notes from the motorway. Money is "125 000 Ft", "1,45 €/km" and "45 €", times "14:30" and
"reggel 6-kor", dates "március 14." and "2027. 03. 14.", weekdays lower case with their
suffixes ("kedden"). Its facts are said the firm's way ("A vezetőség döntött: az új nyerges
vontató – DAF XG.", "A flottakártyákat mostantól Szabó Anikó kezeli").
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, code, grouped, superseded

NAME = "fuvar"
LANGUAGE = "hu"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 330

_HONAPOK = ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október", "november", "december"]
_NAPON = ["hétfőn", "kedden", "szerdán", "csütörtökön", "pénteken", "szombaton"]
# Drivers as the chatter names them (never a fact's person).
_SOFOROK = ["Laci", "Jani", "Feri", "Pisti", "Gyuri", "Zoli", "Tibi", "Sanyi", "Attila", "Robi"]
_VAROSOK = ["Győr", "Komárom", "Hegyeshalom", "Linz", "Bécs", "Passau", "Nürnberg", "Pozsony", "Tatabánya", "Mosonmagyaróvár", "Regensburg"]
_RENDSZAMOK = ["RKL-482", "SMV-117", "AA BC-204", "AA DK-561", "PTR-930", "AB FE-318"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_TEMAK = [("az új nyerges vontató", ["DAF XG", "Scania R450", "használt Volvo FH"]),
          ("a karácsonyi vacsora helye", ["a telephely csarnoka", "a Rába-parti étterem", "a bowlingterem a plázában"]),
          ("a hétvégi ügyelet rendje", ["kéthetente cserélünk", "önkéntes jelentkezés", "a fiatalabbak viszik"]),
          ("a téli gumik beszerzése", ["Michelin a márkaszerviztől", "Continental webshopból", "felújított köpenyek"]),
          ("az új flottakövető rendszer", ["Webfleet", "iTrack", "marad a régi doboz"]),
          ("a telephelyi parkolás", ["számozott helyek", "érkezési sorrend", "a kisteherautók hátul"]),
          ("a túlórák elszámolása", ["óradíjban fizetjük", "szabadnapban adjuk ki", "havi átalány"]),
          ("a munkaruha", ["narancssárga láthatósági dzseki", "céges logós polár", "ugyanaz marad, mint tavaly"])]
_DONTESEK = ["A vezetőség döntött: {s} – {c}.", "na akkor {s}: {c} 👍", "{S} ügyében döntés született: {c}.", "megbeszéltük a főnökkel, {s} = {c}",
             "Végleges: {s} → {c}", "Szavaztunk, {s} {c} lett. Köszi mindenkinek!"]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_SZAMOK = [("A napidíj külföldi fuvarnál {eur} € naponta", ("napidíj külföldi fuvarnál", "{eur} €")),
           ("Az útdíj múlt hónapban összesen {ft} Ft volt", ("útdíj múlt hónapban", "{ft} Ft")),
           ("A kis Renault átlagfogyasztása {fogy} liter/100 km", ("átlagfogyasztása", "{fogy} liter")),
           ("Ezen a héten {n} fuvarunk van Németországba", ("fuvarunk van Németországba", "{n} fuvarunk")),
           ("A bécsi raktárnál a rámpa magassága {cm} cm, figyeljetek", ("bécsi raktárnál", "{cm} cm")),
           ("A cég flottájában jelenleg {db} kamion van", ("flottájában", "{db} kamion")),
           ("A kilométerdíj az Audi-fuvaroknál {kmd} €/km", ("Audi-fuvaroknál", "{kmd} €/km")),
           ("A Wallenborn-szerződés értéke évi {mft} millió Ft", ("Wallenborn-szerződés", "{mft} millió Ft")),
           ("a raktárban {pal} raklap áll kiszállításra várva", ("kiszállításra várva", "{pal} raklap")),
           ("A tavalyi bírságok összesen {ft} Ft-ot tettek ki 😤", ("tavalyi bírságok", "{ft} Ft"))]
_DATUMOK = [("A 2-es kamion műszaki vizsgája: {ho} {d}., {hh}:{mm}", ("műszaki vizsgája", "{ho} {d}.")),
            ("Az ADR-tanfolyam {nap} kezdődik, {hh}:{mm}-kor", ("ADR-tanfolyam", "{hh}:{mm}")),
            ("A Bosch-rakodás Hatvanban {nap} reggel {h}-kor", ("Bosch-rakodás", "reggel {h}-kor")),
            ("A cégautó szervize: 2027. {hs}. {dd}.", ("cégautó szervize", "2027. {hs}. {dd}.")),
            ("Az éves leltár {ho} {d}. lesz, mindenki bent legyen!", ("éves leltár", "{ho} {d}.")),
            ("A tachográf-kalibrálás határideje {hs}.{dd}.", ("tachográf-kalibrálás", "{hs}.{dd}.")),
            ("A munkavédelmi oktatás {nap} {hh}:{mm}-kor lesz az irodában", ("munkavédelmi oktatás", "{hh}:{mm}")),
            ("A rotterdami fuvar indulása: {ho} {d}., hajnali {h} óra", ("rotterdami fuvar", "{ho} {d}.")),
            ("Az új sofőrök betanítása {nap} kezdődik, {hh}:{mm}", ("sofőrök betanítása", "{hh}:{mm}"))]

_SZEMELYEK = ["Kovács Péter", "Nagy Zoltán", "Szabó Anikó", "Tóth Gábor", "Horváth Krisztina", "Varga László", "Kiss Bence", "Molnár Erika",
              "Németh Attila", "Farkas Dóra", "Balogh Tamás", "Papp Judit", "Takács Levente", "Juhász Noémi"]
_SZEREPEK = [("{p} az új éjszakai diszpécser", "éjszakai diszpécser"),
             ("A flottakártyákat mostantól {p} kezeli", "flottakártyákat"),
             ("{p} lesz a munkavédelmi felelős", "munkavédelmi felelős"),
             ("A német fuvarokat {p} szervezi", "német fuvarokat"),
             ("A bérszámfejtés {p} asztala, neki szóljatok", "bérszámfejtés"),
             ("A szervizzel {p} tartja a kapcsolatot", "szervizzel"),
             ("{p} viszi a 3-as kamiont ezentúl", "3-as kamiont"),
             ("Az új gyakornok a telephelyen: {p}", "új gyakornok")]
_FELADATOK = ["kicserélni a 4-es pótkocsi ponyváját", "leadni a heti menetleveleket", "elvinni a Scaniát olajcserére",
              "feltölteni az AdBlue-tartályt a telepen", "megjavítani a kapu távirányítóját", "lefotózni a sérült raklapokat",
              "befizetni a linzi parkolási bírságot", "beszerezni új rakományrögzítő hevedereket", "kitakarítani a pihenőszobát",
              "átvenni az új tachográfkártyákat", "beküldeni a CMR-eket a könyvelőnek", "kimosni a hűtős kocsit"]
_KERESEK = ["Ki ér rá {a}?", "Valaki tudna {a} péntekig? 🙏", "kéne valaki {a}, nekem nem fér bele", "Ki tud {a} a héten?",
            "Önkéntest keresünk: {a}. Jelentkezzetek!", "raer valaki {a}?? meg mindig senki nem vallalta"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_JAVITASOK = [("A telephely kapukódja: {x}", "A telephely kapukódja: {y}", "telephely kapukódja", "kod"),
              ("A céges tankkártya PIN-je {x}", "A céges tankkártya PIN-je {y}", "tankkártya PIN-je", "pin"),
              ("Az osztrák partner diszpécserének száma: {x}", "Az osztrák partner diszpécserének száma: {y}, csak munkaidőben hívjátok",
               "osztrák partner diszpécserének", "tel"),
              ("A holnapi rakodás referenciaszáma: {x}", "A holnapi rakodás referenciaszáma: {y}", "holnapi rakodás referenciaszáma", "ref"),
              ("A lerakási cím Münchenben: {x}", "A lerakási cím Münchenben: {y} (az előző a régi raktár volt)", "lerakási cím Münchenben", "cim"),
              ("Az új pótkocsi rendszáma: {x}", "Az új pótkocsi rendszáma: {y}", "új pótkocsi rendszáma", "rsz")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_VALTOZASOK = [("A rakodás Komáromban {x} kezdődik", ["Változás: a rakodás Komáromban csak {y} kezdődik", "a rakodás Komáromban {y}, szóltak a raktárból"],
                "rakodás Komáromban", "ido"),
               ("A fuvardíj Milánóig {x}", ["A fuvardíj Milánóig végül {y}", "újratárgyaltuk, a fuvardíj Milánóig {y}"], "fuvardíj Milánóig", "eur"),
               ("A szombati műszakra {x} kell", ["A szombati műszakra mégis {y} kell", "bocs, a szombati műszakra {y} kell"], "szombati műszakra", "fo"),
               ("A kamionmosó a telepen {x} van nyitva", ["A kamionmosó a telepen mostantól {y} van nyitva",
                                                          "a kamionmosó a telepen csak {y} van nyitva"], "kamionmosó a telepen", "nyitva"),
               ("A dízel ára a telepi kúton {x}", ["A dízel ára a telepi kúton felment: {y}", "frissítés: a dízel ára a telepi kúton {y}"],
                "dízel ára a telepi kúton", "liter"),
               ("A következő bécsi fuvar dátuma: {x}", ["A következő bécsi fuvar dátuma módosult: {y}", "figyelem, a következő bécsi fuvar dátuma {y}"],
                "következő bécsi fuvar", "datum")]
_UTCAK = ["Frankfurter Ring", "Lilienthalallee", "Landsberger Straße", "Schleißheimer Straße", "Hansastraße", "Truderinger Straße"]

# The chatter.
_ROVID = ["ok", "megvan", "rendben főnök", "👍", "lerakva ✅", "úton vagyok", "vettem", "köszi", "oké", "jó", "nem", "igen", "😂", "🚛",
          "mindjárt", "5 perc", "rendben", "kösz", "megyek", "itt vagyok", "🤦‍♂️", "na", "jaja", "hali", "szia", "pff", "ok ok", "🙏",
          "jó utat!", "vigyázz magadra", "rakodok", "várok", "😤", "👌", "persze", "Rendben.", "meg van", "aha", "brutál", "Köszönöm!",
          "fél óra", "dugó", "⛽", "no para"]
_KOZEPES = ["dugo az M1-en Tatabanyanal, kesni fogok", "holnap 6-ra ott vagyok", "a rampan 3 kamion varakozik elottem",
            "{s} mondta hogy a Scanianal megint vilagit a motorhiba lampa", "elfogyott a kave a pihenoben", "leraktam Linzben, indulok vissza",
            "a nemetek nem akartak atvenni mert serult a folia", "Hegyeshalomnál nagy a sor, kb. 40 perc", "ki hagyta nyitva a raktar ajtajat?",
            "a pótkocsin kiégett a bal hátsó lámpa", "{s} szabadsagon van jovo heten", "a gps megint rossz helyre vitt, zsakutca",
            "Passaunál esik a hó, lassan megyünk", "megvan a CMR, lefotoztam", "holnap reggel ki visz le a telepre",
            "az osztrakok megint megbirsagoltak a pihenoidore", "valaki latta a masik emelot?", "a 2-esben nem megy a klima 🥵",
            "nem vettek at a palettakat, visszahozom", "a rakodó azt mondja még 2 óra", "Pozsonynal lezartak a hidat, kerulok",
            "{s} kesz van Nurnbergben, jon haza", "ma 11 orat vezettem, hulla vagyok", "a kapu megint nem nyilik",
            "valaki tud egy jo parkolot Regensburg kornyeken?", "A telefonom lemerült, ha kerestek, most írok", "mennyi a dizel a MOL-nal most",
            "ma este itthon alszom vegre", "a hutos 2 fokot mutat, rendben van", "Köszi mindenkinek a segítséget tegnap",
            "megint ellenorzes volt a hataron", "a sofőrpihenőben nincs meleg víz", "jovo heten ki megy Olaszorszagba?", "a kerekkulcs eltunt a 3-asbol"]
_KERDOSZAVAK = {"ki", "valaki", "mennyi", "jovo"}
_OREG = ["negyven éve vezetek kamiont", "a nyolcvanas években még Volánnál kezdtem", "akkor nem volt se gps se telefon",
         "térképpel mentünk Münchenig", "de parkolni mindig volt hol", "most meg Ausztriában este hatkor már minden tele",
         "múltkor a Strengbergnél a leállósávban kellett aludni", "és még meg is büntettek érte", "mondom a fiataloknak hogy induljanak korábban",
         "de senki nem hallgat rám", "na mindegy", "jó utat mindenkinek"]
_TULAJ = ["Tisztelt Kollégák!", "Köszönöm az elmúlt hónap munkáját, rekordot döntöttünk a fuvarok számában.",
          "Kérem, hogy a menetleveleket időben adjátok le, mert a könyvelő minden hónapban vár rájuk.",
          "A gyorshajtási bírságokat a jövőben a sofőr fizeti, ha a tachográf szerint ő vezetett.",
          "A karácsonyi jutalomról a jövő héten döntünk.", "Vigyázzatok magatokra az utakon.", "Üdvözlettel: Horváth Imre ügyvezető"]
_FIGYELMEZTETES = ("FIGYELEM! Minden lerakásnál a CMR-t aláíratni és lefotózni, a tachográfkártyát soha nem hagyni a kocsiban, "
                   "tankolni csak a céges kártyával lehet! – Diszpécser")
_KOSZONES = "Jó reggelt, urak! 🚛"
_LINKEK = ["https://maps.app.goo.gl/{k} itt a bejárat, hátul", "https://www.timocom.hu/freight/{n} visszfuvar Linzből",
           "https://track.flotta-gyor.hu/vehicle/{n}?live=1 itt látszik hol vagy", "https://internet.kozut.hu/utinform/ nézzétek az M1-et",
           "https://www.mol.hu/hu/magánszemelyeknek/uzemanyagarak/ friss árak", "https://www.youtube.com/watch?v={k} ez a sofőr valami",
           "https://www.asfinag.at/verkehr/ baleset Linz előtt"]
_BOT = ["Rögzítve ✍️", "Elmentettem.", "Sajnos a hangüzenetet nem tudom meghallgatni, leírnád?", "Szívesen!", "Időben szólok."]


def _ekezet_nelkul(text: str) -> str:
    """As most drivers type in the cab: no Hungarian accents."""
    return text.translate(str.maketrans("áéíóöőúüűÁÉÍÓÖŐÚÜŰ", "aeiooouuuAEIOOOUUU"))


class _Fuvar:
    """One chat's draws and the firm's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, tema=_TEMAK, szam=_SZAMOK, datum=_DATUMOK, szemely=_SZEMELYEK, szerep=_SZEREPEK, feladat=_FELADATOK,
                       javitas=_JAVITASOK, valtozas=_VALTOZASOK)

    def _uj(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def ertek(self, kind: str) -> str | None:
        r, p = self.rng, self.p
        if kind == "kod":
            return p.unique(lambda: f"*{r.randrange(1000, 9999)}#")
        if kind == "pin":
            return p.unique(lambda: f"{r.randrange(1000, 9999)}")
        if kind == "tel":
            return p.unique(lambda: f"+43 664 {r.randrange(100, 999)} {r.randrange(1000, 9999)}")
        if kind == "ref":
            return p.unique(lambda: f"REF-{r.randrange(10000, 99999)}-{r.choice('ABCDEFGH')}")
        if kind == "cim":
            return p.unique(lambda: f"{r.choice(_UTCAK)} {r.randrange(10, 200)}, 8{r.randrange(1000, 9999)} München")
        if kind == "rsz":
            return p.unique(lambda: f"X{r.choice('ABCDEFGHJKLMNPRSTUVZ')}{r.choice('ABCDEFGHJKLMNPRSTUVZ')}-{r.randrange(100, 999)}")
        if kind == "ido":
            return p.unique(lambda: f"{r.randrange(5, 15):02d}:{r.choice(['00', '15', '30', '45'])}-kor")
        if kind == "eur":
            return p.unique(lambda: f"{grouped(r.randrange(120, 300) * 10, ' ')} €")
        if kind == "fo":
            return p.unique(lambda: f"{r.randrange(2, 10)} fő")
        if kind == "nyitva":
            return p.unique(lambda: f"{r.randrange(5, 10):02d}:00 és {r.randrange(17, 23)}:00 között")
        if kind == "liter":
            return p.unique(lambda: f"{r.randrange(560, 690)} Ft/l")
        if kind == "datum":
            return p.unique(lambda: f"{r.choice(_HONAPOK[2:11])} {r.randrange(1, 29)}.")
        return None

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            tema = p.take("tema")
            if tema is None:
                return None
            c = r.choice(tema[1])
            return r.choice(_DONTESEK).format(s=tema[0], S=tema[0][0].upper() + tema[0][1:], c=c), (tema[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("szam" if kind == "number" else "datum")
            if t is None:
                return None
            text, probe = t
            kitolt: dict[str, Callable[[], str]] = {
                "eur": lambda: str(self._uj("eur", 40, 90)), "ft": lambda: grouped(self._uj("ft", 120, 990) * 1000, ' '),
                "fogy": lambda: f"{self._uj('fogy', 80, 140) / 10:.1f}".replace(".", ","), "n": lambda: str(self._uj("n", 6, 40)),
                "cm": lambda: str(self._uj("cm", 95, 135)), "db": lambda: str(self._uj("db", 7, 30)),
                "kmd": lambda: f"{self._uj('kmd', 110, 199) / 100:.2f}".replace(".", ","), "mft": lambda: str(self._uj("mft", 20, 95)),
                "pal": lambda: str(self._uj("pal", 30, 400)),
                "ho": lambda: r.choice(_HONAPOK), "d": lambda: str(self._uj("d", 1, 29)), "dd": lambda: f"{self._uj('d', 1, 29):02d}",
                "hs": lambda: f"{r.randrange(1, 13):02d}", "nap": lambda: r.choice(_NAPON),
                "hh": lambda: f"{self._uj('hh', 6, 20):02d}", "h": lambda: str(self._uj("hh", 4, 10)),
                "mm": lambda: r.choice(["00", "15", "30", "45"])}
            slots = {k: f() for k, f in kitolt.items() if "{" + k + "}" in text}
            return text.format(**slots), tuple(x.format(**slots) for x in probe), None
        if kind == "who is who":
            ki, szerep = p.take("szemely"), p.take("szerep")
            return (szerep[0].format(p=ki), (ki, szerep[1]), None) if ki and szerep else None
        if kind == "open task":
            a = p.take("feladat")
            return (r.choice(_KERESEK).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("javitas" if kind == "corrected (edit)" else "valtozas"), r, self.ertek)

    # -- chatter ----------------------------------------------------------------------------

    def utvonal(self) -> str:
        r = self.rng
        sorok = ["Rendszám   Rakodás            Lerakás            Időablak"]
        for rsz in r.sample(_RENDSZAMOK, r.randrange(3, 6)):
            a, b = r.sample(_VAROSOK, 2)
            h = r.randrange(5, 16)
            sorok.append(f"{rsz:<10} {a:<18} {b:<18} {h:02d}:00–{h + r.randrange(1, 4):02d}:00")
        return (r.choice(["Holnapi beosztás:", "Mai útvonalak 👇", "Fuvarterv, " + r.choice(["hétfő", "kedd", "szerda", "csütörtök", "péntek"])]) + "\n```\n"
                + "\n".join(sorok) + "\n```" + r.choice(["", "\nkérdés van?", "\naki nem ér oda időben, szóljon!"]))

    def tankolas(self) -> str:
        r = self.rng
        sorok = []
        for _ in range(r.randrange(3, 6)):
            liter = r.randrange(180, 640)
            sorok.append(f"{r.randrange(1, 29):02d}.{r.randrange(1, 13):02d}  {r.choice(['MOL Győr-Ménfő', 'Shell Hegyeshalom', 'OMV Linz', 'Aral Passau'])}"
                         f"  {liter} l  {grouped(liter * r.randrange(560, 690), ' ')} Ft")
        return "Tankkártya kivonat (" + r.choice(_RENDSZAMOK) + "):\n" + "\n".join(sorok) + r.choice(["", "\nez a Shell-es mi volt??", "\nrendben"])

    def tacho(self) -> str:
        r = self.rng
        return ("```\n---- VDO DTCO 4.1 ----\n"
                f"Vezetés: {r.randrange(4, 10)}h{r.randrange(0, 60):02d}\nMunka: {r.randrange(0, 3)}h{r.randrange(0, 60):02d}\n"
                f"Pihenő: {r.randrange(0, 11)}h{r.randrange(0, 60):02d}\nKm: {r.randrange(300, 900)}\n"
                f"Kártya: HU{r.randrange(10**12, 10**13)}\n```\n" + r.choice(["ennyi mára", "belefér még?", "nézd meg pls"]))

    def hibakod(self) -> str:
        r = self.rng
        return (f"{r.choice(['DAF', 'Scania', 'MAN'])} műszerfal:\n"
                f"{r.choice(['EBS', 'SCR', 'ABS', 'EAS'])} hiba {r.choice(['SPN 3364 FMI 2', 'SPN 520 FMI 9', 'P20EE', 'C1014', 'SPN 1761 FMI 1'])}\n"
                f"{r.choice(['AdBlue szint alacsony', 'Motorteljesítmény csökkentve', 'Fékrendszer ellenőrzése', 'Szervizbe kell menni'])}"
                + r.choice(["", "\nmehetek tovabb vele?", "\nmegallok a kovetkezo parkoloban"]))

    def gps(self) -> str:
        r = self.rng
        return ("```json\n{" + f'"vehicle": "{r.choice(_RENDSZAMOK)}", "ts": "2027-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}T'
                f'{r.randrange(0, 24):02d}:{r.randrange(0, 60):02d}:00Z", "lat": 4{r.randrange(7, 9)}.{r.randrange(100000, 999999)}, '
                f'"lon": 1{r.randrange(4, 8)}.{r.randrange(100000, 999999)}, "speed": {r.randrange(0, 90)}, "ignition": {r.choice(["true", "false"])}'
                + "}\n```\n" + r.choice(["a tracker szerint áll, mi van?", "ez a kocsi 2 órája nem mozdul", "ok, úton"]))

    def utinform(self) -> str:
        r = self.rng
        return ("Továbbított üzenet\nÚtinform: Az M1-es autópályán " + f"{r.randrange(20, 170)}. km-nél "
                f"{r.choice(['baleset miatt', 'útfelújítás miatt', 'műszaki hiba miatt'])} {r.choice(['Bécs', 'Budapest'])} felé "
                f"{r.choice(['egy sávon', 'lassan', 'torlódásra számítva'])} halad a forgalom. Várható késés {r.randrange(10, 60)} perc.")

    def oreg(self) -> str:
        r = self.rng
        valasztott = sorted(r.sample(range(len(_OREG)), r.randrange(5, len(_OREG))))
        return " ".join(_OREG[i] for i in valasztott)

    def tulaj(self) -> str:
        r = self.rng
        kozep = r.sample(_TULAJ[1:-1], r.randrange(2, len(_TULAJ) - 2))
        return "\n".join([_TULAJ[0]] + kozep + [_TULAJ[-1]])

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.3:
            return r.choice(_ROVID), None
        if x < 0.55:
            text = r.choice(_KOZEPES).format(s=r.choice(_SOFOROK))
            if r.random() < 0.25 and text[-1].isalnum():  # the dispatcher punctuates
                kerdes = text.split()[0].lower() in _KERDOSZAVAK
                text = text[0].upper() + text[1:] + ("?" if kerdes else r.choice([".", "!"]))
            elif r.random() < 0.3:
                text = _ekezet_nelkul(text)
            return text, None
        if x < 0.58:
            return self.utvonal(), None
        if x < 0.605:
            return self.tankolas(), None
        if x < 0.625:
            return self.tacho(), None
        if x < 0.645:
            return self.hibakod(), None
        if x < 0.66:
            return self.gps(), None
        if x < 0.675:
            return self.utinform(), None
        if x < 0.71:
            return self.oreg(), None
        if x < 0.725:
            return self.tulaj(), None
        if x < 0.755:
            return _FIGYELMEZTETES, None
        if x < 0.79:
            return r.choice(_LINKEK).format(k=code(r, 11), n=r.randrange(10**6, 10**7)), None
        if x < 0.805:
            return f"{_KOSZONES} {r.choice(_KOZEPES).format(s=r.choice(_SOFOROK))}", None
        if x < 0.89:
            return r.choice(["", "", "CMR", "ez a raklap így jött", "a rámpa", "pihenő", "🌄 hajnal a határon"]), [
                {"kind": "photo", "name": f"IMG_2027{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}_{r.randrange(0, 240000):06d}.jpg",
                 "mime": "image/jpeg", "bytes": r.randrange(90_000, 3_500_000)}]
        if x < 0.905:
            return "fuvarlevél", [{"kind": "document", "name": f"CMR_{r.randrange(10000, 99999)}.pdf", "mime": "application/pdf",
                                   "bytes": r.randrange(60_000, 600_000)}]
        if x < 0.93:
            return "", [{"kind": "sticker", "name": "sticker.webp", "mime": "image/webp", "bytes": r.randrange(9_000, 60_000)}]
        return "", [{"kind": "voice", "name": f"voice_{r.randrange(10**8, 10**9)}.m4a", "mime": "audio/mp4", "bytes": r.randrange(8_000, 900_000)}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_KOSZONES} {text}", f"{text}\n\n{_FIGYELMEZTETES}", f"{self.oreg()} egyébként {text}",
                         f"Diszpécser infók:\n– {text}\n– {r.choice(_KOZEPES).format(s=r.choice(_SOFOROK))}", f"{text} 👍",
                         f"{self.utvonal()}\n\nÉs még: {text}", f"{text}\nJó utat mindenkinek!", f"{text} 🚛"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.068) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"fuv{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    f = _Fuvar(rng)
    people = [f"+36{rng.choice(['20', '30', '70'])}{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(6, 13))]  # Viber numbers
    voice = Voice(
        plant=f.plant,
        chatter=f.chatter,
        wrap=f.wrap,
        wrap_share=0.27,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.035,
        # From before dawn to late evening, in bursts at loading and unloading; quiet at night and on Sundays.
        gap_s=lambda: rng.randrange(10, 1500) if rng.random() > 0.09 else rng.randrange(6 * 3600, 40 * 3600),
        supersede_after=(3, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
