"""The vve family: an owners' association (Vereniging van Eigenaars) of a Dutch block of flats,
its board and its residents in one app group, in Dutch.

Written after famille, helpdesk and cantiere were measured twice and became a tuning set, and
run on no version of the summarizer when it was committed: a held-out family. The board pastes
its formal minutes ("NOTULEN VERGADERING BESTUUR", numbered items, amounts, dates, names of
those present), forwards the managing agent's e-mails with their headers, and posts the same
house-rules notice again and again; the maintenance firm's fault reports arrive pasted as they
came; residents answer "Top!", "👍🏻", "Klopt", ask about parcels and the lift, send photos of
leaks, Tikkie and Funda links and voice notes, and now and then write a long complaint with or
without a full stop. Money is "€ 1.250,-" and "€ 37,50", times "19.30 uur" and "om 8.00 uur",
dates "14 januari" and "14-01", weekdays and months lower case. Its facts are said as a board
says them ("Besluit van het bestuur: het schilderwerk van de kozijnen → Verfwerk Noord.") or as
a neighbour does ("Joost heeft de sleutels van de bergingen, even aanbellen").
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "vve"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 200
LANGUAGE = "nl"

# What a decision is about (as said, the words the probe looks for) and what it may come to.
_ONDERWERPEN = [
    ("het schilderwerk van de kozijnen", "schilderwerk van de kozijnen", ["Schildersbedrijf Van Dam", "Verfwerk Noord", "De Kwast & Zn."]),
    ("de vervanging van de lift", "vervanging van de lift", ["Liftservice Oost", "Hoogstad Liften", "eerst een second opinion"]),
    ("de fietsenstalling", "fietsenstalling", ["dubbellaagse rekken in de kelder", "een overkapping aan de achterzijde",
                                               "laadpunten voor e-bikes erbij"]),
    ("de zonnepanelen", "zonnepanelen", ["kopen met de ISDE-subsidie", "leasen via Zonnedak Collectief", "uitstellen tot na het dakonderhoud"]),
    ("de schoonmaak van het trappenhuis", "schoonmaak van het trappenhuis", ["Glans Schoonmaakdiensten", "een rooster met de bewoners zelf",
                                                                             "tweewekelijks via de beheerder"]),
    ("de overstap van de administratie", "overstap van de administratie", ["VvE Beheer Amstelland", "zelf doen met e-Boekhouden",
                                                                           "Kasper & Partners"]),
    ("de groenstrook voor de deur", "groenstrook", ["geveltuintjes met stokrozen", "tegels eruit, gras erin", "adoptievakken per portiek"]),
    ("het nieuwe sluitsysteem", "sluitsysteem", ["druppels per appartement", "een cijferslot op de kelderdeur", "sleutels met certificaat"]),
]
_BEWONERS = ["Marieke Bos", "Joost de Wit", "Fatima El Idrissi", "Sander Kuipers", "Ingrid Mulder", "Ruud Verbeek", "Anouk Jansen",
             "Koen Hendriks", "Yvonne de Graaf", "Bram Visser", "Esther Dekker", "Mehmet Yıldız", "Hanneke Post", "Dirk Schouten"]
# Who the chatter names (never a fact's person).
_BUREN = ["Gerda", "Wim", "Thijs", "Lotte", "Peter van nr. 9", "mevrouw Hoekstra", "Ahmed", "Sanne", "meneer Brouwer"]
_ROLLEN = [("{p} is vanaf vandaag onze nieuwe penningmeester.", "nieuwe penningmeester"),
           ("Het aanspreekpunt voor de verzekeraar is {p}, bij schade eerst even bellen.", "aanspreekpunt voor de verzekeraar"),
           ("{p} heeft de sleutels van de bergingen, even aanbellen", "sleutels van de bergingen"),
           ("{p} neemt het notuleren over van Gerda", "notuleren"),
           ("contactpersoon voor de liftfirma wordt {p}", "contactpersoon voor de liftfirma"),
           ("{p} zit vanaf nu in de kascommissie 👏", "kascommissie"),
           ("{p} coördineert de tuindag in mei, geef je op via de lijst in de hal", "coördineert de tuindag"),
           ("onze secretaris is voortaan {p}", "onze secretaris")]
_TAKEN = ["de offerte van de dakdekker opvragen", "het mos van de galerij laten verwijderen", "de brandblussers laten keuren",
          "de nieuwe huisregels rondsturen", "een extra sleutel van het hek laten maken", "de lampen in de kelder vervangen",
          "de inschrijving bij de KvK bijwerken", "een herinnering naar nr. 7 sturen", "het MJOP laten actualiseren",
          "de intercom laten repareren", "de regenpijp aan de achterkant laten ontstoppen", "een nieuwe energieleverancier zoeken",
          "de bewonersbrief over de lekkage opstellen", "de nee-nee-stickers op de brievenbussen plakken"]
_PLEKKEN = ["Gerda op 2-hoog", "nr. 14", "Thijs en Lotte", "het buurthuis", "Café De Zwaan", "de bibliotheek", "nr. 31"]
_FIRMA = ["Amstelhof Beheer", "VvE Plus", "Woonbeheer Noord", "De Vastgoedhoeders", "Bureau Kroeze", "Stadsbeheer Utrecht"]
_STAANPLEK = ["op de parkeerplaats bij de ingang", "naast de glasbak", "voor de garagedeuren", "aan de kant van het plantsoen",
              "op de stoep voor nr. 5", "bij de achteringang"]
_DAGEN = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
_MAANDEN = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"]

_BESLUIT = ["Besluit van het bestuur: {s} → {c}.", "In de ALV is met ruime meerderheid gekozen voor {c} ({s}).",
            "ok dus voor {s} wordt het {c}, afgesproken 👍", "We hebben gestemd over {s}: {c}. Dank voor jullie inbreng!",
            "na lang wikken en wegen: {c} voor {s}", "Het is rond voor {s}: {c}."]
# (text, probe): each template names its own subject, once per chat.
_BEDRAGEN = [("De servicekosten gaan per 1 januari naar € {n},{cc} per maand per appartement.", ("servicekosten", "€ {n},{cc}")),
             ("Stand reservefonds per vandaag: € {t}.{h},{cc}", ("reservefonds", "€ {t}.{h},{cc}")),
             ("offerte voor het herstel van de dakgoot: € {o}.{h},- incl. btw", ("dakgoot", "€ {o}.{h},-")),
             ("we hebben {k} volmachten binnen voor donderdag", ("{k} volmachten",)),
             ("De opstalverzekering kost dit jaar € {o}.{h},{cc}, iets meer dan vorig jaar", ("opstalverzekering", "€ {o}.{h},{cc}")),
             ("gasverbruik van de cv-ketel in de kelder: {m} m³ in november, dat is veel", ("cv-ketel", "{m} m³")),
             ("het quorum voor de stemming is {q} stemmen", ("quorum", "{q} stemmen")),
             ("De achterstand in bijdragen is nu € {n},{cc}, verdeeld over drie appartementen.", ("achterstand in bijdragen", "€ {n},{cc}"))]
_DATA = [("De voorjaars-ALV is op {wd} {d} {mnd} om {hh}.{mi} uur in buurthuis De Kroon.", ("voorjaars-ALV", "{d} {mnd}")),
         ("de liftmonteur komt {wd} tussen {h1} en {h2} uur", ("liftmonteur", "tussen {h1} en {h2} uur")),
         ("Glazenwasser komt {wd} {dd}-{mm}, graag de ramen aan de galerijzijde dicht", ("glazenwasser", "{dd}-{mm}")),
         ("grofvuil ophalen is {wd} {d} {mnd} vanaf {hh}.00 uur, niet eerder buitenzetten aub", ("grofvuil", "{d} {mnd}")),
         ("De kascontrole is {wd} {d} {mnd} om {hh}.{mi} uur bij Wim thuis.", ("kascontrole", "{d} {mnd}")),
         ("de stookkostenafrekening komt uiterlijk {d} {mnd}", ("stookkostenafrekening", "{d} {mnd}")),
         ("De dakdekker komt {wd} om {hh}.{mi} uur, hij moet via het luik op de 4e", ("dakdekker komt", "{hh}.{mi} uur"))]
_TAAK = ["Actiepunt: {a} (wie pakt dit op?)", "Nog openstaand: {a}.", "wie kan er {a}? ik kom er zelf niet aan toe",
         "Vergeet niet: we moeten nog {a}!", "staat nog steeds open hè, {a}", "Wie wil {a}? Graag even melden."]
_WIJZIG = [("Code van het sleutelkastje bij de hoofdingang: {x}", "Code van het sleutelkastje bij de hoofdingang: {y}", "sleutelkastje", "code"),
           ("Het IBAN van de VvE voor de maandelijkse bijdrage is {x}", "Het IBAN van de VvE voor de maandelijkse bijdrage is {y}",
            "IBAN van de VvE", "iban"),
           ("storingsnummer van de liftfirma (24/7): {x}", "storingsnummer van de liftfirma (24/7): {y}", "storingsnummer", "tel"),
           ("wachtwoord van de gedeelde VvE-mailbox: {x}", "wachtwoord van de gedeelde VvE-mailbox: {y}", "VvE-mailbox", "pw"),
           ("kenmerk van de schademelding (lekkage nr. 12) bij de verzekeraar: {x}",
            "kenmerk van de schademelding (lekkage nr. 12) bij de verzekeraar: {y}", "kenmerk van de schademelding", "ref"),
           ("Wifi in de gemeenschappelijke ruimte: netwerk Parkzicht-Gast, wachtwoord {x}",
            "Wifi in de gemeenschappelijke ruimte: netwerk Parkzicht-Gast, wachtwoord {y}", "Parkzicht-Gast", "wifi")]
_ANDERS = [("Het bestuursoverleg is deze maand bij {x}", ["Kleine wijziging: het bestuursoverleg is bij {y}",
                                                          "bestuursoverleg verplaatst naar {y}, daar is meer ruimte"], "bestuursoverleg", "plek"),
           ("De schilder begint {x}", ["Update: de schilder begint pas {y}, hij loopt uit op een andere klus",
                                       "planning aangepast, de schilder begint {y}"], "schilder begint", "dag"),
           ("het water wordt afgesloten op {x}", ["correctie: het water wordt afgesloten op {y}, niet eerder",
                                                  "Let op, het water wordt afgesloten op {y} i.p.v. de eerder genoemde dag"],
            "water wordt afgesloten", "dag"),
           ("Burendag vieren we {x}", ["burendag wordt verplaatst naar {y} vanwege het weer", "Nieuw plan voor burendag: {y}"], "burendag", "dag"),
           ("De nieuwe beheerder wordt {x}", ["toch een andere keuze: de nieuwe beheerder wordt {y}",
                                              "de nieuwe beheerder is uiteindelijk {y} geworden"], "nieuwe beheerder", "firma"),
           ("De container voor de verbouwing van nr. 3 staat {x}", ["de container voor de verbouwing komt toch {y}",
                                                                    "Wijziging: container voor de verbouwing staat vanaf morgen {y}"],
            "container voor de verbouwing", "staanplek")]

_KORT = ["Top!", "👍", "👍🏻", "Dank je wel", "dank!", "Prima", "Klopt", "haha", "Tja", "ok", "Goed idee!", "Helemaal mee eens",
         "ik kan helaas niet", "Bedankt voor het regelen 🙏", "Hè bah", "Gezellig!", "Welterusten allemaal", "Ja", "Nee", "😂", "👏👏",
         "Fijn", "Super", "Ik ook niet", "Is goed", "🙈", "Dank voor de info", "prima zo", "Mee eens.", "hoezo?", "Oei", "👌", "Sterkte!",
         "ja hoor", "Goedemorgen", "🌷"]
_MIDDEL = ["Weet iemand of de lift het weer doet?", "de voordeur valt weer niet in het slot", "Er staat al drie dagen een fiets zonder "
           "eigenaar bij de ingang.", "wie heeft er een ladder die ik mag lenen", "Er ligt weer hondenpoep op het grasveld 🙄",
           "pakketje voor nr 12 ligt bij mij", "De verwarming in het trappenhuis staat op 24 graden, kan dat lager?",
           "Vanavond om 20.00 uur voetbal kijken bij Thijs, wie komt er?", "iemand een pomp voor mijn fietsband? ik ben op nr 18",
           "Mijn buurvrouw op 3-hoog is 90 geworden! 🎉", "weet iemand een goede loodgieter", "de lamp bij de brievenbussen is kapot",
           "Er hangt een briefje van PostNL bij de deur voor nr. 22", "Zijn er nog mensen met last van de muizen in de kelder?",
           "de buren van 4 hoog boren alweer om 8 uur 's ochtends", "Wie heeft de gele container zo vol gestopt 😅",
           "Er loopt een kat rond zonder halsband, van iemand hier?", "meneer Brouwer vraagt of iemand zijn kliko wil binnenzetten",
           "Welkom aan de nieuwe bewoners van nr. 27! 🏠", "is de stroom bij jullie ook uitgevallen?", "de galerij is spiegelglad vanochtend",
           "Sanne heeft een tas met kinderkleding over, wie wil?", "Wie laat er steeds de kelderdeur openstaan", "Bel gerust als er iets is."]
_KLACHT = ["Ik wil het toch even kwijt", "al weken staat er een scooter in de gang", "en elke keer als ik het meld gebeurt er niks",
           "de buren boren op zondagochtend om 8 uur", "ik betaal net als iedereen elke maand mijn bijdrage",
           "dan mag je toch verwachten dat de boel een beetje netjes blijft", "de lift is deze maand al vier keer kapot geweest",
           "mijn moeder van 84 kon niet naar boven", "en dan zegt de beheerder dat het aan ons ligt", "ik vind dat echt niet normaal",
           "vroeger regelden we dit gewoon onderling", "nu moet alles via formulieren en mailtjes", "ik snap dat het bestuur vrijwilligers zijn",
           "en ik ben ook dankbaar voor wat jullie doen", "maar er moet echt iets gebeuren", "sorry voor de lange tekst",
           "maar dit moest me van het hart"]
_HUISREGELS = ("Beste bewoners, graag VvE-zaken per mail naar bestuur@vve-parkzicht.nl, deze app is voor korte mededelingen. "
               "Geen fietsen in de gang, geen afval naast de containers. Dank voor jullie medewerking! 🙏")
_PAPIER = "Herinnering: woensdagavond gaat de papiercontainer aan de straat ♻️"
_OORZAKEN = ["deurcontact defect", "noodtelefoon buiten werking", "deur blijft hangen op de 3e verdieping", "liftkooi stopt niet gelijk",
             "storing besturingskast", "vandalisme bedieningspaneel"]
_AGENDA = ["Mededelingen: de storing aan de cv-installatie van {dd}-{mm} is verholpen; de rekening (€ {a},{cc}) gaat naar de beheerder.",
           "Financiën: het saldo op de lopende rekening bedraagt € {t}.{h},{cc}; er staan {k} betalingsherinneringen uit.",
           "Onderhoud: de offerte voor het voegwerk (€ {o}.{h},-) wordt aangehouden tot na de inspectie van {mnd}.",
           "Lift: in {mnd} waren er {k} storingen, de monteur heeft het deurcontact vervangen.",
           "Ingekomen stukken: brief van de gemeente over de herinrichting van de straat, een klacht over geluidsoverlast ({nr}).",
           "Rondvraag: {buur} vraagt naar de parkeerplaatsen; wordt meegenomen in de volgende vergadering.",
           "Energie: het verbruik in de gemeenschappelijke delen was {kwh} kWh, {pc}% minder dan vorig jaar.",
           "Tuin: {buur} stelt voor om in het voorjaar bollen te planten, budget maximaal € {a},-."]
_LINKS = ["Wie doet mee met de bloembakken? € 7,50 p.p. https://tikkie.me/pay/{code}",
          "https://www.funda.nl/koop/utrecht/appartement-{n}-parkzichtlaan-{nr}/ nr. {nr} staat te koop!",
          "https://www.buienradar.nl/ storm vannacht, zet de balkonspullen vast",
          "https://www.marktplaats.nl/v/fietsen/m{n} is dit niet de fiets die uit de kelder is gestolen?",
          "https://maps.app.goo.gl/{code} hier is het buurthuis voor wie het niet kent",
          "https://www.youtube.com/watch?v={code} zo ontlucht je de radiator, voor wie het vroeg"]
_BOT = ["Genoteerd!", "Dank je, ik heb het vastgelegd.", "Ik kan geen spraakberichten beluisteren, kun je het typen?", "Graag gedaan!",
        "Ik herinner jullie er op tijd aan."]


def _code(rng: random.Random, n: int = 11) -> str:
    return "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(n))


def _getallen(rng: random.Random) -> dict[str, object]:
    return dict(dd=f"{rng.randrange(1, 29):02d}", mm=f"{rng.randrange(1, 13):02d}", a=rng.randrange(90, 990), cc=rng.choice(["00", "50", "95"]),
                t=rng.randrange(12, 99), h=f"{rng.randrange(0, 1000):03d}", k=rng.randrange(2, 12), o=rng.randrange(1, 9),
                mnd=rng.choice(_MAANDEN), nr=f"nr. {rng.randrange(1, 40)}", buur=rng.choice(_BUREN), kwh=f"{rng.randrange(2, 9)}.{rng.randrange(100, 999)}",
                pc=rng.randrange(3, 19))


def _notulen(rng: random.Random, extra: Optional[str] = None) -> str:
    """Minutes as the board pastes them, a fact sometimes among their items."""
    g = _getallen(rng)
    items = [x.format(**g) for x in rng.sample(_AGENDA, rng.randrange(3, 6))]
    if extra:
        items.insert(rng.randrange(0, len(items) + 1), extra)
    present = ", ".join(rng.sample(_BUREN, 4))
    body = "\n".join(f"{i + 2}. {x}" for i, x in enumerate(items))
    return (f"NOTULEN VERGADERING BESTUUR VvE Parkzicht\nDatum: {rng.choice(_DAGEN)} {rng.randrange(1, 29)} {rng.choice(_MAANDEN)} 2026\n"
            f"Aanwezig: {present}\n1. Opening: de voorzitter opent om {rng.randrange(19, 21)}.{rng.choice(['00', '15', '30'])} uur de "
            f"vergadering.\n{body}\n{len(items) + 2}. Sluiting om {rng.randrange(21, 23)}.{rng.choice(['05', '20', '45'])} uur.")


def _begroting(rng: random.Random) -> str:
    """The treasurer's draft budget, pasted as a table: a very long message full of amounts."""
    rows = [("Bijdragen eigenaren (32 app.)", rng.randrange(70, 99) * 1000 + rng.randrange(0, 999)),
            ("Rente spaarrekening", rng.randrange(200, 1900)), ("Verzekeringen", rng.randrange(3000, 7900)),
            ("Onderhoud lift (contract)", rng.randrange(4000, 9900)), ("Schoonmaak algemene ruimtes", rng.randrange(5000, 11000)),
            ("Energie algemene delen", rng.randrange(2000, 6900)), ("Kosten beheerder", rng.randrange(6000, 12000)),
            ("Groenonderhoud", rng.randrange(800, 2500)), ("Bankkosten", rng.randrange(150, 450)),
            ("Dotatie onderhoudsvoorziening (MJOP)", rng.randrange(20000, 45000)), ("Onvoorzien", rng.randrange(1000, 4000))]

    def euro(v: int) -> str:
        return f"€ {v:,},-".replace(",", ".").replace(".-", ",-")

    lines = [f"{name} {'.' * max(3, 44 - len(name))} {euro(v)}" for name, v in rows]
    return ("CONCEPT BEGROTING 2027 VvE Parkzicht (ter bespreking, nog niet vastgesteld!)\n\nInkomsten\n" + "\n".join(lines[:2])
            + "\n\nUitgaven\n" + "\n".join(lines[2:]) + f"\n\nTotaal uitgaven {euro(sum(v for _, v in rows[2:]))}\n"
            "Opmerkingen graag vóór de vergadering per mail. De stukken liggen ook ter inzage bij Wim.")


def _mail(rng: random.Random) -> str:
    g = _getallen(rng)
    onderwerp, tekst = rng.choice([
        ("Jaarafrekening 2025", "Bijgaand ontvangt u de jaarafrekening over 2025. Het totaal van de uitgaven bedroeg € {t}.{h},{cc}. "
                                "Eventuele vragen kunt u tot {dd}-{mm} per e-mail stellen."),
        ("Storing centrale antenne", "Wij hebben uw melding van {dd}-{mm} in behandeling genomen onder nummer {a}{k}. Een monteur neemt "
                                     "binnen {k} werkdagen contact met u op."),
        ("Inspectie gevels", "In {mnd} voert ons bureau de tweejaarlijkse inspectie van de gevels uit. U hoeft daarvoor niet thuis te zijn; "
                             "de kosten (€ {a},{cc}) vallen binnen het budget."),
    ])
    return ("---------- Doorgestuurd bericht ---------\nVan: Klantenservice Amstelhof Beheer <info@amstelhofbeheer.nl>\n"
            f"Datum: {rng.randrange(1, 29)} {rng.choice(_MAANDEN)} 2026 {rng.randrange(8, 18)}:{rng.randrange(0, 60):02d}\n"
            f"Onderwerp: {onderwerp}\n\nGeachte bewoners,\n\n{tekst.format(**g)}\n\nMet vriendelijke groet,\nAfdeling VvE-beheer")


def _storing(rng: random.Random) -> str:
    return (f"Storingsmelding #{rng.randrange(100000, 999999)}\nObject: lift, Parkzichtlaan {rng.randrange(1, 40)}\n"
            f"Gemeld: {rng.randrange(1, 29):02d}-{rng.randrange(1, 13):02d}-2026 {rng.randrange(0, 24):02d}:{rng.randrange(0, 60):02d}\n"
            f"Oorzaak: {rng.choice(_OORZAKEN)}\nStatus: {rng.choice(['opgelost', 'in behandeling', 'onderdeel besteld'])}\n"
            f"Monteur: {rng.choice(['R. de Boer', 'M. Ait Said', 'J. Willems', 'T. Smits'])}")


def _gebabbel(rng: random.Random) -> Said:
    r = rng.random()
    if r < 0.3:
        return rng.choice(_KORT), None
    if r < 0.53:
        text = rng.choice(_MIDDEL)
        if rng.random() < 0.3:  # typed on the stairs: no capitals, no punctuation
            text = text.lower().rstrip(".?!").replace(",", "")
        return text, None
    if r < 0.59:
        return (_notulen(rng) if rng.random() > 0.2 else _begroting(rng)), None
    if r < 0.63:
        return _mail(rng), None
    if r < 0.67:
        return _storing(rng), None
    if r < 0.72:
        said = set(rng.sample(range(len(_KLACHT)), rng.randrange(5, 12)))  # in the order a complaint goes
        text = " ".join(x for i, x in enumerate(_KLACHT) if i in said)
        return (text if rng.random() < 0.5 else ". ".join(x for i, x in enumerate(_KLACHT) if i in said) + "!!"), None
    if r < 0.76:
        return (_HUISREGELS if rng.random() < 0.6 else _PAPIER), None
    if r < 0.82:
        return rng.choice(_LINKS).format(code=_code(rng), n=rng.randrange(10**7, 10**8), nr=rng.randrange(1, 40)), None
    if r < 0.9:
        if rng.random() < 0.6:
            return rng.choice(["", "foto van de lekkage", "zo ziet de kelder er nu uit 😬", "de nieuwe bloembakken 🌷", "kijk dan"]), [
                {"kind": "photo", "name": f"IMG_{rng.randrange(1000, 9999)}.HEIC", "mime": "image/heic", "bytes": rng.randrange(300_000, 4_000_000)}]
        return rng.choice(["", "ter info", "de notulen"]), [
            {"kind": "document", "name": rng.choice(["Notulen_bestuur.pdf", "Offerte_dak.pdf", "Begroting_2027_concept.pdf", "Huisregels.pdf"]),
             "mime": "application/pdf", "bytes": rng.randrange(40_000, 900_000)}]
    if r < 0.95:
        return "", [{"kind": "voice", "mime": "audio/ogg", "bytes": rng.randrange(5_000, 600_000), "ref": f"ptt-{_code(rng, 16)}"}]
    g = _getallen(rng)
    return f"Meterstanden {g['mnd']}:\nElektra algemeen: {g['kwh']} kWh\nWater: {rng.randrange(40, 190)} m³\n" \
           f"Gemeten door {g['buur']} op {g['dd']}-{g['mm']}", None


class _Loting:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, onderwerp=_ONDERWERPEN, bewoner=_BEWONERS, rol=_ROLLEN, taak=_TAKEN, plek=_PLEKKEN, firma=_FIRMA,
                       staanplek=_STAANPLEK, bedrag=_BEDRAGEN, datum=_DATA, wijzig=_WIJZIG, anders=_ANDERS)

    def waarde(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "code":
            return p.unique(lambda: f"{r.randrange(1000, 9999)}")
        if kind == "iban":
            return p.unique(lambda: f"NL{r.randrange(10, 99)} {r.choice(['INGB', 'ABNA', 'RABO', 'TRIO'])} 0{r.randrange(100, 999)} "
                                    f"{r.randrange(1000, 9999)} {r.randrange(10, 99)}")
        if kind == "tel":
            return p.unique(lambda: f"020 {r.randrange(200, 899)} {r.randrange(1000, 9999)}")
        if kind == "pw":
            return p.unique(lambda: f"{r.choice(['Tulp', 'Gracht', 'Molen', 'Dijk', 'Polder'])}{r.randrange(10, 99)}!{r.choice('abcdefgh')}")
        if kind == "ref":
            return p.unique(lambda: f"SCH-2026-{r.randrange(10000, 99999)}")
        if kind == "wifi":
            return p.unique(lambda: f"parkzicht{r.randrange(1000, 9999)}")
        if kind == "dag":
            return p.unique(lambda: f"{r.choice(_DAGEN)} {r.randrange(1, 29)} {r.choice(_MAANDEN)}")
        return p.take(kind)


def _plant(kind: str, lot: _Loting, rng: random.Random) -> Planted:
    p = lot.p
    if kind == "decision":
        o = p.take("onderwerp")
        if o is None:
            return None
        c = rng.choice(o[2])
        return rng.choice(_BESLUIT).format(s=o[0], c=c), (o[1], c), None
    if kind in ("number", "date/time"):
        tpl = p.take("bedrag" if kind == "number" else "datum")
        if tpl is None:
            return None
        text, probe = tpl

        def u(tag: str, lo: int, hi: int) -> int:  # a value not drawn before for this slot in this chat
            return int(p.unique(lambda: (tag, rng.randrange(lo, hi)))[1])

        draws: dict[str, Callable[[], str]] = dict(
            n=lambda: str(u("n", 140, 990)), cc=lambda: rng.choice(["00", "25", "50", "75", "40", "60"]), t=lambda: str(u("t", 31, 89)),
            h=lambda: f"{rng.randrange(0, 1000):03d}", o=lambda: str(u("o", 1, 10)), k=lambda: str(u("k", 17, 58)),
            m=lambda: str(u("m", 210, 880)), q=lambda: str(u("q", 21, 49)), wd=lambda: rng.choice(_DAGEN), d=lambda: str(u("d", 2, 29)),
            mnd=lambda: rng.choice(_MAANDEN), hh=lambda: str(u("hh", 8, 21)), mi=lambda: rng.choice(["00", "15", "30", "45"]),
            h1=lambda: str(u("h1", 8, 14)), dd=lambda: f"{u('dd', 2, 29):02d}", mm=lambda: f"{rng.randrange(1, 13):02d}")
        slots = {k: v() for k, v in draws.items() if "{" + k + "}" in text}
        if "{h2}" in text:  # a two-hour window
            slots["h2"] = str(int(slots["h1"]) + 2)
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "who is who":
        who, rol = p.take("bewoner"), p.take("rol")
        return (rol[0].format(p=who), (who, rol[1]), None) if who and rol else None
    if kind == "open task":
        a = p.take("taak")
        return (rng.choice(_TAAK).format(a=a), (a,), None) if a else None
    return superseded(kind, p.take("wijzig" if kind == "corrected (edit)" else "anders"), rng, lot.waarde)


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.11) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"vve{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    lot = _Loting(rng)
    people = [f"user{rng.randrange(10**9, 10**10)}" for _ in range(rng.randrange(6, 15))]

    def wrap(text: str) -> str:
        return rng.choice([f"Beste buren,\n\n{text}\n\nMet vriendelijke groet,\nnamens het bestuur, {rng.choice(_BUREN[:4])}",
                           _notulen(rng, text), f"{text} Dank voor jullie begrip.", f"btw {text}", f"{rng.choice(_MIDDEL)} Oh en {text}",
                           f"{text}\n\n{_HUISREGELS}"])

    voice = Voice(
        plant=lambda kind: _plant(kind, lot, rng),
        chatter=lambda: _gebabbel(rng),
        wrap=wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.06,
        # Evenings after work and weekend mornings; days without a message in between.
        gap_s=lambda: rng.randrange(30, 2400) if rng.random() > 0.12 else rng.randrange(6 * 3600, 40 * 3600),
        supersede_after=(5, 45),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
