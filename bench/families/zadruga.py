"""The zadruga family: the Viber group of an olive and wine growers' cooperative on Brač, in Croatian.

Written after klasa, lab and mutfak were measured once and joined the tuning set, and run on
no version of the summarizer when it was committed: a held-out family. Older members write
short and often without Croatian letters ("fala", "ok", "sutra cu doc"), the young agronomist
writes at length about the olive fly, the president posts the same notice about signed delivery
slips again and again, the accountant pastes the week's delivery table (member, kg, quality),
the mill's schedule and the buyer's price list; someone forwards the DHMZ forecast with the
bura's km/h, pastes the scale's printout, or links Agroklub and the ministry's tender. Prices are
"0,85 €/kg" and "12,00 €/L", quantities "1.245 kg" and "320 L", times "u 7:30", dates
"15. listopada". Its facts are said the cooperative's way ("Upravni odbor je odlučio, boce za
ekstra djevičansko ulje: tamno staklo 0,5 L", "Ivana Radić vodi vagu ove sezone").
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "zadruga"
LANGUAGE = "hr"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 330

_MJ = ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna", "listopada", "studenoga", "prosinca"]
_DANI = ["u ponedjeljak", "u utorak", "u srijedu", "u četvrtak", "u petak", "u subotu"]
# Members as the chatter names them (never a fact's person).
_CLANOVI = ["barba Jure", "Frane", "teta Anka", "Stipe", "Marin", "Nives", "Duje", "Zdenka", "Ivo", "Tonći"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_TEME = [("novi mlin za ulje", ["Pieralisi od 500 kg na sat", "rabljeni Alfa Laval", "da ostanemo kod Bartulova mlina"]),
         ("zaštita od maslinine muhe", ["lovke s feromonima", "kaolinska glina", "Dentamet dvaput"]),
         ("boce za ekstra djevičansko ulje", ["tamno staklo 0,5 L", "limenke od 3 L", "Marasca boce 0,75 L"]),
         ("štand na sajmu u Splitu", ["dijelimo s vinarima iz Pučišća", "zaseban štand", "ove godine ne idemo"]),
         ("ime za novo ulje", ["Bračka zlatna", "Škrapa", "Vitrenjak"]),
         ("zajednička nabava gnojiva", ["preko Poljoopskrbe", "kod Ivankovića u Splitu", "svatko za sebe"]),
         ("mjesto godišnje skupštine", ["u Domu kulture", "u konobi kod Ante", "online preko Zooma"]),
         ("berba plavca", ["ručno kao i uvijek", "s kombajnom od susjedne zadruge", "pola ručno pola strojno"])]
_ODLUKE = ["Dogovoreno: {s} – {c}.", "Upravni odbor je odlučio, {s}: {c}", "ok onda {s} {c} i gotovo",
           "Glasali smo, {s} će biti {c} 👍", "{S}: {c}. Tko se ne slaže neka dođe na sastanak", "eto dogovorili smo za {s}, {c}"]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_BROJKE = [("Otkupna cijena maslina ove godine je {cij} €/kg", ("Otkupna cijena maslina", "{cij} €/kg")),
           ("Randman na zadnjoj mljevini bio je {ran} %", ("Randman na zadnjoj mljevini", "{ran} %")),
           ("Ukupno je predano {kg} kg grožđa, bravo svima 🍇", ("Ukupno je predano", "{kg} kg")),
           ("Članarina za iduću godinu je {cl} €", ("Članarina za iduću godinu", "{cl} €")),
           ("Subvencija iz ministarstva: {sub} € po hektaru", ("Subvencija iz ministarstva", "{sub} €")),
           ("u cisterni broj 3 ima {lit} litara ulja", ("cisterni broj 3", "{lit} litara")),
           ("Kiselost ulja iz prve mljevine je {kis} %, to je ekstra", ("Kiselost ulja iz prve mljevine", "{kis} %")),
           ("kupac iz Zagreba nam duguje još {dug} €", ("kupac iz Zagreba nam duguje", "{dug} €")),
           ("Na skladištu je ostalo {bo} boca ulja", ("Na skladištu je ostalo", "{bo} boca"))]
_DATUMI = [("Mlin počinje s radom {d}. {mj}", ("Mlin počinje s radom", "{d}. {mj}")),
           ("Berba u Docu kreće {dan}, {d}. {mj}", ("Berba u Docu", "{d}. {mj}")),
           ("Inspekcija iz Ministarstva dolazi {d}. {mj} u {ss}:{mm}", ("Inspekcija iz Ministarstva", "{d}. {mj}")),
           ("Sastanak upravnog odbora je {dan} u {ss}:{mm}", ("Sastanak upravnog odbora", "{ss}:{mm}")),
           ("Rok za prijavu na natječaj za opremu je {d}. {mj}", ("natječaj za opremu", "{d}. {mj}")),
           ("Edukacija o rezidbi {dan} u {ss}:{mm} u zadružnom domu", ("Edukacija o rezidbi", "{ss}:{mm}")),
           ("Degustacija za kupce iz Austrije je {d}. {mj} u {ss}:{mm}", ("Degustacija za kupce iz Austrije", "{d}. {mj}")),
           ("Isplata za predane masline ide {d}. {mj}", ("Isplata za predane masline", "{d}. {mj}"))]

_OSOBE = ["Ante Barbarić", "Marija Jelinčić", "Josip Kovačević", "Ivana Radić", "Nikola Vuković", "Katarina Marinović", "Tomislav Babić",
          "Dragica Perić", "Zoran Matić", "Petra Šimunović", "Luka Bilić", "Vesna Grgić", "Mate Ćurković", "Ljubica Tadić"]
_ULOGE = [("{p} je novi blagajnik zadruge", "novi blagajnik zadruge"),
          ("za ekološki certifikat zadužen je {p}", "ekološki certifikat"),
          ("{p} vodi vagu ove sezone", "vodi vagu ove sezone"),
          ("naša agronomica je {p}, sva pitanja o prskanju njoj", "naša agronomica"),
          ("{p} je predstavnik zadruge u udruzi maslinara", "udruzi maslinara"),
          ("novi predsjednik nadzornog odbora je {p}", "nadzornog odbora"),
          ("{p} ima ključeve od hladnjače, zovite njega/nju", "ključeve od hladnjače"),
          ("knjigovodstvo od sada radi {p}", "knjigovodstvo od sada")]
_POSLOVI = ["oprati cisterne prije nove berbe", "popraviti vagu broj 2", "poslati račune kupcu iz Rijeke", "naručiti nove gajbe za grožđe",
            "pokositi travu oko zadružnog doma", "zamijeniti filter na pumpi za ulje", "odnijeti uzorke ulja na analizu",
            "pripremiti papire za inspekciju", "obnoviti osiguranje traktora", "napisati zapisnik sa skupštine",
            "očistiti kanal iza skladišta", "kupiti nove etikete za boce"]
_TRAZI = ["Treba netko {a}, tko može?", "još nitko nije javio da će {a} 🙁", "Molim jednog dobrovoljca: {a}", "hitno!! {a}",
          "ljudi tko će {a}", "Na popisu obaveza stoji: {a}. Javite se"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_ISPRAVCI = [("IBAN zadruge za članarinu: {x}", "IBAN zadruge za članarinu: {y} (prvi je bio stari račun)", "IBAN zadruge", "iban"),
             ("Šifra za vrata hladnjače je {x}", "Šifra za vrata hladnjače je {y}", "Šifra za vrata hladnjače", "sifra"),
             ("Broj vozača kamiona: {x}", "Broj vozača kamiona: {y}, zovite tek iza 7", "Broj vozača kamiona", "tel"),
             ("Predaja za obitelj Jurić upisana je kao {x}", "Predaja za obitelj Jurić upisana je kao {y}", "obitelj Jurić", "kg"),
             ("Lozinka za e-Poljoprivredu je {x}", "Lozinka za e-Poljoprivredu je {y}", "Lozinka za e-Poljoprivredu", "lozinka"),
             ("Adresa skladišta za dostavu boca: {x}", "Adresa skladišta za dostavu boca: {y}", "Adresa skladišta", "adresa")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_PROMJENE = [("Kamion za otkup grožđa dolazi u {x}", ["Kamion za otkup grožđa ipak dolazi u {y}", "promjena, kamion za otkup grožđa stiže u {y}"],
              "Kamion za otkup grožđa", "sat"),
             ("Naš termin u mlinu je {x}", ["Promjena: naš termin u mlinu je {y}", "Bartul javlja da je naš termin u mlinu sada {y}"],
              "termin u mlinu", "termin"),
             ("Otkupljivač nudi {x} €/kg za plavac", ["otkupljivač je spustio na {y} €/kg za plavac", "novi dogovor, otkupljivač daje {y} €/kg za plavac"],
              "€/kg za plavac", "eur"),
             ("Prskanje je zakazano za {x}", ["zbog kiše prskanje je zakazano za {y}", "Prskanje je zakazano za {y}, bura je prejaka"],
              "Prskanje je zakazano", "dan"),
             ("Traktor je rezerviran za {x}", ["Traktor je rezerviran za {y}, zamijenili su se", "ispravak: traktor je rezerviran za {y}"],
              "Traktor je rezerviran", "obitelj"),
             ("Uzorci za analizu idu u {x}", ["Uzorci za analizu ipak idu u {y}", "laboratorij se promijenio, uzorci za analizu idu u {y}"],
              "Uzorci za analizu", "lab")]
_DANI_AKUZ = ["ponedjeljak", "utorak", "srijedu", "četvrtak", "petak", "subotu", "nedjelju"]
_OBITELJI = ["obitelj Škarpa", "obitelj Dragičević", "obitelj Lukšić", "obitelj Eterović", "obitelj Cvitanić", "obitelj Vlahović",
             "obitelj Marinković"]
_LABOVI = ["Institut za jadranske kulture u Splitu", "Zavod za javno zdravstvo u Zadru", "laboratorij u Poreču", "Agronomski fakultet u Zagrebu",
           "laboratorij Bioinstituta u Čakovcu", "privatni laboratorij u Kaštelima"]
_ULICE = ["Put mlina", "Ulica svetog Jurja", "Obala hrvatske mornarice", "Put Gažul", "Stari put", "Supetarska cesta"]

# The chatter.
_KRATKO = ["ok", "👍", "fala", "hvala", "može", "ajde", "evo me", "stižem", "bravo", "🫒", "🍇", "e", "ne mogu danas", "javit ću",
           "sutra", "nema problema", "😂", "aha", "super", "Bog", "laku noć", "jesi vidio?", "ništa od toga", "dobro jutro 🌞",
           "dobro jutro svima", "hvala puno", "ok ok", "👍👍", "🙏", "može može", "di si", "zovi me", "vidimo se", "tako je", "e nije",
           "fala lipa", "🍷", "čujemo se", "ajme", "nije loše"]
_SREDNJE = ["sutra cu doc oko 8 sa 400 kg", "ima li tko prikolicu za subotu", "bura je opet pokidala mreže", "jel radi vaga ili je opet stala",
            "{c} je donio masline pune lišća, ne može tako", "kod mene je muha na zapadnoj strani, ja ću prskat sam",
            "koliko ste vi ubrali jučer?", "mi smo 12 gajbi u 4 sata", "u Splitu je ulje po 15 € litra, a mi prodajemo za 11",
            "tko ide na trajekt u 6:30?", "molim vas ne bacajte gajbe ispred skladišta", "{c} kaže da će kiša u četvrtak",
            "ja bi prodao sve odjednom pa nek ide", "Nemojte zaboravit potpisat primku!", "cisterna 2 je puna", "mljevina je išla do 23 sata",
            "ima li netko broj od onog čovika s preše", "jel se zna išta za isplatu?", "ove godine je rod slabiji, 30 posto manje",
            "ulje je super, zeleno i ljuto 👌", "tko je ostavio svjetlo u skladištu", "{c} pita može li predat sutra iza podne",
            "traktor ima probušenu gumu", "jel netko vidio ključ od malog skladišta", "na Bolu je jučer palo 40 litara kiše",
            "u subotu ne radim, krštenje", "sin mi je donio dron da slikamo maslinik 😄", "koliko košta ona nova vaga?",
            "ja sam predao 850 kg, a na primki piše 805", "Hvala svima na pomoći danas!"]
_JADANJE = ["ja moram nešto reć", "četrdeset godina ja beren masline", "i nikad nije bilo ovako", "otkupljivač nas drži za budale",
            "cijena je ista ka prije pet godina a gnojivo je duplo", "sinovi mi neće više dolazit u berbu", "sve je na nama starima",
            "papiri, primke, e-Poljoprivreda, ne znan više ni šta potpisujen", "a mlin radi kad njemu paše",
            "lani smo čekali tri dana s maslinama u gajbama", "pa se pokvarile", "ne govorin protiv nikoga", "ali ovako se ne može",
            "oprostite ako je dugo"]
_OBAVIJEST = ("Poštovani članovi, podsjećam da se svaka predaja bilježi samo uz potpisanu primku. Bez primke nema isplate. "
              "Hvala na razumijevanju, Predsjednik zadruge")
_LINKOVI = ["https://www.agroklub.com/poljoprivredne-vijesti/{k}/ pročitajte ovo o cijenama ulja",
            "https://meteo.hr/prognoze.php?section=prognoze_model&param=aladin&grad=supetar bura sutra",
            "https://www.apprrr.hr/natjecaji/{k} novi natječaj, rok je kratak",
            "https://maps.app.goo.gl/{k} tu je novi mlin",
            "https://www.facebook.com/watch/?v={n} pogledajte kako ovi u Istri beru 😮",
            "https://www.youtube.com/watch?v={k} rezidba masline, dobar video"]
_BOT = ["Zabilježeno 👍", "Spremio sam.", "Ne mogu preslušati glasovnu poruku, možete li napisati?", "Nema na čemu!",
        "Podsjetit ću vas na vrijeme."]


def _bez_kvacica(text: str) -> str:
    """As the older members type it: no Croatian letters."""
    return text.translate(str.maketrans("čćžšđČĆŽŠĐ", "cczsdCCZSD"))


def _kod(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def _tisuce(n: int) -> str:
    return f"{n:,}".replace(",", ".")


class _Zadruga:
    """One chat's draws and the cooperative's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, tema=_TEME, brojka=_BROJKE, datum=_DATUMI, osoba=_OSOBE, uloga=_ULOGE, posao=_POSLOVI, ispravak=_ISPRAVCI,
                       promjena=_PROMJENE, dan=_DANI_AKUZ, obitelj=_OBITELJI, lab=_LABOVI)

    def _novi(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def vrijednost(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "iban":
            return p.unique(lambda: f"HR{r.randrange(10, 99)} 2402 0061 {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(1, 9)}")
        if kind == "sifra":
            return p.unique(lambda: str(r.randrange(1000, 9999)))
        if kind == "tel":
            return p.unique(lambda: f"09{r.choice(['1', '2', '5', '8'])} {r.randrange(100, 999)} {r.randrange(1000, 9999)}")
        if kind == "kg":
            return p.unique(lambda: f"{_tisuce(r.randrange(1100, 2999))} kg maslina")
        if kind == "lozinka":
            return p.unique(lambda: f"{r.choice(['Maslina', 'Plavac', 'Supetar', 'Vidova'])}{r.randrange(100, 999)}!")
        if kind == "adresa":
            return p.unique(lambda: f"{r.choice(_ULICE)} {r.randrange(10, 60)}, Supetar")
        if kind == "sat":
            return p.unique(lambda: f"{r.randrange(6, 15):02d}:{r.choice(['00', '15', '30', '45'])}")
        if kind == "termin":
            return p.unique(lambda: f"{r.choice(_DANI_AKUZ)} u {r.randrange(5, 23):02d}:00")
        if kind == "eur":
            return p.unique(lambda: f"{r.randrange(60, 140) / 100:.2f}".replace(".", ","))
        return p.take(kind)

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            tema = p.take("tema")
            if tema is None:
                return None
            c = r.choice(tema[1])
            return r.choice(_ODLUKE).format(s=tema[0], S=tema[0][0].upper() + tema[0][1:], c=c), (tema[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("brojka" if kind == "number" else "datum")
            if t is None:
                return None
            text, probe = t
            puni: dict[str, Callable[[], str]] = dict(
                cij=lambda: f"{self._novi('cij', 45, 160) / 100:.2f}".replace(".", ","),
                ran=lambda: f"{self._novi('ran', 110, 260) / 10:.1f}".replace(".", ","),
                kg=lambda: _tisuce(self._novi("kg", 40, 300) * 50), cl=lambda: str(self._novi("cl", 3, 30) * 5),
                sub=lambda: str(self._novi("sub", 12, 90) * 10), lit=lambda: _tisuce(self._novi("lit", 300, 4800)),
                kis=lambda: f"0,{self._novi('kis', 11, 79)}", dug=lambda: _tisuce(self._novi("dug", 800, 9900)),
                bo=lambda: str(self._novi("bo", 120, 1800)), d=lambda: str(self._novi("d", 1, 29)), mj=lambda: r.choice(_MJ[8:12]),
                dan=lambda: r.choice(_DANI), ss=lambda: f"{self._novi('ss', 7, 21):02d}", mm=lambda: r.choice(["00", "15", "30"]))
            slots = {k: f() for k, f in puni.items() if "{" + k + "}" in text}
            return text.format(**slots), tuple(x.format(**slots) for x in probe), None
        if kind == "who is who":
            tko, uloga = p.take("osoba"), p.take("uloga")
            return (uloga[0].format(p=tko), (tko, uloga[1]), None) if tko and uloga else None
        if kind == "open task":
            a = p.take("posao")
            return (r.choice(_TRAZI).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("ispravak" if kind == "corrected (edit)" else "promjena"), r, self.vrijednost)

    # -- chatter ----------------------------------------------------------------------------

    def predaja(self) -> str:
        r = self.rng
        redovi = ["Član | kg | kvaliteta | primka", "---|---|---|---"]
        for c in r.sample(["Jure B.", "Frane M.", "Anka Š.", "Stipe K.", "Marin L.", "Nives P.", "Duje T.", "Zdenka R.", "Ivo G.",
                           "Tonći V.", "Mile D."], r.randrange(4, 9)):
            redovi.append(f"{c} | {_tisuce(r.randrange(80, 2400))} | {r.choice(['I', 'I', 'II', 'II', 'III'])} | "
                          f"{r.choice(['✔', '✔', '✘'])}")
        return (r.choice(["Predaja maslina, tjedan " + str(r.randrange(40, 48)), "PREDANO DANAS", "stanje predaje do sada"]) + "\n"
                + "\n".join(redovi) + f"\nUkupno: {_tisuce(r.randrange(3000, 15000))} kg")

    def mlin(self) -> str:
        r = self.rng
        sat = r.randrange(5, 9)
        redovi = []
        for c in r.sample(_CLANOVI, r.randrange(3, 7)):
            redovi.append(f"{sat:02d}:00 – {c} ({r.randrange(3, 20) * 50} kg)")
            sat += r.randrange(1, 4)
        return f"Raspored u mlinu {r.choice(_DANI)}:\n" + "\n".join(redovi) + r.choice(["", "\nkasnite li javite", "\ndonesite svoje kante"])

    def prognoza(self) -> str:
        r = self.rng
        dani = ["pon", "uto", "sri", "čet", "pet", "sub", "ned"]
        s = r.randrange(7)
        redovi = [f"{dani[(s + i) % 7]}: {r.randrange(6, 24)}°C, {r.choice(['sunčano', 'oblačno', 'kiša', 'pljuskovi', 'vedro', 'magla'])}, "
                  f"{r.choice(['bura', 'jugo', 'maestral', 'tramontana'])} {r.randrange(10, 90)} km/h" for i in range(r.randrange(3, 6))]
        return "DHMZ prognoza za srednju Dalmaciju:\n" + "\n".join(redovi) + r.choice(["", "\nnema prskanja s ovom burom", "\n🌧🌧"])

    def cjenik(self) -> str:
        r = self.rng
        stavke = r.sample([("ekstra djevičansko ulje", "L"), ("djevičansko ulje", "L"), ("masline za ulje", "kg"), ("plavac mali", "kg"),
                           ("pošip", "kg"), ("stolne masline", "kg"), ("komina", "t")], r.randrange(3, 6))
        return ("Cjenik otkupljivača (proslijeđeno):\n" + "\n".join(f"- {s}: {r.randrange(30, 1600) / 100:.2f} €/{j}".replace(".", ",")
                                                                    for s, j in stavke) + "\ncijene bez PDV-a")

    def vaga(self) -> str:
        r = self.rng
        return (f"```\nVAGA {r.randrange(1, 3)}   {r.randrange(1, 29):02d}.{r.randrange(9, 12):02d}.2026  {r.randrange(6, 20):02d}:"
                f"{r.randrange(0, 60):02d}\nBRUTO  {r.randrange(500, 3000):>6} kg\nTARA   {r.randrange(40, 300):>6} kg\n"
                f"NETO   {r.randrange(400, 2800):>6} kg\nRBR {r.randrange(100, 999)}\n```" + r.choice(["", "\novo je krivo", "\njel to ok?"]))

    def jadanje(self) -> str:
        r = self.rng
        odabir = sorted(r.sample(range(len(_JADANJE)), r.randrange(5, len(_JADANJE))))
        return r.choice([" ", ", ", "\n"]).join(_JADANJE[i] for i in odabir)

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.30:
            return r.choice(_KRATKO), None
        if x < 0.52:
            text = r.choice(_SREDNJE).format(c=r.choice(_CLANOVI))
            if r.random() < 0.35:
                text = _bez_kvacica(text)
            return text, None
        if x < 0.56:
            return self.predaja(), None
        if x < 0.59:
            return self.mlin(), None
        if x < 0.63:
            return self.prognoza(), None
        if x < 0.66:
            return self.cjenik(), None
        if x < 0.69:
            return self.vaga(), None
        if x < 0.73:
            return self.jadanje(), None
        if x < 0.76:
            return _OBAVIJEST, None
        if x < 0.80:
            return r.choice(_LINKOVI).format(k=_kod(r, 11), n=r.randrange(10**14, 10**15)), None
        if x < 0.91:
            return r.choice(["", "", "maslinik danas", "vidi ovo", "muha 😡", "prva boca 🫒", "kiša"]), [
                {"kind": "photo", "name": f"viber_image_2026-{r.randrange(9, 12):02d}-{r.randrange(1, 29):02d}.jpg", "mime": "image/jpeg",
                 "bytes": r.randrange(80_000, 2_500_000)}]
        if x < 0.94:
            return "", [{"kind": "sticker", "name": "sticker.webp", "mime": "image/webp", "bytes": r.randrange(10_000, 70_000)}]
        return "", [{"kind": "voice", "mime": "audio/m4a", "bytes": r.randrange(8_000, 500_000), "ref": f"ptt-{_kod(r, 10)}"}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{text}\n\n{_OBAVIJEST}", f"{self.predaja()}\n\ni još: {text}", f"{self.jadanje()} a inače {text}",
                         f"Dobro jutro svima 🌞 {text}", f"{text}\n{self.prognoza()}", f"{r.choice(_SREDNJE).format(c=r.choice(_CLANOVI))}, {text}",
                         f"Obavijest članovima:\n1. {text}\n2. {r.choice(_SREDNJE).format(c=r.choice(_CLANOVI))}"])


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.07) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"zdr{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    z = _Zadruga(rng)
    people = [f"+3859{rng.randrange(10**7, 10**8)}" for _ in range(rng.randrange(6, 14))]  # Viber numbers
    voice = Voice(
        plant=z.plant,
        chatter=z.chatter,
        wrap=z.wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.05,
        # Early mornings in the grove and evenings at the mill; Sundays quiet.
        gap_s=lambda: rng.randrange(20, 1500) if rng.random() > 0.1 else rng.randrange(5 * 3600, 30 * 3600),
        supersede_after=(4, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
