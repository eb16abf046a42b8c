"""The kajak family: the Viber group of a kayak and canoe club (kajak kanu klub) in Ljubljana, in Slovenian.

Written for batch 7, after kor, fuvar and penjualan (batch 6) were measured once (with
extractive-v6) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The club paddles on the Ljubljanica, trains slalom at Tacen on the
Sava and goes down the Soča and the Kolpa in summer. The coach writes orders in capitals ("JUTRI
TRENING OB 17H TACEN, VSI S ČELADAMI"); the juniors write lower case, without č, š and ž and
without a full stop ("zamujam kake 10 min", "a gre kdo v soboto na soco"); the president writes
formal messages that open with "Spoštovani člani," and close with his name and title; a parent
whose son started this year writes one long paragraph with no punctuation at all. The board posts
the same reminder about life jackets, helmets and washing the boats again and again, "Živjo vsi!
🛶" opens many a message and "Lp" closes many more. Pasted into the chat: ARSO's water levels
(station, centimetres, m³/s), the boathouse inventory (number, boat, state), the sign-up list for
a trip, the coach's interval plan, the results of a club slalom (bib, time, penalties), a few
lines of a GPX track, the national federation's circular forwarded; links to ARSO, Strava,
YouTube, Google Photos, the federation's calendar and Facebook events; photos from the river,
videos of a roll, voice notes. Money is "25 €" and "1.200 €", times "ob 17h", "ob 17.30" and
"18:15", dates "14. 6.", "sob 14. 6." and "14. junija", weekdays lower case. Its facts are said
the club's way ("Na upravnem odboru smo sklenili: letošnji klubski izlet – Kolpa.", "Za blagajno
od zdaj skrbi Urška Zupan").
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, code, grouped, superseded

NAME = "kajak"
LANGUAGE = "sl"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 370

_MESECI = ["aprila", "maja", "junija", "julija", "avgusta", "septembra", "oktobra"]  # the season, in the genitive
_DN = ["pon", "tor", "sre", "čet", "pet", "sob", "ned"]
_DNV = ["v ponedeljek", "v torek", "v sredo", "v četrtek", "v petek", "v soboto", "v nedeljo"]
# Paddlers as the chatter names them (never a fact's person).
_VESLACI = ["Matic", "Eva", "Tim", "Lana", "Jakob", "Zala", "Nejc", "Ajda", "Miha", "Klara", "Aljaž"]
_REKE = ["Soča", "Kolpa", "Krka", "Sava", "Ljubljanica", "Savinja", "Idrijca"]
_POSTAJE = ["Soča – Log Čezsoški", "Soča – Kobarid", "Sava – Šentjakob", "Kolpa – Petrina", "Krka – Podbukovje", "Ljubljanica – Moste",
            "Savinja – Laško", "Idrijca – Podroteja"]
_COLNI = ["Prijon Yukon", "Dagger Mamba", "Pyranha Burn", "Wavesport Diesel", "kanu Mad River", "kanu Old Town", "Prijon Seayak",
          "slalomski C1", "slalomski K1 Vajda", "dvosed Rotomod"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_TEME = [("letošnji klubski izlet", ["Soča od Trnovega do Kobarida", "Kolpa", "Una v Bosni"]),
         ("nove klubske majice", ["modre z belim logotipom", "fluo rumene", "črne z vidro na hrbtu"]),
         ("zimski treningi v bazenu", ["v Tivoliju ob četrtkih", "na Kodeljevem", "letos odpadejo"]),
         ("tabor za mlajše", ["v Bovcu", "v Podbočju ob Krki", "kar doma v Tacnu"]),
         ("nakup novega kanuja", ["rabljen Wenonah iz Avstrije", "nov Prijon", "počakamo do pomladi"]),
         ("prevoz na tekmo v Solkan", ["s klubskim kombijem", "vsak s svojim avtom", "najamemo avtobus"]),
         ("akcija čiščenja brežine", ["v soboto dopoldne", "skupaj z ribiči", "po prvomajskih praznikih"]),
         ("zaključek sezone", ["piknik pri čolnarni", "večerja v gostilni Pri Mostu", "spust z baklami in golaž"])]
_SKLEPI = ["Na upravnem odboru smo sklenili: {s} – {c}.", "Dogovorjeno, {s}: {c} 🛶", "glasovanje je zakljuceno, {s} = {c}",
           "{S} bo torej {c}. Hvala za vse predloge!", "za {s} smo se po treningu zmenili: {c}", "Sklep zbora članov: {s} – {c}."]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_STEVILA = [("Članarina za letos je {cl} €, plačilo do konca meseca", ("Članarina za letos", "{cl} €")),
            ("Najem kombija za Sočo pride {ko} € na osebo", ("Najem kombija za Sočo", "{ko} €")),
            ("Na čistilno akcijo se je prijavilo {st} ljudi 💪", ("čistilno akcijo", "{st} ljudi")),
            ("Za popravilo zelenega kanuja smo dali {pop} €", ("popravilo zelenega kanuja", "{pop} €")),
            ("Občina nam je odobrila {tis} € za opremo!!", ("Občina nam je odobrila", "{tis} €")),
            ("V čolnarni imamo zdaj {ch} čolnov, polic je premalo", ("V čolnarni imamo", "{ch} čolnov")),
            ("klubska blagajna ima po tekmi {tis} €", ("klubska blagajna", "{tis} €")),
            ("Štartnina za Ljubljanski maraton je {sta} € na čoln", ("Štartnina za Ljubljanski maraton", "{sta} €")),
            ("Nova karbonska vesla stanejo {vv} € za kos", ("karbonska vesla", "{vv} €")),
            ("Slalomska proga v Tacnu ima letos {vr} vratc", ("Slalomska proga v Tacnu", "{vr} vratc"))]
_DATUMI = [("Spust po Soči bo {dn} {d}. {m}., zbor ob {hh}h pri čolnarni", ("Spust po Soči", "{d}. {m}.")),
           ("Državno prvenstvo v slalomu je {d}. {mes} v Tacnu", ("Državno prvenstvo v slalomu", "{d}. {mes}")),
           ("Tečaj eskimskega obrata v bazenu začne ob {hh}.{mm}", ("Tečaj eskimskega obrata", "ob {hh}.{mm}")),
           ("Prijave na poletni tabor zapremo {dv}, {d}. {mes}", ("Prijave na poletni tabor", "{d}. {mes}")),
           ("Občni zbor kluba bo {d}. {mes} ob {hh}. uri v gasilskem domu", ("Občni zbor kluba", "{d}. {mes}")),
           ("Dodatni trening za mladince je {dv} ob {hh}h", ("Dodatni trening za mladince", "ob {hh}h")),
           ("odhod kombija na Kolpo je ob {hh}:{mm} izpred čolnarne", ("odhod kombija na Kolpo", "{hh}:{mm}")),
           ("Pregled opreme pred sezono: {dn} {d}. {m}. od {hh}h naprej", ("Pregled opreme pred sezono", "{d}. {m}.")),
           ("Nočni spust po Ljubljanici bo {d}. {mes} ob {hh}.{mm}, lučke s sabo", ("Nočni spust po Ljubljanici", "{d}. {mes}"))]

_OSEBE = ["Tina Kranjc", "Matej Novak", "Urška Zupan", "Gregor Kos", "Nina Potočnik", "Rok Vidmar", "Maja Golob", "Jure Kralj",
          "Špela Mlakar", "Luka Horvat", "Petra Kovačič", "Blaž Turk", "Anja Rozman", "Žiga Hribar"]
_VLOGE = [("Mladinsko sekcijo od zdaj vodi {p}", "Mladinsko sekcijo od zdaj vodi"),
          ("Za blagajno od zdaj skrbi {p}", "Za blagajno od zdaj skrbi"),
          ("{p} je naš kontakt za Kajakaško zvezo", "kontakt za Kajakaško zvezo"),
          ("Prvo pomoč na spustih pokriva {p}, ima opravljen tečaj", "Prvo pomoč na spustih pokriva"),
          ("na tekmi v Tacnu meri čase {p}", "meri čase"),
          ("{p} vodi tečaj za začetnike", "vodi tečaj za začetnike"),
          ("klubski Instagram ureja {p} 📸", "klubski Instagram ureja"),
          ("Kombi na izlete vozi {p}, drugi ga ne vozite prosim", "Kombi na izlete vozi")]
_NALOGE = ["pripeljati prikolico iz Tacna", "pobarvati police v čolnarni", "naročiti nove čelade za otroke", "napisati prošnjo za občinski razpis",
           "zamenjati ključavnico na vratih garderobe", "organizirati prevoz nazaj iz Kobarida", "oprati neoprenske obleke",
           "skuhati golaž za piknik", "zakrpati luknjo v modrem kajaku", "poslati seznam tekmovalcev na zvezo", "pokositi travo ob privezu",
           "posodobiti spletno stran kluba"]
_PROSNJE = ["Kdo lahko {a}? 🙏", "Bi kdo utegnil {a} do petka?", "a lahko kdo {a}? js ne bom uspel", "še vedno nihče ni prevzel: {a}!!",
            "Prosim za pomoč: treba je {a}.", "Še vedno je treba {a}, se kdo javi?"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_POPRAVKI = [("Šifra za ključavnico čolnarne je {x}", "Šifra za ključavnico čolnarne je {y}", "Šifra za ključavnico čolnarne", "sifra"),
             ("TRR kluba za članarino: {x}", "TRR kluba za članarino: {y} (prej sem se zatipkal)", "TRR kluba za članarino", "trr"),
             ("Trenerjeva številka je {x}", "Trenerjeva številka je {y}, raje SMS kot klic", "Trenerjeva številka", "tel"),
             ("Povezava za prijavo na izlet: {x}", "Povezava za prijavo na izlet: {y}", "Povezava za prijavo na izlet", "link"),
             ("Geslo za wifi v klubu: {x}", "Geslo za wifi v klubu: {y}", "Geslo za wifi v klubu", "geslo"),
             ("Sklic za plačilo tabora: {x}", "Sklic za plačilo tabora: {y}", "Sklic za plačilo tabora", "sklic")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_SPREMEMBE = [("Trening v sredo začne ob {x}", ["Trening v sredo začne raje ob {y}", "sprememba: trening v sredo začne ob {y}, bazen je zaseden"],
               "Trening v sredo", "ura"),
              ("Izposoja kajaka za nečlane je {x} na dan", ["Izposoja kajaka za nečlane je po novem {y} na dan",
                                                           "UO je spremenil: izposoja kajaka za nečlane {y} na dan"], "Izposoja kajaka za nečlane", "eur"),
              ("Zbor pred spustom po Kolpi je ob {x} na parkirišču", ["Zbor pred spustom po Kolpi prestavimo na {y}",
                                                                     "POZOR zbor pred spustom po Kolpi je ob {y}"], "Zbor pred spustom po Kolpi", "jutro"),
              ("Letna uporaba klubske omarice je {x}", ["Letna uporaba klubske omarice je zdaj {y}", "popravek, letna uporaba klubske omarice stane {y}"],
               "klubske omarice", "omarica"),
              ("Jesenski izlet bo na {x}", ["Jesenski izlet bo vendarle na {y}", "nova info: jesenski izlet bo na {y}, ker je premalo vode"],
               "Jesenski izlet", "reka"),
              ("Naslednje merjenje časa na progi je {x}", ["Naslednje merjenje časa na progi bo šele {y}", "merjenje časa na progi prestavljeno na {y}"],
               "merjenje časa na progi", "dan")]
_REKE_TOZ = ["Krko", "Kolpo", "Savinjo", "Idrijco", "Vipavo", "Unec", "Savo Bohinjko", "Nadižo"]

# The chatter.
_KRATKA = ["👍", "hvala!", "ok", "pridem", "jst ne morem", "🛶", "živjo", "super!", "lp", "haha", "😂", "se vidimo", "js tud", "ja", "ne",
           "🙏", "❤️", "Hvala za danes!", "top", "zamujam 5 min", "važi", "velja", "oki", "mhm", "👏", "💦", "bravo!", "sem zraven",
           "jutri ne bom", "bolan sem 🤒", "hvala hvala", "✅", "odlično", "🥶", "kul", "joj", "ufff", "Lp", "💪", "a res?", "ne vem še",
           "hvala lp", "Hvala!", "js pridem", "ziher", "🌊"]
_SREDNJA = ["zamujam kake 10 min, kolo mi je pocil", "a gre kdo v soboto na soco", "kdo ma kaksno rezervno veslo",
            "{j} je spet pozabil čelado v čolnarni", "lahko peljem dva iz Šiške v soboto", "voda je bla danes mrzla ko hudic 🥶",
            "{j} se je v tacnu dvakrat obrnil haha", "kako je blo danes na progi", "a je kdo vidu moj zeleni spricni predpasnik",
            "Sava je danes čisto rjava po dežju", "ne pozabit podpisat izjave za starse", "a mamo jutri trening al ne",
            "Vodostaj je padel, Soča je skoraj prenizka za Trnovo.", "js bom sam do 18h", "{j} ma danes rojstni dan! 🎂",
            "parkirišče v Tacnu je zaprto, parkirajte pri gostilni", "a lahko mal počasneje na ogrevanju",
            "trener je reku da moramo delat na zavesljaju z desno", "nas je blo danes 14 na vodi, rekord",
            "kdo je pustil mokro obleko v kombiju 🤢", "našla sem rdečo čelado v garderobi, čigava je", "a kdo pozna dobrega serviserja za suhe obleke",
            "imam še dve majici M, če kdo rabi", "Dobrodošel v klubu {j}! 🛶", "Ljubljanica je danes totalno mirna, idealno za začetnike",
            "Lep pozdrav s Kolpe ☀️", "a je kdo za kavo po treningu", "kje je spet ključ od garderobe", "{j} bi rad vedel, če gremo tud na Krko",
            "sem si zvil zapestje, ta teden ne veslam", "Jutri ob 6h bo megla, pazite pri mostovih", "prosim ne puscat vesel na pomolu",
            "a si ka rekel 10 € al 15 €", "Otroci so bili super danes, pohvala!", "ma kdo številko od čolnarne v Solkanu",
            "po dežju bo Soča spet ful visoka", "kakšna je napoved za vikend", "{j} je prvič naredil eskimski obrat!! 🎉",
            "mi je nekdo vzel sandale iz garderobe", "kdaj pridejo nove čelade"]
_VPRASALNICE = {"a", "kdo", "kje", "kako", "kakšna", "ma", "kdaj", "mi"}
_STARSI = ["pozdravljeni vsi jaz sem mama od Tima ki je letos prvič na treningih", "in moram reči da je doma samo še kajak in kajak",
           "prej je bil cele dneve na telefonu", "zdaj pa sam pripravi torbo že dan prej", "samo mene zanima kako je z varnostjo na Soči",
           "ker je voda tam res hladna in hitra", "vem da imate jopiče in čelade", "ampak vseeno me je malo strah", "mož pravi da pretiravam",
           "če rabite koga za prevoz lahko jaz peljem štiri", "in spečem pecivo za piknik", "hvala trenerju za potrpežljivost"]
_PREDSEDNIK = ["Spoštovani člani,", "sezona se je dobro začela, na vodi nas je več kot kdajkoli prej.",
               "Prosim vse, da redno plačujete obveznosti do kluba, saj brez tega ne moremo vzdrževati čolnarne.",
               "Na zadnji seji smo govorili o obnovi pomola, ki bo nujna pred poletjem.",
               "Zahvaljujem se vsem prostovoljcem, ki ste pomagali pri organizaciji tekme.",
               "Čolni niso igrače: kdor poškoduje klubsko opremo, to sporoči isti dan.",
               "Lep pozdrav, Marjan Bizjak, predsednik KKK Vidra"]
_OPOMNIK = ("⚠️ OPOMNIK: rešilni jopič in čelada sta na vodi OBVEZNA, tudi na Ljubljanici! Čolne po treningu operite in jih obrnite na "
            "police. Hvala, UO")
_POZDRAV = "Živjo vsi! 🛶"
_POVEZAVE = ["https://www.arso.gov.si/vode/podatki/amp/ vodostaji v živo", "https://www.strava.com/activities/{n} današnji krog",
             "https://photos.app.goo.gl/{k} slike s Soče", "https://www.youtube.com/watch?v={k} tako se dela eskimski obrat",
             "https://www.kajak-zveza.si/koledar-tekmovanj koledar za sezono", "https://www.facebook.com/events/{n}/ dogodek je gor",
             "https://meteo.arso.gov.si/met/sl/weather/fproduct/text/ napoved za vikend", "https://www.youtube.com/watch?v={k} Tacen 2027 finale 🔥"]
_BOT = ["Zabeleženo ✍️", "Shranjeno.", "Glasovnih sporočil žal ne morem poslušati, lahko napišeš?", "Ni za kaj!", "Pravočasno bom opomnil."]


class _Klub:
    """One chat's draws and the club's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, tema=_TEME, stevilo=_STEVILA, datum=_DATUMI, oseba=_OSEBE, vloga=_VLOGE, naloga=_NALOGE,
                       popravek=_POPRAVKI, sprememba=_SPREMEMBE)

    def _nov(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def vrednost(self, kind: str) -> str | None:
        r, p = self.rng, self.p
        if kind == "sifra":
            return p.unique(lambda: str(r.randrange(1000, 9999)))
        if kind == "trr":
            return p.unique(lambda: f"SI56 {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(100, 999)}")
        if kind == "tel":
            return p.unique(lambda: f"0{r.choice(['40', '41', '31', '51', '70'])} {r.randrange(100, 999)} {r.randrange(100, 999)}")
        if kind == "link":
            return p.unique(lambda: f"https://forms.gle/{code(r, 11)}")
        if kind == "geslo":
            return p.unique(lambda: f"{r.choice(['Vidra', 'Veslo', 'Brzica', 'Tolmun'])}{r.randrange(100, 999)}")
        if kind == "sklic":
            return p.unique(lambda: f"SI00 27-{r.randrange(10000, 99999)}")
        if kind == "ura":
            return p.unique(lambda: f"{r.randrange(16, 20)}.{r.choice(['00', '15', '30', '45'])}")
        if kind == "jutro":
            return p.unique(lambda: f"{r.randrange(6, 10)}.{r.choice(['00', '15', '30', '45'])}")
        if kind == "eur":
            return p.unique(lambda: f"{r.randrange(10, 40)} €")
        if kind == "omarica":
            return p.unique(lambda: f"{r.randrange(2, 9) * 10} € na leto")
        if kind == "reka":
            return p.unique(lambda: r.choice(_REKE_TOZ))
        if kind == "dan":
            return p.unique(lambda: f"{r.choice(_DN)} {r.randrange(1, 29)}. {r.randrange(4, 10)}.")
        return None

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            tema = p.take("tema")
            if tema is None:
                return None
            c = r.choice(tema[1])
            return r.choice(_SKLEPI).format(s=tema[0], S=tema[0][0].upper() + tema[0][1:], c=c), (tema[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("stevilo" if kind == "number" else "datum")
            if t is None:
                return None
            text, probe = t
            slot: dict[str, Callable[[], str]] = {
                "cl": lambda: str(self._nov("cl", 60, 180)), "ko": lambda: str(self._nov("ko", 15, 45)), "st": lambda: str(self._nov("st", 12, 60)),
                "pop": lambda: str(self._nov("pop", 80, 450)), "tis": lambda: grouped(self._nov("tis", 12, 90) * 100, '.'),
                "ch": lambda: str(self._nov("ch", 18, 60)), "sta": lambda: str(self._nov("sta", 15, 40)), "vv": lambda: str(self._nov("vv", 90, 380)),
                "vr": lambda: str(self._nov("vr", 18, 26)),
                "dn": lambda: r.choice(_DN), "dv": lambda: r.choice(_DNV), "d": lambda: str(self._nov("d", 1, 31)),
                "m": lambda: str(r.randrange(4, 11)), "mes": lambda: r.choice(_MESECI),
                "hh": lambda: str(self._nov("hh", 7, 21)), "mm": lambda: r.choice(["00", "15", "30", "45"])}
            vals = {k: f() for k, f in slot.items() if "{" + k + "}" in text}
            return text.format(**vals), tuple(x.format(**vals) for x in probe), None
        if kind == "who is who":
            oseba, vloga = p.take("oseba"), p.take("vloga")
            return (vloga[0].format(p=oseba), (oseba, vloga[1]), None) if oseba and vloga else None
        if kind == "open task":
            a = p.take("naloga")
            return (r.choice(_PROSNJE).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("popravek" if kind == "corrected (edit)" else "sprememba"), r, self.vrednost)

    # -- chatter ----------------------------------------------------------------------------

    def vodostaji(self) -> str:
        r = self.rng
        rows = [f"{s:<24} {r.randrange(40, 260):>4} cm  {r.randrange(5, 180)},{r.randrange(0, 10)} m³/s  {r.choice(['↗', '↘', '→'])}"
                for s in r.sample(_POSTAJE, r.randrange(2, 5))]
        return (r.choice(["Vodostaji ARSO ob 7:00:", "stanje rek zjutraj", "ARSO pravi:"]) + "\n" + "\n".join(rows)
                + r.choice(["", "\nSoča je ok za spust", "\npremalo vode za Trnovo 😕", "\nKolpa super"]))

    def inventar(self) -> str:
        r = self.rng
        rows = [f"{i:02d}  {r.choice(_COLNI):<20} {r.choice(['ok', 'ok', 'ok', 'luknja na dnu', 'manjka sedež', 'v popravilu', 'izposojen'])}"
                for i in sorted(r.sample(range(1, 40), r.randrange(4, 8)))]
        return "Stanje čolnov:\n```\nšt  čoln                 stanje\n" + "\n".join(rows) + "\n```"

    def prijave(self) -> str:
        r = self.rng
        imena = r.sample(_VESLACI + ["Sara", "Gašper", "Pia", "Domen", "Neža"], r.randrange(5, 10))
        return (f"Prijave za izlet na {r.choice(_REKE_TOZ)}, {r.choice(_DN)} {r.randrange(1, 29)}. {r.randrange(4, 10)}.:\n"
                + "\n".join(f"{i + 1}. {n} {r.choice(['✅', '✅', '❓', '(brez čolna)', '+ oče'])}" for i, n in enumerate(imena)))

    def plan(self) -> str:
        r = self.rng
        vrstice = [f"- ogrevanje {r.choice([10, 15, 20])} min", f"- {r.randrange(4, 10)}x {r.choice([100, 200, 250])} m / {r.choice([45, 60, 90])} s pavza",
                   f"- tehnika: {r.choice(['vratca gor', 'zavoji', 'prečkanje toka', 'eskimski obrat'])}",
                   f"- {r.randrange(2, 5)} km mirno", "- raztezanje na bregu"]
        return f"Plan za {r.choice(_DNV)[2:]}:\n" + "\n".join(vrstice[:r.randrange(3, 6)])

    def rezultati(self) -> str:
        r = self.rng
        rows = [f"{i:>3}  {n:<8} {r.randrange(85, 140)},{r.randrange(10, 99)}  {r.choice([0, 0, 2, 2, 4, 50])}"
                for i, n in zip(sorted(r.sample(range(1, 60), 5)), r.sample(_VESLACI, 5))]
        return "Mini slalom, rezultati:\n```\nšt.  ime      čas     kazni\n" + "\n".join(rows) + "\n```" + r.choice(["", "\nbravo vsi!", "\n🏆"])

    def gpx(self) -> str:
        r = self.rng
        lat, lon = 46.0 + r.random() / 10, 14.4 + r.random() / 10
        tocke = "\n".join(f'  <trkpt lat="{lat + i / 1000:.5f}" lon="{lon + i / 700:.5f}"><ele>{r.randrange(280, 310)}</ele></trkpt>'
                          for i in range(r.randrange(3, 6)))
        return r.choice(["a mi lahko kdo pove zakaj mi strava tega ne prebere", "izvoz iz ure:", "gpx od včeraj"]) + f"\n```\n<trkseg>\n{tocke}\n</trkseg>\n```"

    def zveza(self) -> str:
        r = self.rng
        return ("Posredovano\nOd: Kajakaška zveza Slovenije <info@kajak-zveza.si>\nZadeva: Okrožnica " + str(r.randrange(3, 40)) + "/2027\n\n"
                f"Spoštovani, obveščamo vas, da je rok za registracijo tekmovalcev {r.randrange(1, 29)}. {r.randrange(1, 13)}. "
                f"Licenčnina znaša {r.randrange(15, 40)} € na tekmovalca. Seminar za sodnike bo v Tacnu, "
                f"prijave do {r.randrange(1, 29)}. {r.randrange(1, 13)}.")

    def stars(self) -> str:
        r = self.rng
        izbrane = sorted(r.sample(range(len(_STARSI)), r.randrange(5, len(_STARSI))))
        return " ".join(_STARSI[i] for i in izbrane)

    def predsednik(self) -> str:
        r = self.rng
        sredina = r.sample(_PREDSEDNIK[1:-1], r.randrange(2, len(_PREDSEDNIK) - 1))
        return "\n\n".join([_PREDSEDNIK[0]] + sredina + [_PREDSEDNIK[-1]])

    def trener(self) -> str:
        r = self.rng
        return r.choice([f"JUTRI TRENING OB {r.randrange(15, 19)}H {r.choice(['TACEN', 'LJUBLJANICA', 'BAZEN'])}, VSI S ČELADAMI",
                         "KDOR NI PLAČAL, NE GRE NA VODO", f"MLADINCI {r.choice(_DNV).upper()} NI TRENINGA", "VESLA NAZAJ NA STOJALO!!!",
                         f"DANES {r.randrange(4, 9)}X PROGA, BREZ IZGOVOROV 💪"])

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.3:
            return r.choice(_KRATKA), None
        if x < 0.54:
            text = r.choice(_SREDNJA).format(j=r.choice(_VESLACI))
            if r.random() < 0.3 and text[-1].isalnum():  # someone who punctuates
                vprasanje = text.split()[0].lower() in _VPRASALNICE
                text = text[0].upper() + text[1:] + ("?" if vprasanje else r.choice([".", "!", " 😊", " lp"]))
            return text, None
        if x < 0.565:
            return self.vodostaji(), None
        if x < 0.585:
            return self.inventar(), None
        if x < 0.605:
            return self.prijave(), None
        if x < 0.625:
            return self.plan(), None
        if x < 0.64:
            return self.rezultati(), None
        if x < 0.652:
            return self.gpx(), None
        if x < 0.662:
            return self.zveza(), None
        if x < 0.69:
            return self.stars(), None
        if x < 0.705:
            return self.predsednik(), None
        if x < 0.73:
            return self.trener(), None
        if x < 0.76:
            return _OPOMNIK, None
        if x < 0.8:
            return r.choice(_POVEZAVE).format(k=code(r, 11), n=r.randrange(10**9, 10**10)), None
        if x < 0.815:
            return f"{_POZDRAV} {r.choice(_SREDNJA).format(j=r.choice(_VESLACI))}", None
        if x < 0.89:
            return r.choice(["", "", "s Soče 🌊", "Tacen danes", "naši mladinci 💪", "golaž!", "police v čolnarni"]), [
                {"kind": "photo", "name": f"viber_image_2027-{r.randrange(4, 11):02d}-{r.randrange(1, 29):02d}_{r.randrange(7, 21):02d}-"
                 f"{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}-{r.randrange(100, 999)}.jpg", "mime": "image/jpeg",
                 "bytes": r.randrange(90_000, 3_500_000)}]
        if x < 0.91:
            return r.choice(["eskimski obrat v bazenu", "poglejte tole", ""]), [
                {"kind": "video", "name": f"viber_video_{r.randrange(10**5, 10**6)}.mp4", "mime": "video/mp4", "bytes": r.randrange(2_000_000, 40_000_000)}]
        if x < 0.94:
            return "", [{"kind": "sticker", "name": "sticker.webp", "mime": "image/webp", "bytes": r.randrange(9_000, 60_000)}]
        return r.choice(["", "", "sem v kombiju, ne morem pisat"]), [
            {"kind": "voice", "name": f"voice_{r.randrange(10**5, 10**6)}.m4a", "mime": "audio/mp4", "bytes": r.randrange(6_000, 700_000)}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_POZDRAV} {text}", f"{text}\n\n{_OPOMNIK}", f"{self.stars()} in še to {text}",
                         f"Z današnje seje UO:\n• {text}\n• {r.choice(_SREDNJA).format(j=r.choice(_VESLACI))}", f"{text} 🛶",
                         f"{self.vodostaji()}\n\nPa še: {text}", f"{text}\nLp", f"{text} hvala vsem ❤️"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.062) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"kajak{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    k = _Klub(rng)
    people = [f"+386{rng.choice(['40', '41', '31', '51', '70'])}{rng.randrange(10**5, 10**6)}" for _ in range(rng.randrange(7, 15))]  # Viber numbers
    voice = Voice(
        plant=k.plant,
        chatter=k.chatter,
        wrap=k.wrap,
        wrap_share=0.27,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.04,
        # Busy on training evenings and before a trip; quiet for days in between.
        gap_s=lambda: rng.randrange(20, 1600) if rng.random() > 0.1 else rng.randrange(10 * 3600, 70 * 3600),
        supersede_after=(4, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
