"""The venekerho family: the members' WhatsApp group of a small sailing club in Helsinki, in Finnish.

Written for batch 5, after bryllup, newsroom and zadruga were measured (twice, with
extractive-v5) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The commodore and the board write in full sentences ("Hyvät
jäsenet"), the younger sailors in spoken Finnish without a full stop ("onks kukaan nähny mun
fendareita", "mä tuun"), and a member who has sailed there since 1974 writes long messages with
no punctuation at all. The harbour master posts the same reminder about the gate and the shore
power again and again; the boatyard pastes the crane's slot list (times, boats, lengths), the
race officer pastes the results from Sailwave, someone pastes the Finnish Meteorological
Institute's marine forecast in m/s or a few NMEA lines from a chart plotter, the national
association's bulletin arrives forwarded, and the berth list comes with ticks. Money is
"1 250 €" and "42 €/metri", times "klo 18.30" and "klo 9", dates "la 14.5." and "14.
toukokuuta", weekdays abbreviated ("ti", "la"). Its facts are said the club's way ("Kommodorin
päätös: laiturin valaistus = LED-pollarit ⛵", "Juniorivalmentajana jatkaa tänä kesänä Riikka
Laaksonen").
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "venekerho"
LANGUAGE = "fi"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 300

_KUUT = ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta", "syyskuuta",
         "lokakuuta", "marraskuuta", "joulukuuta"]
_VP = ["ma", "ti", "ke", "to", "pe", "la", "su"]
_VPL = ["maanantaina", "tiistaina", "keskiviikkona", "torstaina", "perjantaina", "lauantaina", "sunnuntaina"]
_VPT = ["maanantaisin", "tiistaisin", "keskiviikkoisin", "torstaisin", "perjantaisin"]
# Members as the chatter names them (never a fact's person).
_JASENET = ["Pertti", "Raimo", "Kaisa", "Jussi", "Leena", "Tiina", "Markku", "Olli", "Eevi", "Aarne"]
_VENEET = ["Aallotar", "Merituuli", "Kajo", "Ilmatar", "Vellamo", "Tuulikki", "Selma", "Ahti", "Kuutamo", "Nuppu", "Saga", "Kotka II"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_AIHEET = [("uusi kerhovene", ["J/70", "Nordic Folkboat", "käytetty H-vene"]),
           ("pikkujoulujen paikka", ["kerhotalo", "ravintola Saaristo", "Lonnan sauna"]),
           ("junioreille hankittavat jollat", ["Optimistit", "Zoom8-jollat", "Laser Pico"]),
           ("laiturin valaistus", ["aurinkopaneelilyhdyt", "LED-pollarit", "ei muutoksia tänä vuonna"]),
           ("syysregatan rata", ["Harmajan ympäri", "kolmiorata Lauttasaaren edustalla", "Pihlajasaaren kierros"]),
           ("telakkapaikkojen jako", ["arvonta", "jonotusjärjestys", "veneen pituuden mukaan"]),
           ("saunavuorojen varaus", ["Google-kalenteri", "paperilista saunan ovessa", "Nimenhuuto"]),
           ("pukuhuoneen lukitus", ["avainkortit", "koodilukko", "vanhat avaimet"])]
_PAATOKSET = ["Hallitus päätti eilen: {s} – {c}.", "no niin, {s} on sitten {c} 👍", "Äänestys ratkesi. {S}: {c}",
              "{S} päätetty, {c}. Kiitos kaikille kommenteista!", "sovittiin et {s} on {c}", "Kommodorin päätös: {s} = {c} ⛵"]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_LUVUT = [("Laituripaikkamaksu on tänä vuonna {e} € (sis. sähkön)", ("Laituripaikkamaksu", "{e} €")),
          ("Talvisäilytys maksaa ensi talvena {ts} €/metri", ("Talvisäilytys maksaa", "{ts} €/metri")),
          ("Nosturin vuokra kevään nostoista oli {t1} € + alv", ("Nosturin vuokra", "{t1} €")),
          ("Syysregattaan on ilmoittautunut jo {n} venettä ⛵", ("Syysregattaan on ilmoittautunut", "{n} venettä")),
          ("Satama-altaan syvyys mitattiin eilen, laiturin päässä {sy} m", ("Satama-altaan syvyys", "{sy} m")),
          ("Kerhon kassassa on tällä hetkellä {t2} €", ("Kerhon kassassa", "{t2} €")),
          ("uusi perämoottori kerhoveneeseen maksaa {t3} €", ("perämoottori kerhoveneeseen", "{t3} €")),
          ("Talkoisiin tarvitaan vähintään {hl} henkeä, muuten ei ehditä", ("Talkoisiin tarvitaan", "{hl} henkeä")),
          ("juniorileirillä kului bensaa {l} litraa", ("juniorileirillä kului bensaa", "{l} litraa")),
          ("Jäsenmaksu nousee ensi vuonna {jm} euroon", ("Jäsenmaksu nousee", "{jm} euroon"))]
_PAIVAT = [("Vesillelasku on {vp} {d}.{mk}. klo {hh} alkaen", ("Vesillelasku", "{d}.{mk}.")),
           ("Syyskokous pidetään {vpl} {d}.{ms}. klo {hh}.{mm} kerhotalolla", ("Syyskokous", "klo {hh}.{mm}")),
           ("Veneiden katsastus on {d}. {kkk}, varatkaa aika", ("Veneiden katsastus", "{d}. {kkk}")),
           ("Juniorileiri alkaa {vp} {d}.{mkes}. ja kestää viikon", ("Juniorileiri alkaa", "{d}.{mkes}.")),
           ("Kevättalkoot {vpl} klo {hh}.{mm}, kahvit ja pullat tarjolla ☕", ("Kevättalkoot", "klo {hh}.{mm}")),
           ("Pikkujoulut vietetään {d}. {kkj} klo {hh}", ("Pikkujoulut vietetään", "{d}. {kkj}")),
           ("Iltapurjehdukset alkavat {d}.{mk}., startti aina klo {hh}.{mm}", ("Iltapurjehdukset", "klo {hh}.{mm}")),
           ("Ilmoittautuminen syysregattaan päättyy {d}. {kks} klo 23.59", ("Ilmoittautuminen syysregattaan", "{d}. {kks}")),
           ("Telakan sähköt katkaistaan {vp} {d}.{ms}. klo {hh}", ("Telakan sähköt", "{d}.{ms}."))]

_HENKILOT = ["Tuomas Heikkinen", "Riikka Laaksonen", "Jarmo Salminen", "Elina Koskinen", "Matti Rantanen", "Hanna Lehtonen", "Ville Nieminen",
             "Satu Järvinen", "Kimmo Lindqvist", "Anu Mäkelä", "Petri Aaltonen", "Johanna Björklund", "Sami Hiltunen", "Marika Peltonen"]
_ROOLIT = [("{p} on kerhon uusi satamakapteeni", "uusi satamakapteeni"),
           ("Juniorivalmentajana jatkaa tänä kesänä {p}", "Juniorivalmentajana"),
           ("{p} hoitaa jatkossa kerhon kirjanpidon", "kerhon kirjanpidon"),
           ("Veneiden katsastajana toimii {p}", "Veneiden katsastajana"),
           ("telakkavastaava on nyt {p}, nostoasiat hänelle", "telakkavastaava"),
           ("Kilpailun ratamestari on {p}", "ratamestari"),
           ("saunatoimikuntaa vetää {p} 🔥", "saunatoimikuntaa vetää"),
           ("Hallituksen uusi sihteeri on {p}", "uusi sihteeri")]
_TEHTAVAT = ["maalata kerhotalon terassi", "vaihtaa B-laiturin rikkinäinen kansilankku", "tilata uudet poijut", "viedä vanhat akut kierrätykseen",
             "siivota purjevarasto", "hakea kahvinkeitin huollosta", "päivittää jäsenrekisteri", "korjata slipin vinssi",
             "tilata polttopuut saunalle", "kirjoittaa kilpailukutsu", "tarkistaa sammuttimet kerhotalolla", "pestä kerhoveneen pohja"]
_PYYNNOT = ["Kuka ehtisi {a} ennen juhannusta?", "tarvitaan vapaaehtoinen: {a} 🙏", "onks kukaan vielä luvannu {a}",
            "Hallituksen listalta puuttuu vielä tekijä: {a}. Kuka ottaa?", "voisko joku {a}? mulla ei oo aikaa",
            "Muistakaa, että kukaan ei ole vielä luvannut {a}!"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_KORJAUKSET = [("Sataman portin koodi on {x}", "Sataman portin koodi on {y}", "Sataman portin koodi", "koodi"),
               ("Kerhon tilinumero: {x}", "Kerhon tilinumero: {y} (edellinen oli vanha tili)", "Kerhon tilinumero", "iban"),
               ("Saunan wifi-salasana: {x}", "Saunan wifi-salasana: {y}", "Saunan wifi-salasana", "sala"),
               ("Nosturikuskin numero on {x}", "Nosturikuskin numero on {y}, soittakaa vasta kahdeksan jälkeen", "Nosturikuskin numero", "puh"),
               ("Tilisiirron viitenumero jäsenmaksuun: {x}", "Tilisiirron viitenumero jäsenmaksuun: {y}", "Tilisiirron viitenumero", "viite"),
               ("Talkoiden ilmoittautumislomake: {x}", "Talkoiden ilmoittautumislomake: {y}", "Talkoiden ilmoittautumislomake", "link")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_MUUTOKSET = [("Nosturi tulee lauantaina {x}", ["Nosturi tuleekin vasta {y}", "muutos: nosturi tulee {y}, kuski sairastui"], "Nosturi tulee", "klo"),
              ("Juniorien harjoitukset ovat {x}", ["Juniorien harjoitukset siirtyvät, uusi aika {y}", "huom! juniorien harjoitukset ovat nyt {y}"],
               "Juniorien harjoitukset", "vkl"),
              ("Kerhotalon vuokra juhlakäyttöön on {x}/vrk", ["Hallitus muutti hintaa: kerhotalon vuokra juhlakäyttöön on nyt {y}/vrk",
                                                              "korjaan, kerhotalon vuokra juhlakäyttöön {y}/vrk"],
               "Kerhotalon vuokra juhlakäyttöön", "eur"),
              ("Vierasvenepaikkoja on vapaana {x}", ["Vierasvenepaikkoja on vapaana enää {y}", "päivitys: vierasvenepaikkoja on vapaana {y}"],
               "Vierasvenepaikkoja", "kpl"),
              ("Kerhoveneen seuraava vuoro: {x}", ["Kerhoveneen seuraava vuoro vaihtui, nyt {y}", "sori, kerhoveneen seuraava vuoro onkin {y}"],
               "Kerhoveneen seuraava vuoro", "pvm"),
              ("Sähkön hinta laiturilla on {x}/kWh", ["Sähkön hinta laiturilla nousee: {y}/kWh", "korjaus, sähkön hinta laiturilla on {y}/kWh"],
               "Sähkön hinta laiturilla", "snt")]
_KADUT = ["Vattuniemenranta", "Melkonkatu", "Lauttasaarentie", "Särkiniementie", "Ruukinlahdentie", "Hietasaarenkuja"]

# The chatter.
_LYHYET = ["👍", "kiitti", "kiitos!", "joo", "jep", "ok", "okei", "mä tuun", "en pääse", "🙏", "⛵", "moi", "kiva", "hyvä", "nähdään",
           "jees", "toki", "voi ei", "😂", "hienoa!", "Kiitos!", "👌", "no niin", "tosi hyvä", "jaa", "ahaa", "oho", "🌊", "⚓", "mahtavaa",
           "Hyvää tuulta ⛵", "samaa mieltä", "sopii", "no ei", "hmm", "✅", "kiitti tiedosta", "juu", "jepjep", "selvä", "totta", "👏",
           "😅", "huomenta!", "⛵⛵⛵", "mä en ehdi", "🥶"]
_KESKI = ["onks kukaan nähny mun fendareita, jäi laiturille", "mä voin tuoda kahvit lauantaina", "pitäiskö se pukuhuoneen ovi vihdoin korjata",
          "huomenna ois hyvä tuuli, lähteekö joku", "Meillä on vielä kaksi paikkaa veneessä sunnuntaiksi.", "kuka jätti sen vesiletkun auki",
          "{j} kysyy saako koiran tuoda kerhotalolle", "mun moottori ei taaskaan käynnistyny 🙄", "Harmajan luona oli eilen tosi kova aallokko",
          "kävin pesemässä kannen, näyttää taas veneeltä", "onko kellään ylimääräistä 12 mm köyttä", "sauna on lämmin seiskalta jos joku haluaa",
          "Miten ne uudet jäsenet pääsee portista sisään?", "mä oon vasta seittemältä satamassa", "Onnea uudesta veneestä {j}! 🎉",
          "joku oli ajanu mun paikalle, B14", "ei oo vielä jäitä mutta kohta", "ostin uuden tuulimittarin, 89 € tarjouksesta",
          "Kahvit keitetty kerholla ☕", "Suomenlinnan edustalla oli tänään aika paljon laivaliikennettä", "olipa hieno ilta, peilityyntä koko matkan",
          "kuka ottaa yhteyttä kaupunkiin siitä irronneesta poijusta", "mulla on lainata yks pelastusliivi lapselle",
          "muistaako joku sen tarvikeliikkeen nimen Espoossa", "tänään en ehdi, huomenna sitten", "{j} lupas tuoda grillin",
          "Laskin vähän: meidän veneellä ajettiin tänä kesänä 640 mailia!", "onks tää kerhotalon ovi aina ollu noin jäykkä", "sataako siellä?",
          "mä en oo ikinä nähny noin matalaa vettä täällä", "{j} sanoo että kettingit pitää tarkistaa ennen syysmyrskyjä",
          "Löysin laiturilta sinisen pipon, se on nyt kerhotalon naulakossa.", "onks jollakin avain siihen työkaluvarastoon",
          "me lähdetään Porvooseen perjantaina jos sää sallii", "ihan älytön sumu tänä aamuna", "mä tuun vasta illalla, töitä"]
_KYSYVAT = {"kuka", "miten", "muistaako", "onko", "onks", "pitäiskö", "sataako", "mikä"}
_VANHA = ["no niin nuoret", "mä purjehdin tässä kerhossa jo vuonna 1974", "silloin ei ollut mitään puhelimia eikä sääsovelluksia",
          "katsottiin taivaalle ja lähdettiin", "ja kyllä me aina kotiin päästiin", "paitsi kerran kun jäätiin Porkkalaan kolmeksi päiväksi",
          "mutta se on eri juttu", "sanon vaan että turhaan te stressaatte niitä tuulia", "ja se vanha nosturi oli parempi kuin tää uus",
          "mutta kukaan ei kuuntele vanhaa miestä", "terveisiä vaimolta", "nähdään laiturilla"]
_MUISTUTUS = ("MUISTUTUS ⚓ Portti kiinni ja lukkoon aina, myös päivällä. Sähköjohto irti tolpasta kun lähdet vesille. "
              "Roskat jätekatokseen, ei laiturille. – Satamakapteeni")
_TERVEHDYS = "Moikka kaikki!"
_LINKIT = ["https://www.ilmatieteenlaitos.fi/paikallissaa/helsinki/harmaja huomiseksi puuskia", "https://forms.gle/{k} kysely kesän retkistä",
           "https://www.sailwave.com/results/kajava/{k}.htm viikkokisan tulokset", "https://www.tori.fi/uusimaa/veneet/{k} myydään vanha optari",
           "https://www.marinetraffic.com/fi/ais/home/centerx:24.9/centery:60.1/zoom:12 katsokaa tota rahtilaivaa",
           "https://www.youtube.com/watch?v={k} hyvä video gennakerin nostosta", "https://www.facebook.com/groups/kajava/posts/{n}/ kuvia eiliseltä"]
_BOT = ["Kirjattu ✍️", "Tallensin tämän.", "En valitettavasti kuuntele ääniviestejä, voisitko kirjoittaa?", "Ole hyvä!", "Muistutan ajoissa."]


def _koodi(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def _euro(n: int) -> str:
    return f"{n:,}".replace(",", " ")


class _Venekerho:
    """One chat's draws and the club's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, aihe=_AIHEET, luku=_LUVUT, paiva=_PAIVAT, henkilo=_HENKILOT, rooli=_ROOLIT, tehtava=_TEHTAVAT,
                       korjaus=_KORJAUKSET, muutos=_MUUTOKSET)

    def _uusi(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def arvo(self, kind: str) -> str | None:
        r, p = self.rng, self.p
        if kind == "koodi":
            return p.unique(lambda: f"{r.randrange(1000, 9999)}")
        if kind == "iban":
            return p.unique(lambda: f"FI{r.randrange(10, 99)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} "
                                    f"{r.randrange(10, 99)}")
        if kind == "sala":
            return p.unique(lambda: f"{r.choice(['Purje', 'Kajava', 'Majakka', 'Luoto'])}{r.randrange(100, 999)}{r.choice('!?#')}")
        if kind == "puh":
            return p.unique(lambda: f"04{r.choice('0456')} {r.randrange(100, 999)} {r.randrange(1000, 9999)}")
        if kind == "viite":
            return p.unique(lambda: f"{r.randrange(10, 99)} {r.randrange(10000, 99999)} {r.randrange(10000, 99999)}")
        if kind == "link":
            return p.unique(lambda: f"https://kajava.nimenhuuto.com/events/{r.randrange(10**6, 10**7)}")
        if kind == "klo":
            return p.unique(lambda: f"klo {r.randrange(6, 15)}.{r.choice(['00', '15', '30', '45'])}")
        if kind == "vkl":
            return p.unique(lambda: f"{r.choice(_VPT)} klo {r.randrange(16, 19)}.{r.choice(['00', '30'])}")
        if kind == "eur":
            return p.unique(lambda: f"{r.randrange(20, 80) * 5} €")
        if kind == "kpl":
            return p.unique(lambda: f"{r.randrange(10, 40)} kpl")
        if kind == "pvm":
            return p.unique(lambda: f"{r.choice(_VP)} {r.randrange(1, 29)}.{r.randrange(5, 10)}.")
        if kind == "snt":
            return p.unique(lambda: f"{r.randrange(10, 40)},{r.randrange(0, 10)} snt")
        return None

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            aihe = p.take("aihe")
            if aihe is None:
                return None
            c = r.choice(aihe[1])
            return r.choice(_PAATOKSET).format(s=aihe[0], S=aihe[0][0].upper() + aihe[0][1:], c=c), (aihe[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("luku" if kind == "number" else "paiva")
            if t is None:
                return None
            text, probe = t
            tayte: dict[str, Callable[[], str]] = {
                "e": lambda: str(self._uusi("e", 24, 90) * 5), "ts": lambda: str(self._uusi("ts", 25, 70)),
                "t1": lambda: _euro(self._uusi("t", 12, 95) * 50), "t2": lambda: _euro(self._uusi("t", 12, 95) * 50 + 1000 * r.randrange(3, 9)),
                "t3": lambda: _euro(self._uusi("t", 12, 95) * 50), "n": lambda: str(self._uusi("n", 12, 60)),
                "sy": lambda: f"{self._uusi('sy', 18, 46) / 10:.1f}".replace(".", ","), "hl": lambda: str(self._uusi("hl", 8, 30)),
                "l": lambda: str(self._uusi("l", 40, 300)), "jm": lambda: str(self._uusi("jm", 40, 95)),
                "vp": lambda: r.choice(_VP), "vpl": lambda: r.choice(_VPL), "d": lambda: str(self._uusi("d", 1, 29)),
                # Months by season: spring launch, summer camp, autumn meeting and haul-out, Christmas party.
                "mk": lambda: str(r.randrange(4, 6)), "mkes": lambda: str(r.randrange(6, 9)), "ms": lambda: str(r.randrange(9, 12)),
                "kkk": lambda: r.choice(_KUUT[4:6]), "kks": lambda: r.choice(_KUUT[7:9]), "kkj": lambda: r.choice(_KUUT[10:12]),
                "hh": lambda: str(self._uusi("hh", 8, 21)), "mm": lambda: r.choice(["00", "15", "30", "45"])}
            slots = {k: f() for k, f in tayte.items() if "{" + k + "}" in text}
            return text.format(**slots), tuple(x.format(**slots) for x in probe), None
        if kind == "who is who":
            kuka, rooli = p.take("henkilo"), p.take("rooli")
            return (rooli[0].format(p=kuka), (kuka, rooli[1]), None) if kuka and rooli else None
        if kind == "open task":
            a = p.take("tehtava")
            return (r.choice(_PYYNNOT).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("korjaus" if kind == "corrected (edit)" else "muutos"), r, self.arvo)

    # -- chatter ----------------------------------------------------------------------------

    def nosturi(self) -> str:
        r = self.rng
        h, m = r.randrange(7, 9), 0
        rivit = []
        for vene in r.sample(_VENEET, r.randrange(4, 9)):
            pituus = f"{r.randrange(60, 120) / 10:.1f}".replace(".", ",")
            rivit.append(f"{h:02d}.{m:02d}  s/y {vene:<9} {pituus} m  ({r.choice(_JASENET)})")
            m += r.choice([20, 30, 40])
            h, m = h + m // 60, m % 60
        return (f"Nosturivuorot {r.choice(_VP)} {r.randrange(1, 29)}.{r.randrange(4, 11)}.\n" + "\n".join(rivit)
                + r.choice(["", "\nOlkaa paikalla 15 min ennen omaa vuoroa!", "\npukit valmiiksi, kiitos"]))

    def tulokset(self) -> str:
        r = self.rng
        veneet = r.sample(_VENEET, r.randrange(4, 8))
        rivit = ["Sija  Vene        Kippari   LYS    Tasoitettu"]
        for i, vene in enumerate(veneet):
            rivit.append(f"{i + 1:<5} {vene:<11} {r.choice(_JASENET):<9} {r.randrange(95, 125) / 100:.2f}   "
                         f"{r.randrange(1, 3)}:{r.randrange(0, 60):02d}:{r.randrange(0, 60):02d}")
        return (r.choice(["Viikkokisa tulokset", "Tulokset tältä illalta", "TULOKSET (alustavat)"]) + "\n```\n" + "\n".join(rivit) + "\n```"
                + r.choice(["", "\nonnea voittajalle 🏆", "\nDNF: 1"]))

    def saa(self) -> str:
        r = self.rng
        suunnat = ["Lounas", "Länsi", "Luode", "Etelä", "Kaakko", "Pohjoinen", "Itä"]
        aalto = f"{r.randrange(3, 15) / 10:.1f}".replace(".", ",")
        return ("Merisää, Suomenlahti (Ilmatieteen laitos):\n"
                f"{r.choice(suunnat)} {r.randrange(3, 9)}–{r.randrange(9, 14)} m/s, iltapäivällä {r.randrange(6, 12)}–{r.randrange(12, 17)} m/s. "
                f"{r.choice(['Näkyvyys hyvä.', 'Paikoin sadekuuroja.', 'Aamulla sumua.', 'Poutaa.'])} Aallonkorkeus {aalto} m."
                + r.choice(["", "\n\nei tänään jollilla", "\nhyvä keli 🌬️"]))

    def nmea(self) -> str:
        r = self.rng
        h, mi = r.randrange(10, 19), r.randrange(0, 50)
        rivit = []
        for i in range(r.randrange(3, 6)):
            rivit.append(f"$GPRMC,{h:02d}{mi + i:02d}{r.randrange(0, 60):02d},A,60{r.randrange(5, 12):02d}.{r.randrange(1000, 9999)},N,"
                         f"024{r.randrange(40, 59)}.{r.randrange(1000, 9999)},E,{r.randrange(30, 85) / 10:.1f},{r.randrange(0, 360):03d}.0,"
                         f"{r.randrange(1, 29):02d}0{r.randrange(5, 9)}27,,,A*{r.randrange(16, 255):02X}")
        return (r.choice(["plotterin loki eiliseltä, katsokaa tota nopeutta 😅", "tää tuli mun navista, onks GPS rikki?", "nmea-dataa jos joku osaa lukea"])
                + "\n```\n" + "\n".join(rivit) + "\n```")

    def laiturit(self) -> str:
        r = self.rng
        rivit = [f"B{i} {r.choice(_VENEET)} {r.choice(['✅', '✅', '❌ maksamatta', 'vapaa', '✅'])}" for i in r.sample(range(1, 30), r.randrange(5, 10))]
        return "B-laituri, tilanne:\n" + "\n".join(sorted(rivit, key=lambda s: int(s.split()[0][1:])))

    def liitto(self) -> str:
        r = self.rng
        return ("Välitetty\nSuomen Purjehdus ja Veneily ry – seurakirje\nHyvät seurat, muistuttakaa jäseniänne kauden turvallisuusohjeista. "
                f"Ensiapukursseja järjestetään {r.randrange(3, 9)} paikkakunnalla, ilmoittautumiset {r.randrange(1, 29)}.{r.randrange(2, 5)}. mennessä. "
                f"Seurojen jäsenmaksut liitolle erääntyvät {r.randrange(1, 29)}.{r.randrange(3, 6)}. Lisätietoja: www.spv.fi")

    def vanha(self) -> str:
        r = self.rng
        valitut = sorted(r.sample(range(len(_VANHA)), r.randrange(5, len(_VANHA))))
        return " ".join(_VANHA[i] for i in valitut)

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.31:
            return r.choice(_LYHYET), None
        if x < 0.54:
            text = r.choice(_KESKI).format(j=r.choice(_JASENET))
            if r.random() < 0.3 and text[-1].isalnum():  # the board's members punctuate
                kysymys = text.split()[0].lower() in _KYSYVAT or text.split()[0].endswith(("kö", "ko", "ks"))
                text = text[0].upper() + text[1:] + ("?" if kysymys else r.choice([".", "!", " 😄"]))
            return text, None
        if x < 0.57:
            return self.nosturi(), None
        if x < 0.595:
            return self.tulokset(), None
        if x < 0.63:
            return self.saa(), None
        if x < 0.65:
            return self.nmea(), None
        if x < 0.67:
            return self.laiturit(), None
        if x < 0.685:
            return self.liitto(), None
        if x < 0.72:
            return self.vanha(), None
        if x < 0.75:
            return _MUISTUTUS, None
        if x < 0.79:
            return r.choice(_LINKIT).format(k=_koodi(r, 12), n=r.randrange(10**15, 10**16)), None
        if x < 0.80:
            return f"{_TERVEHDYS} {r.choice(_KESKI).format(j=r.choice(_JASENET))}", None
        if x < 0.90:
            return r.choice(["", "", "aamu satamassa", "katsokaa tätä", "uusi purje!!", "🌅", "jäät lähti"]), [
                {"kind": "photo", "name": f"IMG-2027{r.randrange(4, 11):02d}{r.randrange(1, 29):02d}-WA{r.randrange(0, 200):04d}.jpg",
                 "mime": "image/jpeg", "bytes": r.randrange(90_000, 3_000_000)}]
        if x < 0.92:
            return "esityslista", [{"kind": "document", "name": "Kajava_kokous_esityslista.pdf", "mime": "application/pdf",
                                    "bytes": r.randrange(40_000, 400_000)}]
        if x < 0.95:
            return "", [{"kind": "sticker", "name": "sticker.webp", "mime": "image/webp", "bytes": r.randrange(9_000, 60_000)}]
        return "", [{"kind": "voice", "name": f"PTT-2027{r.randrange(4, 11):02d}{r.randrange(1, 29):02d}-WA0001.opus", "mime": "audio/ogg",
                     "bytes": r.randrange(6_000, 450_000)}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_TERVEHDYS} {text}", f"{text}\n\n{_MUISTUTUS}", f"{self.vanha()} ja joo {text}",
                         f"Hallituksen terveiset:\n• {text}\n• {r.choice(_KESKI).format(j=r.choice(_JASENET))}", f"{text} 👍",
                         f"{self.saa()}\n\nps. {text}", f"{text}\nHyvää tuulta ⛵", f"{self.nosturi()}\n\nJa vielä: {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.075) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"vkh{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    v = _Venekerho(rng)
    people = [f"+35840{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(7, 15))]  # WhatsApp numbers
    voice = Voice(
        plant=v.plant,
        chatter=v.chatter,
        wrap=v.wrap,
        wrap_share=0.28,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.04,
        # Evenings and weekends at the harbour; long silences mid-week.
        gap_s=lambda: rng.randrange(30, 2400) if rng.random() > 0.1 else rng.randrange(8 * 3600, 72 * 3600),
        supersede_after=(5, 45),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
