"""The oppdrett family: the Signal group of the crew of a salmon farm in Lofoten, in Norwegian (Bokmål, with northern dialect).

Written for batch 8, after kajak, taverna and sklad (batch 7) were measured once (with
extractive-v7) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The site has eight pens (merder) off Ballstad, a feed barge
(fôrflåten), a work boat, "Havbris", and a wellboat that comes to take the fish. The site manager,
Vidar, writes short full sentences and signs "Mvh Vidar"; the young crew write northern dialect
in lower case without a full stop ("æ kjem", "ka tid kjem båten", "ikkje"); a Polish worker
writes plain Norwegian and English ("I come 7 tomorrow, ok?"); the office's HMS department writes
formal letters that open with "Hei alle sammen," and close with the company's name; Arne, who
started in 1987, writes one long paragraph held together with commas. The same warning about
survival suits, never being alone on the pen's edge and logging every deviation in Landax comes
again and again, and "God morgen alle sammen ☕" opens many a message. Pasted into the chat: the
day's feeding log (pen, kg, appetite), the weekly lice count (pen, attached, mobile, adult
females), the feed barge's alarm log, the Meteorological Institute's gale warning, the tide
table, the shift list, the work boat's log, the weekly report and a forwarded e-mail from
Mattilsynet; links to yr.no, BarentsWatch, Teams, YouTube, finn.no and Kystverket; photos from the
pens, the underwater camera's videos, voice notes, PDFs. Numbers are "12 340 kg", "0,24",
"7,8 grader" and "kr 250", times "kl. 06.30", "kl 14" and "14:30", dates "14. november" and
"14.11.". Its facts are said the site's way ("Bestemt på morgenmøtet: avlusingen i merd 6 – med
Thermolicer neste uke.", "Ved alarm på natta ringer dere Håkon Nilsen").
"""

from __future__ import annotations

import random

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "oppdrett"
LANGUAGE = "nb"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 410

_MND = ["oktober", "november", "desember", "januar", "februar", "mars"]  # the winter season
_MND_TALL = ["10", "11", "12", "01", "02", "03"]
_DAGER = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]
# The crew as the chatter names them (never a fact's person).
_MANNSKAP = ["Stian", "Kjetil", "Tor", "Marius", "Mona", "Jonas", "Elin", "Kristoffer", "Trond", "Sara", "Piotr"]
_STEDER = ["Sørvågen", "Nusfjord", "Gravdal", "Bøstad", "Eggum", "Fredvang", "Hamnøy"]  # only where the shift changes (its stale form)

_FAKTA = Wording(
    topics=[("avlusingen i merd 6", ["med Thermolicer neste uke", "utsettes til sjøtemperaturen går ned", "gjøres med ferskvann fra brønnbåten"]),
            ("julebordet", ["på Thon hotell i Svolvær", "på brakka med pinnekjøtt", "i Henningsvær, vi tar båten"]),
            ("de nye flytedressene", ["blir gule fra Regatta", "venter til budsjettet er klart", "bestilles via Tess på Leknes"]),
            ("skiftordningen i vinter", ["7-7 som før", "14 på og 14 av", "to skift fra januar"]),
            ("slaktingen av merd 2", ["starter på mandag", "flyttes til etter påske", "går til slakteriet på Stamsund"]),
            ("notvasken", ["hver tredje uke", "bare når kameraet viser begroing", "med den nye roboten"]),
            ("vaktbåten i helgene", ["går bare ved dårlig vær", "bemannes av to", "deles med naboanlegget"]),
            ("kaffemaskina på brakka", ["byttes ut med en ny Moccamaster", "repareres en gang til", "erstattes med kaffe fra Joker"])],
    decided=["Bestemt på morgenmøtet: {s} – {c}.", "Da er det avgjort, {s}: {c} 👍", "ok vi kjører på det, {s}: {c}",
             "{S}: {c}. Takk for innspill alle sammen", "Ledelsen har landet {s}: {c}", "stemt over det, {s} blir altså: {c}"],
    numbers=[("Lusetelling merd 3 i dag: {lus} voksne hunnlus per fisk", ("Lusetelling merd 3", "{lus} voksne hunnlus")),
             ("Totalt fôra i dag: {kg} kg", ("Totalt fôra i dag", "{kg} kg")),
             ("dødfisk merd 5 {df} stk i dag", ("dødfisk merd 5", "{df} stk")),
             ("Sjøtemp på 5 meter er {t} grader nå 🥶", ("Sjøtemp på 5 meter", "{t} grader")),
             ("Snittvekt på prøvefisket i merd 2 ble {g} gram", ("Snittvekt på prøvefisket", "{g} gram")),
             ("Diesel til arbeidsbåten kosta {kr} kr sist", ("Diesel til arbeidsbåten", "{kr} kr")),
             ("Brønnbåten tok {tonn} tonn i går", ("Brønnbåten tok", "{tonn} tonn")),
             ("Oksygenmetning ved merd 7: {ox} %", ("Oksygenmetning ved merd 7", "{ox} %")),
             ("Satt ut {rf} rensefisk i merd 6 i dag", ("rensefisk i merd 6", "Satt ut {rf}")),
             ("Vi har {mill} millioner fisk i sjøen på lokaliteten nå", ("fisk i sjøen", "{mill} millioner"))],
    dates=[("Brønnbåten kommer {dag} kl. {hm}.{mm}", ("Brønnbåten kommer", "kl. {hm}.{mm}")),
           ("Neste lusetelling blir {d}. {mnd}", ("Neste lusetelling", "{d}. {mnd}")),
           ("HMS-kurs for nyansatte {dag} {d}/{m} kl {h}", ("HMS-kurs for nyansatte", "{d}/{m}")),
           ("Mattilsynet kommer på tilsyn {d}. {mnd} kl {h}", ("Mattilsynet kommer på tilsyn", "{d}. {mnd}")),
           ("notskifte på merd 8 starter kl {hm}.{mm} i morra", ("notskifte på merd 8", "kl {hm}.{mm}")),
           ("Arbeidsbåten går fra kaia kl. {hm}.{mm} på {dag}", ("Arbeidsbåten går fra kaia", "kl. {hm}.{mm}")),
           ("Servicen fra AKVA på fôrflåten er {dag} {d}/{m}", ("Servicen fra AKVA", "{d}/{m}")),
           ("Sikkerhetsøvelse MOB på flåten {d}. {mnd}, alle må være med", ("Sikkerhetsøvelse MOB", "{d}. {mnd}")),
           ("Dykkerne er her til {h}:{mm}", ("Dykkerne er her", "{h}:{mm}"))],
    people=["Ola Hansen", "Ingrid Johansen", "Lars Olsen", "Silje Larsen", "Eirik Andersen", "Marte Pedersen", "Håkon Nilsen", "Tone Kristiansen",
            "Bjørn Jensen", "Hanne Karlsen", "Sindre Berg", "Line Haugen", "Øystein Hagen", "Ragnhild Eriksen"],
    roles=[("{p} er ny driftsleder på lokaliteten fra mandag", "ny driftsleder"), ("Verneombud fra nå er {p}", "Verneombud"),
           ("{p} har ansvar for fôrflåten denne måneden", "ansvar for fôrflåten"), ("Kontaktperson mot Mattilsynet: {p}", "Kontaktperson mot Mattilsynet"),
           ("lusetellingene tar {p} fra nå av", "lusetellingene tar"), ("{p} kjører arbeidsbåten, ingen andre uten båtførerbevis", "kjører arbeidsbåten"),
           ("Vaktlista lager {p} heretter", "Vaktlista lager"), ("Ved alarm på natta ringer dere {p}", "alarm på natta"),
           ("Fiskehelsen følges opp av {p} fra Havet Vet", "Fiskehelsen følges opp av")],
    tasks=["skifte tauverket på merd 3", "spyle dekket på fôrflåten", "hente reservedeler i Svolvær", "fylle diesel på arbeidsbåten",
           "sjekke fortøyningene etter uværet", "rydde lageret på kaia", "tømme ensilasjetanken", "sende avviksrapporten til kontoret",
           "fikse lyset på merd 5", "bytte filter på oksygenanlegget", "oppdatere sjekklista i Landax", "kjøpe inn kaffe og melk til brakka"],
    asked=["Kan noen {a}? 🙏", "Trenger en som kan {a} i dag", "noen som har tid til å {a}?", "Fortsatt ingen som har tatt dette: {a}!",
           "Hvem kan {a} før helga?", "ka med å {a}, e det nån som tar det"],
    edits=[("Koden til porten på kaia er {x}", "Koden til porten på kaia er {y}", "Koden til porten på kaia", "kode"),
           ("Vakttelefonen har nummer {x}", "Vakttelefonen har nummer {y} (skreiv feil i stad)", "Vakttelefonen", "tel"),
           ("Bestillingsnummer på fôret fra Skretting: {x}", "Bestillingsnummer på fôret fra Skretting: {y}", "Bestillingsnummer på fôret", "best"),
           ("Lenke til vaktlista: {x}", "Lenke til vaktlista: {y}", "Lenke til vaktlista", "link"),
           ("passordet til PC-en i brakka er {x}", "passordet til PC-en i brakka er {y}", "PC-en i brakka", "pass"),
           ("VHF-kanalen vi bruker på anlegget er {x}", "VHF-kanalen vi bruker på anlegget er {y}", "VHF-kanalen", "vhf")],
    changes=[("Båten går ut kl. {x} i morgen", ["Båten går ut kl. {y} i morgen i stedet", "endring: båten går ut kl. {y}"], "Båten går ut", "klokke"),
             ("Fôringa i merd 4 er satt til {x} per dag", ["Fôringa i merd 4 er justert til {y} per dag",
                                                           "ny beskjed: fôringa i merd 4 skal være {y} per dag"], "Fôringa i merd 4", "forkg"),
             ("Morgenmøtet på brakka er kl {x}", ["Morgenmøtet på brakka flyttes til kl {y}", "fra mandag er morgenmøtet på brakka kl {y}"],
              "Morgenmøtet på brakka", "mote"),
             ("Kostpengene på flåten er {x} per døgn", ["Kostpengene på flåten er økt til {y} per døgn",
                                                       "rettelse: kostpengene på flåten blir {y} per døgn"], "Kostpengene på flåten", "kost"),
             ("Avlusingen av merd 1 blir {x}", ["Avlusingen av merd 1 flyttes til {y}", "OBS avlusingen av merd 1 er nå satt til {y}"],
              "Avlusingen av merd 1", "dag"),
             ("Vaktbytte blir på {x} denne gangen", ["Vaktbytte blir likevel på {y}", "vaktbytte skjer på {y}, ikke det jeg skreiv"], "Vaktbytte", "sted")])

# The chatter.
_KORT = ["ok", "jepp", "👍", "kjører", "takk", "på vei", "æ kjem", "nei", "ja", "🐟", "haha", "fint", "supert", "🌊", "takk for i dag", "god natt",
         "nice", "ja vel", "skjer", "ok boss", "🥶", "kaldt i dag", "ikkje no problem", "hæ?", "fikk det", "👌", "✅", "lol", "😂", "ok ok",
         "går fint", "jada", "ses i morra", "⛴", "☕", "Takk!", "mhm", "sykt", "🙏", "yes", "sorry", "💪"]
_MIDT = ["e det nån som har sett hanskan mine", "ka tid kjem båten i dag", "æ e på flåten te 16", "{j} glemte nøklan i bilen igjen 🙄",
         "jævlig kaldt på merd 5 i dag", "fikk en kveite på snøret i lunsjen 😂", "sterk strøm i natt, sjekk fortøyningan",
         "kameraet på merd 2 e svart igjen", "vi mangla kaffe på brakka", "noen som skal til Leknes, trenger skyss",
         "{j} har bursdag i dag 🎂 kake på brakka kl 12", "det va 4 sel ved merd 7 i morges", "vind 18 m/s på flåten nå, vi går ikkje ut",
         "I come 7 tomorrow, ok?", "jeg er syk i dag sorry", "maskin på flåte lager rar lyd", "hvem har tatt den store skiftenøkkelen",
         "fôrslangen til merd 4 lekker litt", "mørkt som i en sekk allerede kl 14 😴", "nordlyset i kveld!! 🤩",
         "{j} kjørte båten i stein igjen haha nei tuller", "snø på kaia, pass dere det er glatt", "ka skjer med lønna denne måneden",
         "{j} spør om vi kan bytte vakt neste helg", "strømbrudd på flåten, aggregatet gikk i gang", "har noen laderen til nettbrettet",
         "Velkommen på laget {j}! 🐟", "brønnbåten ligger og venter ute på vågen", "fisken står dypt i dag, lite appetitt",
         "hvor mye fôr e igjen i siloen", "tok 3 timer å få opp den døde fisken fra merd 1", "ferja e innstilt, æ kommer ikkje før i morra",
         "Godt jobba i dag folkens 💪", "skal vi ha pizza fredag", "kor e {j} i dag", "{j} fant en krabbe i nota 🦀", "Piotr says the crane is ok now",
         "har dokker sett kor fint det e ute no", "sjekk yr, det blåser opp til 20 m/s i natt"]
_SPORSMAL = {"e", "ka", "hvem", "noen", "har", "hvor", "skal", "kor"}
_ARNE = ["æ begynte i næringa i 1987", "da fôra vi for hånd med bøtte", "og det va ingen som snakka om lus", "no har dokker kamera og data og alt mulig",
         "men fisken e den samme", "han vil ha ro og rent vatn", "så ikkje stress rundt merdene", "og hold øye med været, havet tar ikkje hensyn",
         "æ har sett tre stormer ta med seg ringene", "så sjekk fortøyningan før dokker går hjem", "og ta vare på hverandre der ute"]
_HMS = ["Hei alle sammen,", "vi minner om at alle avvik skal registreres i Landax samme dag.",
        "Det er kommet nye rutiner for arbeid i høyden på fôrflåten, se vedlegg.",
        "Flytedressene skal kontrolleres hver måned, og kontrollen skal signeres.", "Takk for god innsats på rømningsøvelsen forrige uke.",
        "Det er ikke lov å gå alene på merdkanten etter mørkets frembrudd.", "Med vennlig hilsen\nHMS og kvalitet, Nordvik Laks AS"]
_HUSK = "⚠️ HUSK: flytedress på ALLE som går ut på ringene, aldri alene på merdkanten, og alle avvik i Landax samme dag! Mvh Vidar"
_MORGEN = "God morgen alle sammen ☕"
_LENKER = ["https://www.yr.no/nb/værvarsel/daglig-tabell/1-227744/Norge/Nordland/Vestvågøy/Ballstad sjekk vinden i morra",
           "https://www.barentswatch.no/fiskehelse/ lusetallene for området", "https://teams.microsoft.com/l/meetup-join/{k} møte med kontoret kl 13",
           "https://www.youtube.com/watch?v={k} se denne drone-videoen av anlegget 😮", "https://www.finn.no/boat/forsale/ad.html?finnkode={n} noen som vil ha en sjark?",
           "https://www.kystverket.no/ navigasjonsvarsel for vågen", "https://www.facebook.com/groups/{n}/ lokalavisa skreiv om oss",
           "https://www.yr.no/nb/farevarsler gult farevarsel igjen"]
_BOT = ["Notert ✍️", "Lagret.", "Jeg kan ikke høre på talemeldinger, kan du skrive det?", "Bare hyggelig!", "Jeg minner dere på det i tide."]


class _Anlegg:
    """One chat's draws and the site's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.fakta = Planter(rng, _FAKTA, self.fyll, self.verdi)

    def fyll(self, k: str) -> str:
        r, f = self.rng, self.fakta.fresh

        def tiendedeler(v: int) -> str:
            return f"{v // 10},{v % 10}"

        slots = {"lus": lambda: f"0,{f('lus', 5, 50):02d}", "kg": lambda: grouped(f("kg", 600, 1000) * 10, " "), "df": lambda: str(f("df", 3, 90)),
                 "t": lambda: tiendedeler(f("t", 40, 130)), "g": lambda: grouped(f("g", 900, 5500), " "),
                 "kr": lambda: grouped(f("kr", 40, 300) * 50, " "), "tonn": lambda: str(f("tonn", 40, 400)), "ox": lambda: str(f("ox", 60, 100)),
                 "rf": lambda: grouped(f("rf", 10, 90) * 100, " "), "mill": lambda: tiendedeler(f("mill", 8, 30)),
                 "dag": lambda: r.choice(_DAGER), "d": lambda: str(f("d", 10, 29)), "mnd": lambda: r.choice(_MND), "m": lambda: r.choice(_MND_TALL),
                 "hm": lambda: str(f("hm", 10, 16)), "h": lambda: str(f("h", 10, 20)), "mm": lambda: r.choice(["00", "15", "30", "45"])}
        return slots[k]()

    def verdi(self, kind: str) -> str | None:
        r = self.rng

        def mm() -> str:
            return r.choice(["00", "15", "30", "45"])

        draws = {"kode": lambda: f"{r.randrange(10000, 99999)}#",
                 "tel": lambda: f"{r.choice([4, 9])}{r.randrange(10, 99)} {r.randrange(10, 99)} {r.randrange(100, 999)}",
                 "best": lambda: f"SK-{r.randrange(100000, 999999)}", "link": lambda: f"https://nordviklaks.sharepoint.com/:x:/s/drift/{code(r, 22)}",
                 "pass": lambda: f"{r.choice(['Laks', 'Merd', 'Flåte', 'Havbris'])}{r.randrange(1000, 9999)}!",
                 "vhf": lambda: f"kanal {r.randrange(10, 70)}", "klokke": lambda: f"{r.randrange(5, 10):02d}.{r.choice(['10', '20', '40', '50'])}",
                 "forkg": lambda: f"{grouped(r.randrange(20, 60) * 100, ' ')} kg", "mote": lambda: f"{r.randrange(7, 10):02d}.{mm()}",
                 "kost": lambda: f"kr {r.randrange(15, 40) * 10}", "sted": lambda: r.choice(_STEDER),
                 "dag": lambda: f"{r.choice(_DAGER)} {r.randrange(10, 29)}.{r.choice(_MND_TALL)}."}
        return self.fakta.p.unique(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def midt(self) -> str:
        r = self.rng
        return tidied(r, r.choice(_MIDT).format(j=r.choice(_MANNSKAP)), 0.25, _SPORSMAL, [".", "!", " 👍"])

    def foringslogg(self) -> str:
        r = self.rng
        rows = [f"{m:>4}  {grouped(r.randrange(80, 420) * 10, ' '):>6}  {r.choice(['god', 'god', 'middels', 'dårlig', 'stoppa (O2)'])}"
                for m in sorted(r.sample(range(1, 9), r.randrange(4, 9)))]
        return f"Fôringslogg {r.randrange(1, 29)}.{r.choice(_MND_TALL)}:\n```\nmerd      kg  appetitt\n" + "\n".join(rows) + "\n```"

    def lus(self) -> str:
        r = self.rng
        rows = [f"M{m}   {r.randrange(0, 9) / 10:.1f}   {r.randrange(0, 15) / 10:.1f}   {r.randrange(0, 40) / 100:.2f}".replace(".", ",")
                for m in sorted(r.sample(range(1, 9), r.randrange(3, 7)))]
        return (f"Lus uke {r.randrange(40, 53)} (snitt per fisk):\nmerd fastsittende bevegelige voksne hunnlus\n" + "\n".join(rows)
                + r.choice(["", "\nunder grensen overalt 👍", "\nM8 nærmer seg grensa!"]))

    def alarmer(self) -> str:
        r = self.rng
        t, dato = r.randrange(0, 20), f"2027-{r.choice(_MND_TALL)}-{r.randrange(1, 29):02d}"
        rows = [f"{dato} {t + i:02d}:{r.randrange(0, 60):02d}:{r.randrange(0, 60):02d} "
                f"{r.choice(['ALARM', 'ALARM', 'WARN', 'OK'])} M{r.randrange(1, 9)} {r.choice(['O2 lav', 'fôrblåser stopp', 'silo nivå lav', 'kamera mistet signal'])}"
                f" {r.randrange(55, 99)}" for i in range(r.randrange(2, 5))]
        return r.choice(["alarmlogg fra flåten i natt:", "hva er dette?", "fra fôrsystemet:"]) + "\n```\n" + "\n".join(rows) + "\n```"

    def varsel(self) -> str:
        r = self.rng
        return (f"Farevarsel fra Meteorologisk institutt: 🟡 Gult nivå – {r.choice(['kuling', 'sterk kuling', 'snøfokk', 'ising på skip'])}, "
                f"Lofoten og Vesterålen, {r.choice(_DAGER)} kveld. Nordvest {r.randrange(12, 24)} m/s, vindkast opptil {r.randrange(25, 35)} m/s.")

    def tidevann(self) -> str:
        r = self.rng
        h = r.randrange(0, 6)
        return (f"Tidevann Ballstad {r.choice(_DAGER)}:\nHøyvann {h:02d}:{r.randrange(0, 60):02d} ({r.randrange(240, 320)} cm)\n"
                f"Lavvann {h + 6:02d}:{r.randrange(0, 60):02d} ({r.randrange(30, 90)} cm)\nHøyvann {h + 12:02d}:{r.randrange(0, 60):02d} ({r.randrange(240, 320)} cm)")

    def vaktliste(self) -> str:
        r = self.rng
        return (f"Vaktliste uke {r.randrange(40, 53)}:\n" + "\n".join(f"{d}: {', '.join(r.sample(_MANNSKAP, 2))}" for d in ["man–ons", "tor–fre", "helg"])
                + r.choice(["", "\nsi fra hvis dere vil bytte", "\nPiotr har fri i helga"]))

    def batlogg(self) -> str:
        r = self.rng
        return (f"Båtlogg «Havbris»: motortimer {grouped(r.randrange(3000, 6000), ' ')}, diesel {r.randrange(200, 1400)} l, "
                f"neste service ved {grouped(r.randrange(60, 65) * 100, ' ')} timer, {r.choice(['alt ok', 'lensepumpa går ofte', 'radaren henger'])}")

    def rapport(self) -> str:
        r = self.rng
        return (f"Ukesrapport uke {r.randrange(40, 53)}:\n• fôra {r.randrange(60, 180)} tonn\n• dødelighet 0,{r.randrange(1, 30):02d} %\n"
                f"• {r.choice(['lus under grensen på alle merder', 'M8 over grensen, tiltak planlagt'])}\n• {r.randrange(0, 6)} avvik registrert\nMvh Vidar")

    def mattilsynet(self) -> str:
        r = self.rng
        return ("Videresendt melding\nFra: Mattilsynet <postmottak@mattilsynet.no>\nEmne: Luseregistrering uke " + str(r.randrange(40, 53)) + "\n\n"
                f"Vi minner om at lusetall skal rapporteres innen tirsdag kl. 23.59. Grensen er {r.choice(['0,5', '0,2'])} voksne hunnlus "
                f"i snitt per fisk. Lokaliteter over grensen skal iverksette tiltak innen {r.randrange(7, 15)} dager.")

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_KORT), None)), (lambda: (self.midt(), None)), (lambda: (self.foringslogg(), None)),
                  (lambda: (self.lus(), None)), (lambda: (self.alarmer(), None)), (lambda: (self.varsel(), None)),
                  (lambda: (self.tidevann(), None)), (lambda: (self.vaktliste(), None)), (lambda: (self.batlogg(), None)),
                  (lambda: (self.rapport(), None)), (lambda: (self.mattilsynet(), None)), (lambda: (ramble(r, _ARNE, 5, ", ") + ", hilsen Arne", None)),
                  (lambda: (letter(r, _HMS), None)), (lambda: (_HUSK, None)),
                  (lambda: (r.choice(_LENKER).format(k=code(r, 12), n=r.randrange(10**8, 10**9)), None)),
                  (lambda: (f"{_MORGEN} {self.midt()}", None)), self.bilde, self.kamera, self.tale]
        weights = [31, 26, 2, 1.5, 1.5, 1.5, 1, 1.5, 1, 1, 1, 1.3, 1.5, 3, 3.5, 2, 7, 2, 5]
        return r.choices(makers, weights)[0]()

    def _stempel(self) -> str:
        r = self.rng
        return f"2027-{r.choice(_MND_TALL)}-{r.randrange(1, 29):02d}-{r.randrange(0, 24):02d}{r.randrange(0, 60):02d}{r.randrange(0, 60):02d}"

    def bilde(self) -> Said:
        r = self.rng
        if r.random() < 0.15:
            return "lusetellinga", media("document", f"Lusetelling_uke{r.randrange(40, 53)}.pdf", "application/pdf", r.randrange(60_000, 900_000))
        return (r.choice(["", "", "merd 4 i dag", "solnedgang kl 13 😅", "flåten", "sjekk denne laksen", "isen på rekkverket"]),
                media("photo", f"signal-{self._stempel()}.jpg", "image/jpeg", r.randrange(70_000, 3_000_000)))

    def kamera(self) -> Said:
        r = self.rng
        return (r.choice(["fra undervannskameraet", "se på stimen", ""]),
                media("video", f"merd{r.randrange(1, 9)}_kamera_{r.randrange(1000, 9999)}.mp4", "video/mp4", r.randrange(3_000_000, 50_000_000)))

    def tale(self) -> Said:
        r = self.rng
        if r.random() < 0.25:
            return "", media("sticker", "sticker.webp", "image/webp", r.randrange(9_000, 60_000))
        return r.choice(["", "", "sitter i båten, tar det på tale"]), media("voice", f"signal-{self._stempel()}.aac", "audio/aac", r.randrange(5_000, 600_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_MORGEN} {text}", f"{text}\n\n{_HUSK}", f"{ramble(r, _ARNE, 4, ', ')}, og en ting til: {text}",
                         f"Fra morgenmøtet:\n- {text}\n- {self.midt()}", f"{text} 🐟", f"{self.varsel()}\n\nOg: {text}", f"{text}\nMvh Vidar",
                         f"{text} takk 👍"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.058) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    a = _Anlegg(rng)
    people = [f"+47{rng.choice([4, 9])}{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(7, 14))]  # Signal numbers

    # Around the clock on a working day (a shift at sea, a shift ashore); quiet on a stormy day off.
    def gap() -> int:
        return rng.randrange(20, 1800) if rng.random() > 0.08 else rng.randrange(8 * 3600, 30 * 3600)

    voice = Voice(a.fakta, a.chatter, a.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 40))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
