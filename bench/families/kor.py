"""The kor family: the WhatsApp group of an amateur mixed choir (blandad kör) in Uppsala, in Swedish.

Written for batch 6, after venekerho, divadlo and pensiune (batch 5) were measured once (with
extractive-v5) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The conductor writes long warm messages that open with "Kära
körvänner!" and close with her name; the young tenors write lower case without a full stop
("kmr typ 10 min sent", "asså vilken stämma är jag"), the board's secretary punctuates, and a
bass who has sung there since the seventies writes one long paragraph with no punctuation at
all. The board posts the same reminder about scores, pencils, absence and perfume again and
again, and "Hej allihopa! 🎵" opens many a message. Pasted into the chat: the week's rehearsal
plan (day, hour, voices called, pieces and bars), the section list with ticks, the Swish list
of who has paid, a few lines of LilyPond for a passage someone cannot read, the ticket sales
from the booking site, the concert programme with its minutes, the national choir
association's newsletter forwarded; links to Spotify, YouTube, IMSLP, Drive and the ticket
site; photos from the gallery, scores as PDF, voice notes of someone singing the alto part.
Money is "1 250 kr" and "150:-", times "kl. 19.00" and "kl 18", dates "lör 14/3" and "14 mars",
weekdays and months lower case. Its facts are said the choir's way ("Styrelsen har bestämt:
julkonsertens lokal blir Domkyrkan.", "Solot i Pie Jesu sjunger Ebba Lindgren").
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, code, grouped, superseded

NAME = "kor"
LANGUAGE = "sv"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 320

_MANADER = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"]
_VD = ["mån", "tis", "ons", "tors", "fre", "lör", "sön"]
_VDL = ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"]
# Singers as the chatter names them (never a fact's person).
_SANGARE = ["Birgitta", "Olle", "Karin", "Linnea", "Gunnar", "Elsa", "Johan", "Maja", "Sven-Erik", "Tove", "Axel"]
_STAMMOR = ["S1", "S2", "A1", "A2", "T1", "T2", "B1", "B2"]
_STYCKEN = ["Fauré: Requiem", "Mozart: Ave verum", "Rutter: For the beauty of the earth", "Bach: Jesu, meine Freude", "Lauridsen: O magnum",
            "Stenhammar: Tre körvisor", "Whitacre: Sleep", "Alfvén: Aftonen", "Brahms: Warum ist das Licht gegeben"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_AMNEN = [("vårkonsertens tema", ["svensk folkton", "Beatles i körarr", "Rachmaninovs Vesper"]),
          ("sommarens körresa", ["Tallinn", "Gotland", "körfestivalen i Cork"]),
          ("de nya kördräkterna", ["svarta med vinröd scarf", "mörkblå klänningar och skjortor", "ingen dräkt, bara svart"]),
          ("julkonsertens lokal", ["Domkyrkan", "Helga Trefaldighets kyrka", "Missionskyrkan"]),
          ("övningsfilernas format", ["mp3 per stämma", "MIDI från MuseScore", "inspelningar från repen"]),
          ("ackompanjemanget till luciakonserten", ["bara flygel", "stråkkvartett", "a cappella"]),
          ("fikaturerna", ["turordning efter stämma", "alla tar med något", "köpt fika från konditoriet"]),
          ("körens nya logga", ["förslaget med notlinjerna", "den gröna klaven", "den gamla, vi behåller den"])]
_BESLUT = ["Styrelsen har bestämt: {s} blir {c}.", "Då är det klart – {s}: {c} 🎶", "omröstningen är avgjord, {s} = {c}",
           "{S} blir alltså {c}. Tack för alla synpunkter!", "vi landade i {c} för {s} efter repet", "Beslut från årsmötet: {s} – {c}"]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_TAL = [("Terminsavgiften i vår blir {kr} kr", ("Terminsavgiften", "{kr} kr")),
        ("Biljettförsäljningen står på {bil} sålda biljetter just nu", ("Biljettförsäljningen", "{bil} sålda")),
        ("Bussen till körfestivalen kostar {kr} kr per person tur och retur", ("Bussen till körfestivalen", "{kr} kr")),
        ("Vi är {st} anmälda till körhelgen, det är rekord!", ("anmälda till körhelgen", "{st} anmälda")),
        ("Pianostämningen i församlingshemmet gick på {kr} kr", ("Pianostämningen", "{kr} kr")),
        ("Körkassan har {tkr} kr efter julkonserten", ("Körkassan", "{tkr} kr")),
        ("kulturbidraget från kommunen blev {tkr} kr i år 🎉", ("kulturbidraget från kommunen", "{tkr} kr")),
        ("Vi behöver minst {ten} tenorer till Mozart-requiet, annars blir det tunt", ("tenorer till Mozart-requiet", "{ten} tenorer")),
        ("Konsertprogrammet är {min} minuter långt utan paus", ("Konsertprogrammet", "{min} minuter")),
        ("de nya notpärmarna kostar {np} kr styck", ("notpärmarna", "{np} kr"))]
_DATUM = [("Generalrepetitionen blir {vd} {d}/{mv} kl. {hh}.{mm} i kyrkan", ("Generalrepetitionen", "{d}/{mv}")),
          ("Luciatåget går {d} december, samling kl {hh}", ("Luciatåget", "{d} december")),
          ("Körhelgen på Sigtunastiftelsen börjar fredag {d} {man}", ("Körhelgen på Sigtunastiftelsen", "{d} {man}")),
          ("Insjungningen inför konserten startar kl. {hh}.{mm}, var i tid!", ("Insjungningen", "kl. {hh}.{mm}")),
          ("Anmälan till körresan stänger {vdl} {d} {man}", ("Anmälan till körresan", "{d} {man}")),
          ("Extrarepet för tenorer och basar är på {vdl} kl {hh}", ("Extrarepet för tenorer och basar", "kl {hh}")),
          ("Årsmötet hålls den {d} {man} kl. {hh}.{mm} i församlingssalen", ("Årsmötet hålls", "den {d} {man}")),
          ("Stämprov för nya sångare: {vd} {d}/{mv} från kl. {hh}", ("Stämprov för nya sångare", "{d}/{mv}")),
          ("Radioinspelningen i Berwaldhallen är {d} {man} kl. {hh}.{mm}", ("Radioinspelningen", "{d} {man}"))]

_PERSONER = ["Ebba Lindgren", "Anders Holmqvist", "Sofia Bergström", "Per Wallin", "Ingrid Sjöberg", "Mattias Engström", "Hanna Norberg",
             "Lars Åkesson", "Frida Lundqvist", "Henrik Ekdahl", "Agnes Forsberg", "Nils Hedlund", "Camilla Strand", "Oskar Björk"]
_ROLLER = [("{p} är ny stämledare för altarna", "stämledare för altarna"),
           ("Kassör från och med nu: {p}", "Kassör från och med nu"),
           ("{p} kompar på flygeln i vår", "kompar på flygeln"),
           ("Solot i Pie Jesu sjunger {p}", "Solot i Pie Jesu"),
           ("notbiblioteket sköts av {p}, hör av er dit", "notbiblioteket sköts av"),
           ("Resegruppen leds av {p}", "Resegruppen leds av"),
           ("{p} är vår nya kontakt mot församlingen", "kontakt mot församlingen"),
           ("körens Instagram tar {p} hand om 📸", "körens Instagram")]
_UPPGIFTER = ["kopiera noterna till Stabat Mater", "hämta podierna från musikskolan", "trycka affischer till vårkonserten",
              "ringa kantorn om orgeln", "köpa blommor till dirigenten", "skriva pressmeddelandet till UNT", "lägga upp övningsfilerna på Drive",
              "ordna fika till nästa tisdag", "stryka de svarta kördräkterna", "skicka ut Swish-påminnelsen", "beställa nya notställ",
              "sälja biljetter vid entrén"]
_FRAGOR = ["Vem kan {a}? 🙏", "vi behöver någon som kan {a}", "Finns det någon som har tid att {a} före fredag?",
           "fortfarande ingen som lovat att {a}!!", "kan nån {a}? jag hinner inte", "Styrelsen söker en frivillig att {a}."]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_RATTELSER = [("Koden till körlokalen är {x}", "Koden till körlokalen är {y}", "Koden till körlokalen", "kod"),
              ("Swish-numret till kören: {x}", "Swish-numret till kören: {y} (jag skrev fel nyss)", "Swish-numret till kören", "swish"),
              ("Lösenordet till övningsfilerna: {x}", "Lösenordet till övningsfilerna: {y}", "Lösenordet till övningsfilerna", "los"),
              ("Dirigentens nummer är {x}", "Dirigentens nummer är {y}, sms:a hellre än ring", "Dirigentens nummer", "tel"),
              ("Länken till frånvaroanmälan: {x}", "Länken till frånvaroanmälan: {y}", "Länken till frånvaroanmälan", "link"),
              ("Bankgirot för konsertintäkterna: {x}", "Bankgirot för konsertintäkterna: {y}", "Bankgirot för konsertintäkterna", "bg")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_ANDRINGAR = [("Repet på tisdag börjar {x}", ["Repet på tisdag börjar istället {y}", "ändring: repet på tisdag börjar {y}, kyrkan är upptagen"],
               "Repet på tisdag", "kl"),
              ("Biljetterna kostar {x} i förköp", ["Biljetterna kostar nu {y} i förköp", "styrelsen ändrade sig, biljetterna kostar {y} i förköp"],
               "Biljetterna kostar", "kr"),
              ("Samlingen före konserten är {x} vid sakristian", ["Samlingen före konserten flyttas till {y}", "OBS samlingen före konserten är {y}"],
               "Samlingen före konserten", "kl"),
              ("Hyran för körlokalen är {x} i månaden", ["Hyran för körlokalen höjs till {y} i månaden", "fel av mig, hyran för körlokalen är {y}"],
               "Hyran för körlokalen", "hyra"),
              ("Vi sjunger {x} som extranummer", ["Dirigenten ändrade sig: vi sjunger {y} som extranummer",
                                                 "nytt besked, vi tar {y} som extranummer"], "som extranummer", "sang"),
              ("Nästa stämrep för sopranerna är {x}", ["Nästa stämrep för sopranerna blir istället {y}", "uppdatering: stämrep för sopranerna {y}"],
               "stämrep för sopranerna", "dag")]
_EXTRA = ["Uti vår hage", "Vem kan segla förutan vind", "Den blomstertid nu kommer", "Sakta vi gå genom stan", "Koppången", "Gabriellas sång",
          "Visa från Utanmyra", "Härlig är jorden"]

# The chatter.
_KORTA = ["👍", "tack!", "japp", "ok", "kommer", "kan inte ikväll", "🎶", "hej", "härligt!", "snyggt", "haha", "😂", "ses på tisdag", "absolut",
          "nej tyvärr", "🙏", "❤️", "Tack för ikväll!", "grymt", "kmr lite sent", "jaa", "aa", "mm", "okej", "ja", "nä", "👏", "🎵", "supert",
          "Bravo!", "orkar ej", "sjuk idag 🤒", "tack tack", "same", "✅", "toppen", "🥲", "asså ja", "heja!", "Tack!", "kul", "oj", "🎼",
          "vilken kväll", "wow", "förlåt!"]
_MELLAN = ["kmr typ 10 min sent, bussen står still", "asså vilken stämma är jag i Brahms, T1 eller T2", "någon som har en extra penna",
           "{j} har glömt sin notpärm i kyrkan igen", "jag kan skjutsa två från Flogsta på tisdag", "satt och övade i bilen hela vägen hem 😅",
           "vad fint det lät i slutet av Fauré ikväll", "Har någon sett en grön halsduk? Den låg på stolen vid flygeln.",
           "takt 34 i Bach fattar jag fortfarande inte", "tenorerna var sjukt bra idag fr", "blir det fika efteråt eller",
           "Jag är bortrest nästa vecka men övar hemma.", "min röst är helt borta efter helgen", "{j} fyller 60 på lördag! 🎂",
           "parkeringen vid kyrkan är avstängd, ställ er vid Ekonomikum", "kan vi inte ta Whitacre lite långsammare",
           "Dirigenten sa att vi ska andas vid komma, inte vid taktstreck", "någon mer som har svårt med tyskan i Brahms?",
           "alla basar hörs inte längre 😬", "Välkommen till kören {j}! ❤️", "har ni sett att de spelar vår låt på P2",
           "jag har kvar två lappar till konserten om någon vill ha", "vi var 38 stycken ikväll, vilken uppslutning", "kaffet är slut i köket",
           "glömde nyckeln, kan någon öppna åt mig kl 18.45", "sjöng hela Rutter i duschen nu", "va kallt det var i kyrkan idag 🥶",
           "kommer någon på Allmänna Sången-konserten på lördag?", "jag har pollenallergi, ursäkta hostandet", "Är det frivilligt med svart på fredag?",
           "{j} undrar om vi kan öva Stenhammar nästa gång", "någon som vill dela taxi hem?", "sopranerna var för höga i Lauridsen tyckte jag",
           "mitt barn hade feber så jag stannade hemma"]
_FRAGEORD = {"vad", "vem", "har", "kan", "blir", "någon", "är", "kommer"}
_BASEN = ["jag har sjungit i den här kören sedan 1976", "och då hade vi ingen telefon att skriva i", "dirigenten ringde hem till var och en",
          "och vi övade i gamla skolan på Svartbäcken", "det var trettio basar på den tiden", "nu är vi sju", "men vi hörs ändå tycker jag",
          "förr sjöng vi Bach utan noter på slutet", "det klarar ni unga inte", "men ni är duktiga ändå", "hälsningar från Ulla",
          "vi ses på tisdag om knät håller"]
_DIRIGENT = ["Kära körvänner!", "Vilken repetition ikväll, jag är så glad!", "Tänk på att sjunga legato i Fauré, långa fraser, inga accenter.",
             "Sopranerna: våga ta ton i takt 12, det är ert ögonblick.", "Tenorerna: lyssna på basarna, ni är ett lag.",
             "Altarna, tack för att ni höll ihop när det svajade.", "Öva gärna tio minuter om dagen med övningsfilerna, det märks direkt.",
             "Och drick vatten, mycket vatten!", "Vi har fem repetitioner kvar till konserten och det kommer att bli fantastiskt.",
             "Varma hälsningar, Margareta 🎶"]
_PAMINNELSE = ("PÅMINNELSE 🎶 Ta med egna noter och blyertspenna, anmäl frånvaro senast kl. 12 samma dag och kom parfymfri, "
               "vi har allergiker i kören. Tack! /Styrelsen")
_HALSNING = "Hej allihopa! 🎵"
_LANKAR = ["https://open.spotify.com/playlist/{k} lyssna på den här inspelningen av Fauré", "https://www.youtube.com/watch?v={k} så här ska Whitacre låta",
           "https://imslp.org/wiki/Requiem,_Op.48_(Faur%C3%A9,_Gabriel) gratis noter", "https://drive.google.com/drive/folders/{k} övningsfiler alt",
           "https://www.tickster.com/sv/events/{k}/varkonsert dela gärna", "https://www.facebook.com/events/{n}/ eventet är uppe",
           "https://www.cpdl.org/wiki/index.php/Aftonen_(Hugo_Alfv%C3%A9n) här finns Alfvén"]
_BOT = ["Noterat ✍️", "Sparat.", "Jag kan tyvärr inte lyssna på röstmeddelanden, kan du skriva?", "Varsågod!", "Jag påminner i god tid."]


class _Kor:
    """One chat's draws and the choir's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, amne=_AMNEN, tal=_TAL, datum=_DATUM, person=_PERSONER, roll=_ROLLER, uppgift=_UPPGIFTER,
                       rattelse=_RATTELSER, andring=_ANDRINGAR)

    def _ny(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def varde(self, kind: str) -> str | None:
        r, p = self.rng, self.p
        if kind == "kod":
            return p.unique(lambda: f"{r.randrange(1000, 9999)}#")
        if kind == "swish":
            return p.unique(lambda: f"123 {r.randrange(100, 999)} {r.randrange(10, 99)} {r.randrange(10, 99)}")
        if kind == "los":
            return p.unique(lambda: f"{r.choice(['Fermat', 'Altklav', 'Kanon', 'Tonart'])}{r.randrange(100, 999)}")
        if kind == "tel":
            return p.unique(lambda: f"07{r.choice('0236')}-{r.randrange(100, 999)} {r.randrange(10, 99)} {r.randrange(10, 99)}")
        if kind == "link":
            return p.unique(lambda: f"https://forms.office.com/r/{code(r, 10)}")
        if kind == "bg":
            return p.unique(lambda: f"{r.randrange(100, 999)}-{r.randrange(1000, 9999)}")
        if kind == "kl":
            return p.unique(lambda: f"kl. {r.randrange(17, 20)}.{r.choice(['00', '15', '30', '45'])}")
        if kind == "kr":
            return p.unique(lambda: f"{r.randrange(12, 40) * 10} kr")
        if kind == "hyra":
            return p.unique(lambda: f"{grouped(r.randrange(24, 90) * 100, ' ')} kr")
        if kind == "sang":
            return p.unique(lambda: r.choice(_EXTRA))
        if kind == "dag":
            return p.unique(lambda: f"{r.choice(_VD)} {r.randrange(1, 29)}/{r.randrange(2, 6)}")
        return None

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            amne = p.take("amne")
            if amne is None:
                return None
            c = r.choice(amne[1])
            return r.choice(_BESLUT).format(s=amne[0], S=amne[0][0].upper() + amne[0][1:], c=c), (amne[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("tal" if kind == "number" else "datum")
            if t is None:
                return None
            text, probe = t
            fyll: dict[str, Callable[[], str]] = {
                "kr": lambda: str(self._ny("kr", 15, 99) * 10), "bil": lambda: str(self._ny("bil", 60, 420)),
                "st": lambda: str(self._ny("st", 25, 70)), "tkr": lambda: grouped(self._ny("tkr", 80, 600) * 100, ' '),
                "ten": lambda: str(self._ny("ten", 8, 16)), "min": lambda: str(self._ny("min", 45, 95)), "np": lambda: str(self._ny("np", 120, 390)),
                "vd": lambda: r.choice(_VD), "vdl": lambda: r.choice(_VDL), "d": lambda: str(self._ny("d", 1, 29)),
                "mv": lambda: str(r.randrange(3, 6)), "man": lambda: r.choice(_MANADER[2:5] + _MANADER[9:11]),
                "hh": lambda: str(self._ny("hh", 9, 20)), "mm": lambda: r.choice(["00", "15", "30", "45"])}
            slots = {k: f() for k, f in fyll.items() if "{" + k + "}" in text}
            return text.format(**slots), tuple(x.format(**slots) for x in probe), None
        if kind == "who is who":
            vem, roll = p.take("person"), p.take("roll")
            return (roll[0].format(p=vem), (vem, roll[1]), None) if vem and roll else None
        if kind == "open task":
            a = p.take("uppgift")
            return (r.choice(_FRAGOR).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("rattelse" if kind == "corrected (edit)" else "andring"), r, self.varde)

    # -- chatter ----------------------------------------------------------------------------

    def schema(self) -> str:
        r = self.rng
        rader = []
        for dag in sorted(r.sample(range(5), r.randrange(2, 4))):
            h = r.choice([18, 18, 19])
            stammor = "/".join(sorted(r.sample(_STAMMOR, r.randrange(2, 5))))
            a = r.randrange(1, 60)
            rader.append(f"{_VDL[dag]:<8} {h}.{r.choice(['00', '30'])}–{h + 2}.{r.choice(['00', '30'])}  {stammor:<12} "
                         f"{r.choice(_STYCKEN)}, t. {a}–{a + r.randrange(8, 40)}")
        return (r.choice(["Veckans repplan:", "Schema v. " + str(r.randrange(2, 50)), "Så här ser veckan ut ⬇️"]) + "\n" + "\n".join(rader)
                + r.choice(["", "\nalla stämmor på tutti-repet!", "\nOBS nya takter"]))

    def stamlista(self) -> str:
        r = self.rng
        stamma = r.choice(["Alt 1", "Alt 2", "Tenor", "Bas 1", "Sopran 2"])
        namn = r.sample(_SANGARE + ["Greta", "Petter", "Siv", "Rut", "Ville"], r.randrange(5, 9))
        return f"{stamma}, närvaro ikväll:\n" + "\n".join(f"{n} {r.choice(['✅', '✅', '✅', '❌', '🤒'])}" for n in namn)

    def swish(self) -> str:
        r = self.rng
        namn = r.sample(_SANGARE + ["Greta", "Petter", "Siv", "Rut"], r.randrange(4, 8))
        return ("Swish-listan (terminen):\n" + "\n".join(f"{n:<10} {r.choice(['850:-', '850:-', '425:- (halv)', '—'])}" for n in namn)
                + r.choice(["", "\nresten, swisha senast söndag tack", "\n💸"]))

    def lilypond(self) -> str:
        r = self.rng
        toner = " ".join(r.choice(["c'4", "d'4", "e'8", "f'8", "g'2", "a'4.", "b8", "c''4", "r4", "g'4"]) for _ in range(r.randrange(8, 14)))
        return (r.choice(["fattar inte rytmen här, någon?", "skrev in altstämman i LilyPond, stämmer det?", "så här står det i mina noter:"])
                + f"\n```\n\\relative c' {{\n  \\time {r.choice(['3/4', '4/4', '6/8'])} \\key {r.choice(['f', 'g', 'd'])} \\major\n  {toner} |\n}}\n```")

    def biljetter(self) -> str:
        r = self.rng
        rader = ["Kategori        Sålda   Kvar", f"Ordinarie       {r.randrange(40, 200):<7} {r.randrange(0, 120)}",
                 f"Student/pens.   {r.randrange(10, 80):<7} {r.randrange(0, 60)}", f"Barn            {r.randrange(0, 30):<7} {r.randrange(0, 30)}"]
        return "Läget från biljettsajten:\n```\n" + "\n".join(rader) + "\n```" + r.choice(["", "\nbra tryck!", "\ndela eventet 🙏"])

    def program(self) -> str:
        r = self.rng
        valda = r.sample(_STYCKEN, r.randrange(4, 7))
        return "Förslag på program:\n" + "\n".join(f"{i + 1}. {s} ({r.randrange(3, 14)} min)" for i, s in enumerate(valda))

    def forbundet(self) -> str:
        r = self.rng
        return ("Vidarebefordrat\nFrån: Sveriges Körförbund <info@korforbundet.se>\nÄmne: Nyhetsbrev " + _MANADER[r.randrange(12)] + "\n\n"
                f"Hej körvänner! I år arrangeras {r.randrange(20, 90)} körläger runt om i landet. Ansökan om bidrag för körresor öppnar "
                f"{r.randrange(1, 29)}/{r.randrange(1, 12)}. Glöm inte att rapportera medlemsantalet senast {r.randrange(1, 29)}/{r.randrange(1, 12)}.")

    def basen(self) -> str:
        r = self.rng
        valda = sorted(r.sample(range(len(_BASEN)), r.randrange(5, len(_BASEN))))
        return " ".join(_BASEN[i] for i in valda)

    def dirigent(self) -> str:
        r = self.rng
        mitt = r.sample(_DIRIGENT[1:-1], r.randrange(3, len(_DIRIGENT) - 2))
        return "\n\n".join([_DIRIGENT[0]] + mitt + [_DIRIGENT[-1]])

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.3:
            return r.choice(_KORTA), None
        if x < 0.54:
            text = r.choice(_MELLAN).format(j=r.choice(_SANGARE))
            if r.random() < 0.3 and text[-1].isalnum():  # the secretary punctuates
                fraga = text.split()[0].lower() in _FRAGEORD
                text = text[0].upper() + text[1:] + ("?" if fraga else r.choice([".", "!", " 😊"]))
            return text, None
        if x < 0.575:
            return self.schema(), None
        if x < 0.6:
            return self.stamlista(), None
        if x < 0.62:
            return self.swish(), None
        if x < 0.64:
            return self.lilypond(), None
        if x < 0.655:
            return self.biljetter(), None
        if x < 0.67:
            return self.program(), None
        if x < 0.68:
            return self.forbundet(), None
        if x < 0.71:
            return self.basen(), None
        if x < 0.73:
            return self.dirigent(), None
        if x < 0.76:
            return _PAMINNELSE, None
        if x < 0.80:
            return r.choice(_LANKAR).format(k=code(r, 12), n=r.randrange(10**14, 10**15)), None
        if x < 0.815:
            return f"{_HALSNING} {r.choice(_MELLAN).format(j=r.choice(_SANGARE))}", None
        if x < 0.89:
            return r.choice(["", "", "från läktaren", "kyrkan ikväll ✨", "fikat!", "altarna 💜", "notstället"]), [
                {"kind": "photo", "name": f"IMG-2027{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}-WA{r.randrange(0, 300):04d}.jpg",
                 "mime": "image/jpeg", "bytes": r.randrange(80_000, 3_200_000)}]
        if x < 0.91:
            return "noterna", [{"kind": "document", "name": r.choice(["Faure_Requiem_kor.pdf", "Stenhammar_Tre_korvisor.pdf", "Alfven_Aftonen.pdf"]),
                                "mime": "application/pdf", "bytes": r.randrange(200_000, 4_000_000)}]
        if x < 0.94:
            return "", [{"kind": "sticker", "name": "sticker.webp", "mime": "image/webp", "bytes": r.randrange(9_000, 60_000)}]
        return r.choice(["", "", "alt 2 takt 34–50, så här går det", "basstämman"]), [
            {"kind": "voice", "name": f"PTT-2027{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}-WA{r.randrange(0, 90):04d}.opus",
             "mime": "audio/ogg", "bytes": r.randrange(6_000, 800_000)}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_HALSNING} {text}", f"{text}\n\n{_PAMINNELSE}", f"{self.basen()} och förresten {text}",
                         f"Från styrelsemötet:\n• {text}\n• {r.choice(_MELLAN).format(j=r.choice(_SANGARE))}", f"{text} 🎶",
                         f"{self.schema()}\n\nOch: {text}", f"{text}\nVarma hälsningar, Margareta", f"{text} tack alla ❤️"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"kor{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    k = _Kor(rng)
    people = [f"+467{rng.choice('0236')}{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(8, 16))]  # WhatsApp numbers
    voice = Voice(
        plant=k.plant,
        chatter=k.chatter,
        wrap=k.wrap,
        wrap_share=0.28,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.04,
        # Busy around Tuesday's rehearsal and before a concert; quiet for days in between.
        gap_s=lambda: rng.randrange(20, 1800) if rng.random() > 0.1 else rng.randrange(10 * 3600, 80 * 3600),
        supersede_after=(4, 42),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
