"""The bitininkai family: the Messenger group of a district beekeepers' association in the Šventoji valley near Anykščiai, in Lithuanian.

Written for batch 8, after kajak, taverna and sklad (batch 7) were measured once (with
extractive-v7) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The association's members keep from three hives to two hundred;
they share an extractor (medsukis), buy sugar and jars together, treat varroa in the autumn and
sell at the honey fair. The chairman writes formal letters that open with "Gerbiami draugijos
nariai," and are signed "Algirdas Mockus, draugijos pirmininkas"; an old beekeeper writes from a
push-button phone in capitals without Lithuanian letters ("SVEIKI VISI. SIANDIEN ISSUKAU 3
AVILIUS"); a newcomer asks questions with emoji ("labukas 😊 klausimas nuo naujokės"); Aldona,
who sells at the market, writes one long message with "!!" between its parts; the others write
lower case, often without a full stop. The same reminder about farmers' spraying notices and
registering the apiary with VMVT comes again and again, and "Labas rytas, bitininkai! 🐝" opens
many a message. Pasted into the chat: the scale hive's log (date, weight, change, temperature),
the week's harvest (member, kg, kind of honey), LHMT's forecast, a farmer's spraying notice
forwarded, the varroa mite count after a treatment, the jar order, a laboratory's honey report;
links to VMVT, meteo.lt, Facebook groups, YouTube, LRT, Google Maps and a classifieds site;
photos of frames and swarms, videos, voice clips. Money is "12 €", "6,50 €", "3,40 €/kg",
"45 Eur" and "1 500 €", times "18 val.", "nuo 9 val.", "21:30" and "pusę septynių", dates
"birželio 14 d.", "rugsėjo 27-ąją", "06-14" and "šeštadienį".
Its facts are said the association's way ("Valdyba nutarė: bendras medsukis – perkamas iš
draugijos lėšų.", "Medsukį saugo ir išduoda Darius Butkus").
"""

from __future__ import annotations

import random

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "bitininkai"
LANGUAGE = "lt"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 420

_MEN = ["balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo", "spalio"]  # the season, in the genitive
_DV = ["pirmadienį", "antradienį", "trečiadienį", "ketvirtadienį", "penktadienį", "šeštadienį", "sekmadienį"]
# Beekeepers as the chatter names them (never a fact's person).
_VARDAI = ["Jonas", "Ona", "Petras", "Aldona", "Rimas", "Birutė", "Gintaras", "Zita", "Vidas", "Inga", "Kazys"]
_VALANDOS = ["šeštą", "septintą", "aštuntą", "pusę šešių", "pusę septynių", "pusę aštuonių"]  # when the meeting starts
_RUSYS = ["liepų", "rapsų", "grikių", "pievų", "viržių", "akacijų"]

_FAKTAI = Wording(
    topics=[("medaus mugė Anykščiuose", ["vyks kaip visada prie bažnyčios", "šiemet perkeliama į rudenį", "dalyvaujame su bendru draugijos stendu"]),
            ("bendras medsukis", ["perkamas iš draugijos lėšų", "nuomojamas nariams už simbolinę kainą", "lieka sandėlyje prie mokyklos"]),
            ("rudeninis varozės gydymas", ["oksalo rūgštimi, visi tą pačią savaitę", "juostelėmis su amitrazu", "kiekvienas savarankiškai"]),
            ("motinėlių užsakymas", ["iš Buckfast veisėjo Latvijoje", "iš vietinio karnikų veislyno", "atidedamas kitiems metams"]),
            ("nario mokestis", ["lieka toks pat", "didinamas dėl draudimo", "mokamas grynais susirinkime"]),
            ("išvyka į Lenkijos bitininkystės parodą", ["vyksta išsinuomotu autobusu", "atšaukiama", "tik valdybos nariams"]),
            ("medaus etiketės", ["bendros su draugijos logotipu", "kiekvienas daro savo", "spausdinamos Utenoje"]),
            ("cukraus pirkimas žiemai", ["bendru užsakymu iš Kėdainių", "kiekvienas perka pats", "per ūkininkų kooperatyvą"])],
    decided=["Valdyba nutarė: {s} – {c}.", "Susitarėm, {s}: {c} 🐝", "balsavimas baigtas, {s}: {c}", "Taigi {s} – {c}. Ačiū visiems už nuomones!",
             "po susirinkimo aišku, {s}: {c}", "NUTARTA! {S}: {c}"],
    numbers=[("Šiandien išsukau {kg} kg liepų medaus 🍯", ("liepų medaus", "{kg} kg")),
             ("Supirkėjas už rapsų medų moka po {kaina} € už kilogramą", ("rapsų medų", "{kaina} € už kilogramą")),
             ("Svarstyklinis avilys per parą priaugo {pr} kg", ("Svarstyklinis avilys", "{pr} kg")),
             ("Draugijoje dabar yra {nariai} narių", ("Draugijoje dabar yra", "{nariai} narių")),
             ("Rajono savivaldybė skyrė {eur} € bitininkystei remti!!", ("savivaldybė skyrė", "{eur} €")),
             ("Žiemoti paliekam {sei} bičių šeimų", ("Žiemoti paliekam", "{sei} bičių šeimų")),
             ("cukraus maišas (50 kg) dabar kainuoja {eur2} €", ("cukraus maišas", "{eur2} €")),
             ("Medaus drėgnumas – {proc} %, galima sukti", ("Medaus drėgnumas", "{proc} %")),
             ("Šiemet sugavau {sp} spiečių 😅", ("Šiemet sugavau", "{sp} spiečių")),
             ("Mugėje pardavėm {st} stiklainių medaus", ("Mugėje pardavėm", "{st} stiklainių"))],
    dates=[("Visuotinis susirinkimas – {men} {d} d. {h} val. kultūros namuose", ("Visuotinis susirinkimas", "{men} {d} d.")),
           ("Oksalo rūgšties apdorojimas – {dv} nuo {h} val.", ("Oksalo rūgšties apdorojimas", "nuo {h} val.")),
           ("Paraiškas paramai priimam iki {men} {d} d.", ("Paraiškas paramai", "{men} {d} d.")),
           ("ūkininkas Petraitis purkš rapsus {dv} {h}:{mi}, uždarykit bites", ("purkš rapsus", "{h}:{mi}")),
           ("Seminaras apie motinėlių auginimą vyks {men} {d} d.", ("motinėlių auginimą", "{men} {d} d.")),
           ("Medsukį galima pasiimti {dv} po {h} val.", ("Medsukį galima pasiimti", "po {h} val.")),
           ("VMVT patikrinimas bityne – {mm}-{dd} {h}:{mi}", ("VMVT patikrinimas", "{mm}-{dd}")),
           ("Ekskursija pas bitininką Dzūkijoje – {men} {d} d., išvykstam {h}.{mi}", ("Ekskursija pas bitininką", "{men} {d} d.")),
           ("Pavasarinė bičių apžiūra – {dv}, pradedam {h}:{mi}", ("Pavasarinė bičių apžiūra", "{h}:{mi}"))],
    people=["Rasa Kazlauskienė", "Vytautas Petrauskas", "Daiva Jankauskienė", "Tomas Stankevičius", "Laima Žukauskienė", "Darius Butkus",
            "Giedrė Paulauskienė", "Mindaugas Urbonas", "Asta Kavaliauskienė", "Saulius Navickas", "Vilma Rimkienė", "Arūnas Vasiliauskas",
            "Jurgita Balčiūnienė", "Kęstutis Ramanauskas"],
    roles=[("Draugijos kasą dabar tvarko {p}", "Draugijos kasą dabar tvarko"), ("Medsukį saugo ir išduoda {p}", "Medsukį saugo"),
           ("Ryšius su VMVT palaiko {p}", "Ryšius su VMVT"), ("{p} koordinuos bendrą cukraus užsakymą", "bendrą cukraus užsakymą"),
           ("Motinėlių užsakymus renka {p}", "Motinėlių užsakymus renka"), ("mugės stendą organizuoja {p}", "mugės stendą"),
           ("Draugijos Facebook puslapį administruoja {p} 📸", "Facebook puslapį"), ("Naujokus konsultuoja {p}, drąsiai skambinkit", "Naujokus konsultuoja"),
           ("Varozės tyrimus atlieka {p}", "Varozės tyrimus")],
    tasks=["nuvežti medaus mėginius į laboratoriją", "atspausdinti naujas etiketes", "sutaisyti medsukio dangtį", "pranešti ūkininkams apie bitynų vietas",
           "nupirkti stiklainių mugei", "surinkti nario mokestį iš naujų narių", "užpildyti paraišką paramai gauti", "parvežti vaško plokštes iš Utenos",
           "išplauti bendrą sietą ir kibirus", "sudaryti bitynų žemėlapį", "parašyti straipsnį į rajono laikraštį", "paimti palapinę mugei iš seniūnijos"],
    asked=["Kas galėtų {a}? 🙏", "Ar kas nors gali {a} iki penktadienio?", "reikia kam nors {a}, as nespesiu", "vis dar niekas neapsiėmė {a}!!",
           "Prašau pagalbos: reikia {a}.", "gal kas turit laiko {a}?"],
    edits=[("Draugijos sąskaita nario mokesčiui: {x}", "Draugijos sąskaita nario mokesčiui: {y} (suklydau vienu skaičiumi)", "Draugijos sąskaita", "iban"),
           ("Sandėlio spynos kodas: {x}", "Sandėlio spynos kodas: {y}", "Sandėlio spynos kodas", "kodas"),
           ("Veterinarės telefonas {x}", "Veterinarės telefonas {y}, geriau rašykit SMS", "Veterinarės telefonas", "tel"),
           ("Registracija į mugę: {x}", "Registracija į mugę: {y}", "Registracija į mugę", "link"),
           ("bendro stiklainių užsakymo numeris {x}", "bendro stiklainių užsakymo numeris {y}", "stiklainių užsakymo numeris", "uzs"),
           ("Bityno registracijos numeris VMVT sistemoje: {x}", "Bityno registracijos numeris VMVT sistemoje: {y}", "Bityno registracijos numeris", "reg")],
    changes=[("Susirinkimas ketvirtadienį prasideda {x}", ["Susirinkimas ketvirtadienį prasidės {y}, ne anksčiau", "pakeitimas: susirinkimas ketvirtadienį {y}"],
              "Susirinkimas ketvirtadienį", "val"),
             ("Medaus supirkimo kaina – {x}", ["Medaus supirkimo kaina pakilo iki {y}", "nauja medaus supirkimo kaina: {y}"], "Medaus supirkimo kaina", "kaina"),
             ("Medsukio nuoma – {x} parai", ["Medsukio nuoma nuo šiol {y} parai", "valdyba pakeitė: medsukio nuoma {y} parai"], "Medsukio nuoma", "eur"),
             ("Išvykstam į mugę {x} nuo kultūros namų", ["Išvykstam į mugę ne anksčiau kaip {y}", "DĖMESIO, išvykstam į mugę {y}"], "Išvykstam į mugę", "ryto"),
             ("Cukrų dalinsim {x}", ["Cukrų dalinsim ne tą dieną, o {y}", "patikslinu: cukrų dalinsim {y}"], "Cukrų dalinsim", "diena"),
             ("Buckfast motinėlė kainuoja {x}", ["Buckfast motinėlė dabar kainuoja {y}", "veisėjas pranešė: Buckfast motinėlė kainuoja {y}"],
              "Buckfast motinėlė", "mot")])

# The chatter.
_TRUMPOS = ["ačiū!", "ok", "👍", "🐝", "🍯", "gerai", "būsiu", "negalėsiu", "labas", "super", "cha cha", "😂", "iki", "taip", "ne", "🙏", "❤️",
            "Ačiū už informaciją", "aciu", "sveiki", "puiku", "👌", "ok ok", "nu jo", "aišku", "šaunu", "dėkui", "Sveikinu!", "ačiū ačiū",
            "būsiu ten", "😍", "labanakt", "gražu!", "oho", "🌼", "tikrai", "o tai bent", "AČIŪ", "GERAI", "supratau"]
_VIDUTINES = ["šiandien bitės labai piktos, du kartus įgėlė", "ar normalu kad bitės neša geltonas žiedadulkes spalio mėnesį",
              "{j} vėl paliko dūmines prie sandėlio", "kas turi atliekamų rėmelių, pirkčiau 20", "rapsai jau žydi pas mus, skubėkit dėti aukštus",
              "mano šeima išspietė ir nulėkė į mišką 😭", "lijo visą savaitę, bitės neskraido", "ar kas nors parduoda vaško plokštes",
              "{j} sakė kad pas juos liepa jau nužydėjo", "{j} davė gerą patarimą, padėjo, ačiū", "kokia temperatūra buvo naktį, minus 3",
              "rytoj bus 25 laipsniai, sukam medų", "kažkas nunešė mano kibirą nuo medsukio", "kur pirkti gerų veliumų",
              "meška aplankė bityną prie Šventosios 🐻", "šiandien gimtadienį švenčia {j}! 🎂", "po juostelių krito apie 50 erkių per parą",
              "kada bus kitas susirinkimas", "man trūksta 10 stiklainių, gal kas turi", "SVEIKI VISI. SIANDIEN ISSUKAU 3 AVILIUS. MEDUS GERAS",
              "KAS TURI MOTINELIU", "BITES RAMIOS SIANDIEN", "labukas 😊 klausimas nuo naujokės: kiek rėmelių palikti žiemai",
              "grikiai pražydo, kvapas per visą kaimą", "ar {j} dar turi tų dūmų kuro", "kas važiuoja į Uteną penktadienį, reikia paimti siuntą",
              "šiemet medus kristalizuojasi labai greitai", "vapsvos puola silpnas šeimas, uždarykit landas", "Ačiū visiems už šventę, buvo puiku 🍯",
              "ar galima rudenį duoti sirupą su citrina", "mano avilio svarstyklės rodo minusą jau savaitę", "kaimynas vėl purškė nepranešęs 😡",
              "{j} pardavė visą medų per savaitgalį, šaunuolis", "{j}, sveikiname draugijoje! 🐝", "ar kas matė mano geltoną kibirą",
              "2 avilius šiąnakt apvertė vėjas", "gal kas žino kodėl bitės išmeta tranus jau liepą"]
_KLAUSIMAI = {"ar", "kas", "kur", "kada", "kokia", "kiek", "gal"}
_ALDONA = ["vakar turguje stovėjau nuo pat ryto", "žmonės klausia tik liepų medaus", "o rapsų niekas nenori", "sakau jiems kad rapsų medus irgi sveikas",
           "bet jie netiki", "kainą laikau kaip pernai", "nors cukrus brangsta", "dar liko apie 40 stiklainių grikių", "jei kam reikia skambinkit",
           "o kitą šeštadienį važiuosiu į Molėtus"]
_PIRMININKAS = ["Gerbiami draugijos nariai,", "primenu, kad nario mokestį reikia sumokėti iki visuotinio susirinkimo.",
                "Kiekvienas bitynas turi būti įregistruotas, kitaip negalėsite gauti paramos.", "Dėkoju visiems, kurie padėjo organizuoti mugę.",
                "Prašau nepalikti bendro inventoriaus sandėlyje nešvaraus.", "Šiemet bitininkystės programos paraiškos bus priimamos tik elektroniniu būdu.",
                "Pagarbiai,\nAlgirdas Mockus, draugijos pirmininkas"]
_PRIMENAME = ("📢 PRIMENAME: prieš purškimą ūkininkai privalo pranešti bitininkams prieš 48 val. Jūsų bitynas turi būti įregistruotas VMVT, "
              "o avilių vieta – pažymėta žemėlapyje!")
_RYTAS = "Labas rytas, bitininkai! 🐝"
_NUORODOS = ["https://vmvt.lt/gyvunu-sveikata/bitininkyste bityno registracija", "https://www.meteo.lt/ orų prognozė savaitgaliui",
             "https://www.facebook.com/groups/{n}/ Lietuvos bitininkų grupė", "https://www.youtube.com/watch?v={k} kaip dėti juosteles",
             "https://www.lrt.lt/naujienos/lietuvoje/2/{n} straipsnis apie bites", "https://maps.app.goo.gl/{k} naujo bityno vieta",
             "https://www.skelbiu.lt/skelbimai/{n}.html parduodu avilius", "https://www.youtube.com/watch?v={k} spiečius ant obels 😮"]
_BOT = ["Užrašiau ✍️", "Išsaugota.", "Balso žinučių negaliu perklausyti, gal galite parašyti?", "Prašom!", "Laiku priminsiu."]


class _Draugija:
    """One chat's draws and the association's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.faktai = Planter(rng, _FAKTAI, self.vieta, self.reiksme)

    def vieta(self, k: str) -> str:
        r, f = self.rng, self.faktai.fresh

        def kablelis(v: int) -> str:
            return f"{v // 10},{v % 10}"

        slots = {"kg": lambda: str(f("kg", 20, 300)), "kaina": lambda: f"{kablelis(f('kaina', 20, 60))}0", "pr": lambda: kablelis(f("pr", 5, 60)),
                 "nariai": lambda: str(f("nariai", 11, 21)), "eur": lambda: grouped(f("eur", 5, 60) * 100, " "), "sei": lambda: str(f("sei", 2, 20) * 10),
                 "eur2": lambda: str(f("eur2", 35, 70)), "proc": lambda: kablelis(f("proc", 160, 200)), "sp": lambda: str(f("sp", 10, 21)),
                 "st": lambda: str(f("st", 3, 40) * 10), "men": lambda: r.choice(_MEN), "d": lambda: str(f("d", 10, 29)), "h": lambda: str(f("h", 9, 21)),
                 "dv": lambda: r.choice(_DV), "mm": lambda: f"{r.randrange(4, 11):02d}", "dd": lambda: str(f("dd", 10, 29)),
                 "mi": lambda: r.choice(["00", "15", "30", "45"])}
        return slots[k]()

    def reiksme(self, kind: str) -> str | None:
        r = self.rng
        draws = {"iban": lambda: f"LT{r.randrange(10, 99)} 7300 0{r.randrange(100, 999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)}",
                 "kodas": lambda: f"{r.randrange(1000, 9999)}#", "tel": lambda: f"+370 6{r.randrange(10, 99)} {r.randrange(10000, 99999)}",
                 "link": lambda: f"https://forms.gle/{code(r, 10)}", "uzs": lambda: f"UZ-{r.randrange(10000, 99999)}",
                 "reg": lambda: f"LT-BIT-{r.randrange(100000, 999999)}", "val": lambda: r.choice(_VALANDOS),
                 "kaina": lambda: f"{r.randrange(2, 6)},{r.randrange(0, 10)}0 €/kg", "eur": lambda: f"{r.randrange(6, 16)},{r.choice(['00', '50'])} €",
                 "ryto": lambda: f"{r.randrange(6, 10):02d}:{r.choice(['00', '15', '30', '45'])}",
                 "diena": lambda: f"{r.choice(['rugpjūčio', 'rugsėjo', 'spalio'])} {r.randrange(10, 29)}-ąją", "mot": lambda: f"{r.randrange(31, 60)} Eur"}
        return self.faktai.p.unique(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def vidutine(self) -> str:
        r = self.rng
        return tidied(r, r.choice(_VIDUTINES).format(j=r.choice(_VARDAI)), 0.3, _KLAUSIMAI, [".", "!", " 🐝", " 🙂"])

    def svarstykles(self) -> str:
        r = self.rng
        men, svoris = r.randrange(5, 9), r.randrange(300, 700) / 10
        rows = []
        for d in sorted(r.sample(range(1, 29), r.randrange(3, 7))):
            delta = r.randrange(-15, 40) / 10
            svoris += delta
            rows.append(f"{men:02d}-{d:02d}  {svoris:5.1f}  {delta:+.1f}  {r.randrange(12, 31)}".replace(".", ","))
        return "Avilio svarstyklės:\n```\ndata   svoris   Δ    t°\n" + "\n".join(rows) + "\n```" + r.choice(["", "\nneša!!", "\nkažkas negerai su 3 avilio šeima"])

    def derlius(self) -> str:
        r = self.rng
        rows = [f"{v:<9} {r.randrange(15, 400):>4}  {r.choice(_RUSYS)}" for v in r.sample(_VARDAI, r.randrange(3, 7))]
        return "Išsukta šią savaitę:\n```\nnarys       kg  rūšis\n" + "\n".join(rows) + "\n```"

    def lhmt(self) -> str:
        r = self.rng
        return (f"LHMT prognozė {r.choice(['šeštadieniui', 'sekmadieniui', 'savaitei'])}: {r.choice(['☀️', '🌤', '⛅', '🌧'])} dieną {r.randrange(12, 31)} °C, "
                f"naktį {r.randrange(-2, 16)} °C, vėjas {r.randrange(1, 6)}–{r.randrange(6, 12)} m/s, kritulių tikimybė {r.choice([0, 10, 30, 60, 90])} %")

    def purskimas(self) -> str:
        r = self.rng
        return ("Persiųsta žinutė\nPRANEŠIMAS APIE AUGALŲ APSAUGOS PRODUKTŲ NAUDOJIMĄ\n"
                f"Laukas: {r.choice(['rapsai', 'kviečiai', 'grikiai', 'bulvės'])}, {r.randrange(5, 80)} ha prie {r.choice(['Kurklių', 'Troškūnų', 'Svėdasų', 'Andrioniškio'])}\n"
                f"Produktas: {r.choice(['Mospilan 20 SG', 'Decis Mega', 'Karate Zeon'])}\nData: {r.randrange(4, 9):02d}-{r.randrange(1, 29):02d}, nuo {r.randrange(19, 23)} val.\n"
                "Prašome bitininkus tą dieną uždaryti bites.")

    def erkes(self) -> str:
        r = self.rng
        return (f"Erkių kritimas po {r.choice(['oksalo', 'juostelių', 'timolio'])}:\n"
                + "\n".join(f"avilys {a} – {r.randrange(0, 120)}" for a in sorted(r.sample(range(1, 25), r.randrange(3, 7)))))

    def stiklainiai(self) -> str:
        r = self.rng
        return (f"Stiklainių užsakymas:\n- 0,5 l – {r.randrange(5, 40) * 10} vnt.\n- 1 l – {r.randrange(3, 20) * 10} vnt.\n"
                f"- dangteliai – {r.randrange(10, 60) * 10} vnt." + r.choice(["", "\nkas dar nori, rašykit iki penktadienio"]))

    def laboratorija(self) -> str:
        r = self.rng
        dr, hmf, di = (f"{v // 10},{v % 10}" for v in (r.randrange(160, 200), r.randrange(10, 250), r.randrange(80, 300)))
        return (f"Laboratorijos tyrimo rezultatai, mėginys Nr. {r.randrange(100, 9999)}:\nDrėgmė {dr} %\nHMF {hmf} mg/kg\n"
                f"Diastazės aktyvumas {di}\nIšvada: atitinka reikalavimus")

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_TRUMPOS), None)), (lambda: (self.vidutine(), None)), (lambda: (self.svarstykles(), None)),
                  (lambda: (self.derlius(), None)), (lambda: (self.lhmt(), None)), (lambda: (self.purskimas(), None)),
                  (lambda: (self.erkes(), None)), (lambda: (self.stiklainiai(), None)), (lambda: (self.laboratorija(), None)),
                  (lambda: (ramble(r, _ALDONA, 5, "!! ") + "!!", None)), (lambda: (letter(r, _PIRMININKAS), None)), (lambda: (_PRIMENAME, None)),
                  (lambda: (r.choice(_NUORODOS).format(k=code(r, 11), n=r.randrange(10**6, 10**9)), None)),
                  (lambda: (f"{_RYTAS} {self.vidutine()}", None)), self.nuotrauka, self.vaizdo, self.balsas]
        weights = [30, 27, 1.5, 1.5, 2, 1.2, 1.5, 1, 0.8, 2, 1.5, 3, 4, 2, 8, 2, 5]
        return r.choices(makers, weights)[0]()

    def nuotrauka(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "spiečius ant obels", "pilnas rėmelis 🍯", "mano bitynas", "kas čia per liga?", "motinėlė!"]),
                media("photo", f"received_{r.randrange(10**14, 10**15)}.jpeg", "image/jpeg", r.randrange(60_000, 2_800_000)))

    def vaizdo(self) -> Said:
        r = self.rng
        return r.choice(["žiūrėkit kaip išeina spiečius", "medsukis sukasi", ""]), media("video", f"video-{r.randrange(10**9, 10**10)}.mp4", "video/mp4",
                                                                                           r.randrange(1_500_000, 35_000_000))

    def balsas(self) -> Said:
        r = self.rng
        if r.random() < 0.3:
            return "", media("sticker", "sticker.png", "image/png", r.randrange(9_000, 60_000))
        return r.choice(["", "", "rankos lipnios, negaliu rašyt"]), media("voice", f"audioclip{r.randrange(10**12, 10**13)}.mp4", "audio/mp4",
                                                                       r.randrange(5_000, 500_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_RYTAS} {text}", f"{text}\n\n{_PRIMENAME}", f"{ramble(r, _ALDONA, 4, '!! ')}!! o dar {text}",
                         f"Iš valdybos posėdžio:\n• {text}\n• {self.vidutine()}", f"{text} 🐝", f"{self.lhmt()}\n\nIr dar: {text}",
                         f"{text}\nPagarbiai, pirmininkas", f"{text} ačiū 🙏"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.052) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    d = _Draugija(rng)
    people = [f"1000{rng.randrange(10**10, 10**11)}" for _ in range(rng.randrange(8, 16))]  # Messenger user ids

    # Mornings and evenings at the hives in the season; a day or two of silence in the rain.
    def gap() -> int:
        return rng.randrange(30, 2400) if rng.random() > 0.12 else rng.randrange(10 * 3600, 50 * 3600)

    voice = Voice(d.faktai, d.chatter, d.wrap, 0.26, lambda: rng.choice(_BOT), 0.04, gap, (4, 40))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
