"""The pensiune family: a family-run guesthouse near Bran, its owners, children and staff on WhatsApp, in Romanian.

Written for batch 5, after bryllup, newsroom and zadruga were measured (twice, with
extractive-v5) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. Doina (the mother) runs the house and writes long messages with no
full stop; Vasile (the father) writes in capitals without diacritics ("AM REPARAT CENTRALA");
the daughter in Cluj handles Booking and Airbnb and mixes in English ("pls", "asap",
"check-in"); the cook, the housekeeper and a neighbour who drives guests answer "da", "ok",
"Doamne ajută", "Sărut mâna", often without diacritics ("mâine" typed "maine"). Doina posts the
same plea about keys, registration forms and the gate again and again, and a "Bună dimineața
tuturor ☀️" opens most days. Pasted into the chat: Booking.com's new-reservation notices
(numbers, dates, room, prices in € and lei), the week's room occupancy grid, shopping lists
for the cash-and-carry, the boiler's error display, the e-Factura (SPV) message, guests'
reviews, meter readings; links to the Booking extranet, Airbnb, OLX, eMAG and Google Maps;
photos of rooms and the garden, voice notes. Money is "1.250 lei", "350 lei" and "45 €",
times "la ora 14:00" and "la 11", dates "14 iulie" and "14.07", weekdays lower case ("vineri").
Its facts are said the family's way ("Decizia familiei pentru meniul de Revelion: sarmale,
friptură de miel și cozonac ❤️", "La bucătărie în weekend ne ajută Raluca Constantin").
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "pensiune"
LANGUAGE = "ro"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 310

_LUNI_SCURT = ["ian.", "feb.", "mar.", "apr.", "mai", "iun.", "iul.", "aug.", "sept.", "oct.", "nov.", "dec."]
_LUNI = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"]
_ZILE = ["luni", "marți", "miercuri", "joi", "vineri", "sâmbătă", "duminică"]
# The family and staff as the chatter names them (never a fact's person).
_CASA = ["Doina", "Vasile", "Ioana", "Mihai", "tanti Lucreția", "Florica", "nea Costel", "tanti Veta"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_SUBIECTE = [("meniul de Revelion", ["sarmale, friptură de miel și cozonac", "grătar și platou de brânzeturi", "meniu fix de la restaurantul din sat"]),
             ("noua mașină de spălat", ["Bosch de 9 kg", "Arctic de la reducere", "una industrială second-hand"]),
             ("politica pentru animale", ["câini mici acceptați", "fără animale", "animale doar în camera 6, cu taxă"]),
             ("mobilierul pentru terasă", ["lemn masiv de la tâmplarul din Moieciu", "ratan de la Dedeman", "mesele vechi, recondiționate"]),
             ("platforma pentru rezervări directe", ["site propriu cu formular", "doar telefonic", "Travelminit"]),
             ("cadoul pentru oaspeții care revin", ["un borcan de dulceață", "o sticlă de țuică", "10% reducere"]),
             ("culoarea pentru fațadă", ["alb cu lemn natur", "galben pai", "verde închis"]),
             ("furnizorul de lemne", ["ocolul silvic", "firma din Zărnești", "un vecin din Șirnea"])]
_DECIZII = ["Am hotărât: {s} – {c}.", "gata, am stabilit cu tata, {s}: {c}", "Ne-am decis. {S}: {c} 👍", "{S} rămâne {c}, nu mai discutăm",
            "am vorbit aseară, {s} va fi {c}", "Decizia familiei pentru {s}: {c} ❤️"]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_NUMERE = [("Camera dublă e {lei} lei pe noapte în sezon", ("Camera dublă", "{lei} lei")),
           ("Factura la curent a venit {mii1} lei 😱", ("Factura la curent", "{mii1} lei")),
           ("Avem {rec} recenzii pe Booking acum", ("recenzii pe Booking", "{rec} recenzii")),
           ("Gradul de ocupare în august: {oc}%", ("Gradul de ocupare", "{oc}%")),
           ("Taxa de turism la primărie e {tx} lei de persoană pe noapte", ("Taxa de turism", "{tx} lei")),
           ("Comisionul Booking pe luna trecută: {mii2} lei", ("Comisionul Booking", "{mii2} lei")),
           ("am luat {kg} kg de brânză de burduf de la stână", ("brânză de burduf", "{kg} kg")),
           ("În rezervorul de motorină pentru centrală mai sunt {l} litri", ("rezervorul de motorină", "{l} litri")),
           ("Avansul cerut pentru grupuri e {av}% din total", ("Avansul cerut pentru grupuri", "{av}%"))]
_DATE = [("Grupul din Germania sosește {zi}, {d} {luna}", ("Grupul din Germania", "{d} {luna}")),
         ("Inspecția de la ANPC vine pe {dd}.{ll}", ("Inspecția de la ANPC", "{dd}.{ll}")),
         ("Check-in-ul pentru nunta Popescu e la ora {hh}:{mi}", ("nunta Popescu", "ora {hh}:{mi}")),
         ("Clasificarea pensiunii expiră pe {d} {luna}, trebuie reînnoită", ("Clasificarea pensiunii", "{d} {luna}")),
         ("Instalatorul pentru centrală vine {zi} la ora {hh}:{mi}", ("Instalatorul pentru centrală", "ora {hh}:{mi}")),
         ("Degustarea de vinuri pentru oaspeți e sâmbătă de la ora {hh}:{mi}", ("Degustarea de vinuri", "ora {hh}:{mi}")),
         ("Închidem pentru renovare de pe {d} {luna}", ("Închidem pentru renovare", "{d} {luna}")),
         ("Târgul de turism de la Brașov e {zi}, {dd}.{ll}", ("Târgul de turism", "{dd}.{ll}")),
         ("Excursia la Cetatea Râșnov pleacă {zi} la ora {hh}:{mi}", ("Excursia la Cetatea Râșnov", "ora {hh}:{mi}"))]

_PERSOANE = ["Andrei Popa", "Elena Dumitrescu", "Cristian Stan", "Mihaela Ionescu", "Bogdan Munteanu", "Raluca Constantin", "Sorin Dobre",
             "Alina Marinescu", "Radu Gheorghiu", "Simona Lazăr", "Marius Toma", "Daniela Ene", "Cătălin Moldovan", "Oana Rusu"]
_ROLURI = [("Contabilitatea o ține acum {p}", "Contabilitatea o ține"),
           ("La bucătărie în weekend ne ajută {p}", "La bucătărie în weekend"),
           ("{p} de la Booking e account managerul nostru", "account managerul"),
           ("Pe traseele din Piatra Craiului îi duce pe oaspeți {p}", "traseele din Piatra Craiului"),
           ("{p} se ocupă de curățenie în weekend", "curățenie în weekend"),
           ("La primărie, pentru autorizații, vorbim cu {p}", "pentru autorizații"),
           ("{p} ține pagina de Facebook a pensiunii", "pagina de Facebook a pensiunii"),
           ("Acoperișul îl repară echipa lui {p}", "Acoperișul îl repară")]
_SARCINI = ["schimbe becurile de pe terasă", "ducă lenjeria la spălătoria din Zărnești", "repare robinetul din camera 4",
            "cumpere cartușe pentru imprimantă", "taie iarba din livadă", "vopsească gardul dinspre drum", "sune la Electrica pentru contor",
            "ia tortul de la cofetărie", "curețe coșul de fum", "actualizeze prețurile pe Airbnb", "facă poze noi la camere",
            "repare leagănul copiilor"]
_CERERI = ["Cine poate să {a}? 🙏", "Trebuie cineva să {a} până vineri", "mai e nevoie de cineva să {a}", "încă n-a zis nimeni că o să {a}!!",
           "Rog frumos pe cineva să {a}", "cine se oferă să {a}?"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_CORECTARI = [("Codul de la cutia cu chei: {x}", "Codul de la cutia cu chei: {y}", "Codul de la cutia cu chei", "cod"),
              ("Parola la Wi-Fi în camere e {x}", "Parola la Wi-Fi în camere e {y}", "Parola la Wi-Fi", "parola"),
              ("IBAN-ul pensiunii: {x}", "IBAN-ul pensiunii: {y} (primul era contul vechi)", "IBAN-ul pensiunii", "iban"),
              ("Numărul pentru transferuri de la aeroport: {x}", "Numărul pentru transferuri de la aeroport: {y}, sunați după nouă",
               "transferuri de la aeroport", "tel"),
              ("Codul rezervării pentru grupul de la Cluj: {x}", "Codul rezervării pentru grupul de la Cluj: {y}", "grupul de la Cluj", "rez"),
              ("Adresa pentru livrarea de la eMAG: {x}", "Adresa pentru livrarea de la eMAG: {y}", "livrarea de la eMAG", "adr")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_SCHIMBARI = [("Oaspeții din camera 3 pleacă la ora {x}", ["Oaspeții din camera 3 pleacă mai târziu, la ora {y}",
                                                          "schimbare: oaspeții din camera 3 pleacă la ora {y}"], "Oaspeții din camera 3", "ora"),
              ("Cina tradițională costă {x} de persoană", ["Cina tradițională costă acum {y} de persoană",
                                                           "am refăcut calculul, cina tradițională costă {y}"], "Cina tradițională costă", "cina"),
              ("Transferul de la gară e programat {x}", ["Transferul de la gară s-a mutat pe {y}", "nea Costel zice că transferul de la gară e {y}"],
               "Transferul de la gară", "zi"),
              ("Pentru nunta din august avem rezervate {x}", ["Pentru nunta din august avem rezervate doar {y}",
                                                              "update: pentru nunta din august sunt rezervate {y}"], "nunta din august", "camere"),
              ("Curățenia generală e {x}", ["Curățenia generală se mută {y}", "am mutat curățenia generală {y}"], "Curățenia generală", "cand"),
              ("Oferta pentru Paște e {x} cu mic dejun", ["Oferta pentru Paște devine {y} cu mic dejun", "am corectat pe site: oferta pentru Paște e {y}"],
               "Oferta pentru Paște", "oferta")]
_CAND = ["marți dimineață", "miercuri după-amiază", "joi la prânz", "luni devreme", "sâmbătă seara", "vineri după micul dejun"]
_STRAZI = ["Str. Principală", "Str. Cetății", "Str. Valea Muierii", "Str. Fântânii", "Str. Plaiului", "Str. Bisericii"]
_SATE = ["Moieciu de Sus", "Bran", "Șirnea", "Fundata", "Măgura", "Peștera"]

# The chatter.
_SCURTE = ["da", "ok", "bine", "mersi", "mulțumesc", "🙏", "❤️", "Doamne ajută", "pupici", "👍", "am înțeles", "gata", "vin acum", "nu pot",
           "sigur", "super", "😂", "perfect", "Sărut mâna", "bravo", "aha", "ok mersi", "🏡", "da da", "nu", "imediat", "unde ești?", "sun eu",
           "bună", "noapte bună", "☕", "ce frumos", "vai", "lasă", "așa e", "fac eu", "hai că e bine", "🥰", "✔️", "sigur mami", "ok tata",
           "pls", "asap 🙏"]
_MEDII = ["au venit cei din camera 5, foarte drăguți, au copil mic", "s-a terminat detergentul de vase",
          "a sunat cineva pentru weekendul viitor, i-am zis să scrie pe mail", "Vasile, ai văzut că picură la baie la etaj?",
          "oaspeții din Israel au întrebat de un taxi până la Brașov", "am pus ciorba la fiert, e gata la unu", "{n} a zis că vine mai târziu azi",
          "Ioana, poți să verifici dacă a intrat plata de la nemți?", "ninge la noi de azi-noapte ❄️", "drumul spre Șirnea e închis, zice la radio",
          "s-a ars siguranța la bucătărie iar", "a venit o familie fără rezervare, le-am dat camera 2",
          "nu uitați că luni vin ăia de la gunoi mai devreme", "am făcut 40 de borcane de zacuscă 😊", "câinele vecinului iar a intrat în curte",
          "cei de la 6 vor să mănânce la 7, pleacă devreme pe munte", "am primit iar nota 10 de la un oaspete 🎉", "unde e bormașina?",
          "mai avem ouă de la tanti Veta?", "am vorbit cu cei de la grup, vin cu două mașini", "e cald afară, 28 de grade la umbră",
          "Cine a lăsat lumina aprinsă în foișor?", "nu mai primim pe nimeni pentru 1 mai, suntem plini", "Mihai, când vii acasă?",
          "tata a tăiat lemne toată ziua", "le-am dat cheia de la saună celor din 4", "niște nemți au întrebat dacă facem și masa de prânz",
          "guest-ul din 7 zice că nu merge TV-ul, can someone check?", "{n} întreabă dacă mai avem cozonac de ieri",
          "mâine vine ploaia, strângeți pernele de pe bănci", "au lăsat cei din 1 un bacșiș frumos pentru Florica ❤️"]
_TATA = ["AM REPARAT CENTRALA", "NU MAI DATI DRUMUL LA APA CALDA LA ETAJ PANA VIN EU", "AM ADUS LEMNE", "CINE A LUAT CHEIA DE LA MAGAZIE",
         "MAINE MERG LA BRASOV LA DEDEMAN CINE VREA CEVA", "A VENIT OMUL CU GAZUL", "NU MERGE POMPA LA FANTANA", "AM TAIAT IARBA LA DRUM",
         "IOANA SUNA-MA"]
_MAMA = ["dragii mei", "am stat azi și m-am gândit", "de când am deschis pensiunea în 2009 n-a fost un sezon așa",
         "toate camerele pline și oamenii mulțumiți", "dar eu nu mai pot singură cu bucătăria", "tanti Lucreția e bolnavă de o săptămână",
         "și Florica vine doar dimineața", "Ioana tu ești la Cluj și nu vezi", "nu vă supărați pe mine", "dar trebuie să mai luăm pe cineva",
         "măcar pentru vară", "vorbim duminică la masă", "vă pup", "Doamne ajută"]
_MAMA_OASPETI = ["iar au venit ăia din București cu trei câini", "deși scrie mare pe Booking că nu", "și au făcut gălăgie până la 2 noaptea",
                 "eu nu zic nimic că sunt clienți", "dar vecinii au sunat la mine", "și dimineața au cerut omletă fără ouă", "vă dați seama",
                 "Florica a spălat covorul de două ori", "data viitoare le spun din prima", "sau le zici tu Ioana că tu vorbești frumos",
                 "gata m-am liniștit", "pupici"]
_RUGAMINTE = ("Vă rog frumos: cheile se lasă în cutiuța de la recepție, fișa de cazare se completează pentru fiecare oaspete și poarta "
              "rămâne închisă! Mulțumesc, Doamne ajută 🙏")
_SALUT = "Bună dimineața tuturor ☀️"
_LINKURI = ["https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/home.html?hotel_id={n} mami intră aici pls",
            "https://www.airbnb.com/rooms/{n} am pus poze noi", "https://maps.app.goo.gl/{k} pe aici să vină cei cu autocarul",
            "https://www.olx.ro/d/oferta/{k}.html uite ce mese de grădină", "https://www.emag.ro/{k}/pd/ asta e uscătorul de care ziceam",
            "https://www.meteoromania.ro/prognoza-judete/brasov/ vine frig", "https://www.facebook.com/watch/?v={n} ne-a filmat un vlogger 😍"]
_BOT = ["Notat ✍️", "Am salvat.", "Nu pot asculta mesajele vocale, puteți scrie?", "Cu plăcere!", "Vă reamintesc la timp."]


def _fara_diacritice(text: str) -> str:
    """As most of the family types on the phone: no Romanian letters."""
    return text.translate(str.maketrans("ăâîșțşţĂÂÎȘȚŞŢ", "aaiststAAISTST"))


def _cod(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def _mii(n: int) -> str:
    return f"{n:,}".replace(",", ".")


class _Pensiune:
    """One chat's draws and the family's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, subiect=_SUBIECTE, numar=_NUMERE, data=_DATE, persoana=_PERSOANE, rol=_ROLURI, sarcina=_SARCINI,
                       corectare=_CORECTARI, schimbare=_SCHIMBARI, cand=_CAND)

    def _nou(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def valoare(self, kind: str) -> str | None:
        r, p = self.rng, self.p
        if kind == "cod":
            return p.unique(lambda: f"{r.randrange(1000, 9999)}")
        if kind == "parola":
            return p.unique(lambda: f"{r.choice(['DorDeMunte', 'Bran', 'Piatra', 'Casuta'])}{r.randrange(100, 999)}")
        if kind == "iban":
            return p.unique(lambda: f"RO{r.randrange(10, 99)} {r.choice(['BTRL', 'RNCB', 'INGB', 'BRDE'])} {r.randrange(1000, 9999)} "
                                    f"{r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)}")
        if kind == "tel":
            return p.unique(lambda: f"07{r.choice(['22', '23', '40', '44', '45', '55', '66'])} {r.randrange(100, 999)} {r.randrange(100, 999)}")
        if kind == "rez":
            return p.unique(lambda: f"HM{_cod(r, 8)}")
        if kind == "adr":
            return p.unique(lambda: f"{r.choice(_STRAZI)} nr. {r.randrange(10, 400)}, {r.choice(_SATE)}")
        if kind == "ora":
            return p.unique(lambda: f"{r.randrange(10, 14)}:{r.choice(['00', '15', '30', '45'])}")
        if kind == "cina":
            return p.unique(lambda: f"{r.randrange(20, 50) * 5} lei")  # three digits, never inside an Easter price
        if kind == "zi":
            return p.unique(lambda: f"{r.choice(_ZILE)} la {r.randrange(14, 23)}")
        if kind == "camere":
            return p.unique(lambda: f"{r.randrange(4, 13)} camere")
        if kind == "cand":
            return p.take("cand")
        if kind == "oferta":
            return p.unique(lambda: f"{r.randrange(30, 80) * 10} lei/noapte")
        return None

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            subiect = p.take("subiect")
            if subiect is None:
                return None
            c = r.choice(subiect[1])
            return r.choice(_DECIZII).format(s=subiect[0], S=subiect[0][0].upper() + subiect[0][1:], c=c), (subiect[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("numar" if kind == "number" else "data")
            if t is None:
                return None
            text, probe = t
            umple: dict[str, Callable[[], str]] = {
                "lei": lambda: str(self._nou("lei", 24, 90) * 10), "mii1": lambda: _mii(self._nou("mii", 900, 4900)),
                "mii2": lambda: _mii(self._nou("mii", 900, 4900)), "rec": lambda: str(self._nou("rec", 40, 400)), "oc": lambda: str(self._nou("oc", 55, 99)),
                "tx": lambda: f"{self._nou('tx', 2, 12)},{r.choice(['00', '50'])}", "kg": lambda: str(self._nou("kg", 8, 40)),
                "l": lambda: str(self._nou("l", 150, 900)), "av": lambda: str(self._nou("av", 20, 51)),
                "zi": lambda: r.choice(_ZILE), "d": lambda: str(self._nou("d", 1, 29)), "luna": lambda: r.choice(_LUNI[4:10]),
                "dd": lambda: f"{self._nou('d', 1, 29):02d}", "ll": lambda: f"{r.randrange(5, 11):02d}",
                "hh": lambda: str(self._nou("hh", 8, 21)), "mi": lambda: r.choice(["00", "15", "30", "45"])}
            slots = {k: f() for k, f in umple.items() if "{" + k + "}" in text}
            return text.format(**slots), tuple(x.format(**slots) for x in probe), None
        if kind == "who is who":
            cine, rol = p.take("persoana"), p.take("rol")
            return (rol[0].format(p=cine), (cine, rol[1]), None) if cine and rol else None
        if kind == "open task":
            a = p.take("sarcina")
            return (r.choice(_CERERI).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("corectare" if kind == "corrected (edit)" else "schimbare"), r, self.valoare)

    # -- chatter ----------------------------------------------------------------------------

    def rezervare(self) -> str:
        r = self.rng
        d, luna = r.randrange(1, 25), r.randrange(5, 10)
        nopti = r.randrange(1, 6)
        eur = r.randrange(50, 120) * nopti
        return (f"Rezervare nouă! 🛎\nNr. rezervare: {r.randrange(10**9, 5 * 10**9)}\n"
                f"Oaspete: {r.choice(['Hans Becker', 'Sarah Cohen', 'Jan de Vries', 'Giulia Ferri', 'Tom Walker', 'Ana Pop', 'Lukas Novak'])}\n"
                f"Sosire: {r.choice(_ZILE)}, {d} {_LUNI_SCURT[luna - 1]} 2027 · Plecare: {d + nopti} {_LUNI_SCURT[luna - 1]} 2027\n"
                f"{r.choice(['Dublă Superioară cu vedere la munte', 'Cvadruplă la mansardă', 'Apartament cu șemineu', 'Twin cu balcon'])}, "
                f"{r.randrange(1, 5)} adulți\nTotal: € {eur},00 (≈ {_mii(eur * 5)} lei)"
                + r.choice(["", "\nCerere specială: pat pentru copil", "\nSosire estimată: 22:00 – 23:00", "\nplătit online ✅"]))

    def ocupare(self) -> str:
        r = self.rng
        zile = r.sample(range(7), 3)
        zile.sort()
        randuri = ["Cam. | " + " | ".join(_ZILE[z][:3] for z in zile)]
        for cam in range(1, r.randrange(6, 9)):
            randuri.append(f"{cam} | " + " | ".join(r.choice(["✔", "✔", "✔", "–", "B", "A"]) for _ in zile))
        return (r.choice(["ocupare săpt. asta (B = Booking, A = Airbnb)", "Situația camerelor:", "cum stăm la camere"]) + "\n" + "\n".join(randuri))

    def cumparaturi(self) -> str:
        r = self.rng
        lista = r.sample([f"{r.randrange(5, 20)} kg cartofi", f"{r.randrange(2, 6) * 10} ouă", f"{r.randrange(2, 6)} kg telemea",
                          f"{r.randrange(2, 8)} l ulei", "hârtie igienică (2 baxuri)", f"{r.randrange(3, 10)} kg făină", "detergent vase",
                          f"{r.randrange(2, 5)} kg cafea", "pungi de gunoi", f"{r.randrange(10, 30)} l lapte", "smântână", "mici pentru grătar",
                          "saci de cărbuni", f"{r.randrange(4, 12)} sticle de vin roșu"], r.randrange(5, 10))
        return (r.choice(["Lista pt Metro:", "lista de cumparaturi", "Mihai, când treci pe la Kaufland ia te rog:"]) + "\n"
                + "\n".join(f"- {x}" for x in lista))

    def centrala(self) -> str:
        r = self.rng
        return ("```\nARISTON GENUS ONE 35\n"
                f"ERR {r.choice(['501', '502', '108', '309', '6P1'])}  {r.choice(['LIPSA FLACARA', 'PRESIUNE APA SCAZUTA', 'SUPRAINCALZIRE'])}\n"
                f"TUR {r.randrange(30, 80)}°C  RETUR {r.randrange(25, 60)}°C  P {r.randrange(4, 18) / 10:.1f} bar\n"
                f"ORE FUNCT {r.randrange(1000, 20000)}\n```\n" + r.choice(["asta scrie pe ecran", "CE FAC", "iar 😩", "Vasile vezi te rog"]))

    def spv(self) -> str:
        r = self.rng
        return (f"Mesaj SPV ({r.randrange(1, 29):02d}.{r.randrange(1, 13):02d}.2027 {r.randrange(8, 20):02d}:{r.randrange(0, 60):02d})\n"
                f"Factura DDM-{r.randrange(100, 999)} a fost validată în sistemul RO e-Factura. Index de încărcare: {r.randrange(10**9, 5 * 10**9)}. "
                f"CIF emitent: RO{r.randrange(10**7, 5 * 10**7)}" + r.choice(["", "\nok, a mers", "\nasta e pt grupul de la firmă"]))

    def recenzie(self) -> str:
        r = self.rng
        texte = ['"Wonderful place, the food was amazing and the hosts so kind!"', '"Camere curate, mâncare ca la bunica. Revenim!"',
                 '"Sehr schöne Aussicht, Frühstück super, Weg etwas schwierig."', '"Totul perfect, doar apa caldă a venit greu dimineața."',
                 '"Best sarmale in Romania 😍"']
        return f"{'⭐' * r.randrange(3, 6)} recenzie nouă de la {r.choice(['Mark', 'Corina', 'Stefan', 'Lea', 'Dan', 'Yael'])}:\n{r.choice(texte)}"

    def contoare(self) -> str:
        r = self.rng
        return (f"Indexuri {r.randrange(1, 29)}.{r.randrange(1, 13):02d}:\nCurent: {_mii(r.randrange(20000, 90000))} kWh\n"
                f"Apă: {r.randrange(300, 2000)} mc\nGaz: {_mii(r.randrange(1000, 9000))} mc" + r.choice(["", "\nle trimit eu", "\npoza mai jos"]))

    def mama(self) -> str:
        r = self.rng
        fraze = r.choice([_MAMA, _MAMA_OASPETI])
        alese = sorted(r.sample(range(len(fraze)), r.randrange(6, len(fraze))))
        return " ".join(fraze[i] for i in alese)

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.25:
            return r.choice(_SCURTE), None
        if x < 0.49:
            text = r.choice(_MEDII).format(n=r.choice(_CASA))
            if r.random() < 0.45:
                text = _fara_diacritice(text)
            return text, None
        if x < 0.52:
            return r.choice(_TATA), None
        if x < 0.565:
            return self.rezervare(), None
        if x < 0.595:
            return self.ocupare(), None
        if x < 0.625:
            return self.cumparaturi(), None
        if x < 0.645:
            return self.centrala(), None
        if x < 0.665:
            return self.spv(), None
        if x < 0.69:
            return self.recenzie(), None
        if x < 0.705:
            return self.contoare(), None
        if x < 0.755:
            return self.mama(), None
        if x < 0.785:
            return _RUGAMINTE, None
        if x < 0.8:
            return f"{_SALUT} {r.choice(_MEDII).format(n=r.choice(_CASA))}", None
        if x < 0.84:
            return r.choice(_LINKURI).format(k=_cod(r, 12), n=r.randrange(10**7, 10**8)), None
        if x < 0.915:
            return r.choice(["", "", "camera 3 gata", "ce apus 😍", "micul dejun de azi", "grădina", "uite ce a lăsat ploaia"]), [
                {"kind": "photo", "name": f"IMG-2027{r.randrange(5, 11):02d}{r.randrange(1, 29):02d}-WA{r.randrange(0, 300):04d}.jpg",
                 "mime": "image/jpeg", "bytes": r.randrange(70_000, 2_800_000)}]
        if x < 0.935:
            return "", [{"kind": "sticker", "name": "sticker.webp", "mime": "image/webp", "bytes": r.randrange(9_000, 60_000)}]
        return "", [{"kind": "voice", "name": f"PTT-2027{r.randrange(5, 11):02d}{r.randrange(1, 29):02d}-WA{r.randrange(0, 90):04d}.opus",
                     "mime": "audio/ogg", "bytes": r.randrange(6_000, 700_000)}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SALUT} {text}", f"{text}\n\n{_RUGAMINTE}", f"{self.mama()} și {text}", f"{self.rezervare()}\n\n{text}",
                         f"{text} 🙏", f"Pe scurt de la mine:\n– {text}\n– {r.choice(_MEDII).format(n=r.choice(_CASA))}",
                         f"{self.cumparaturi()}\n\nși încă ceva: {text}", f"{text}. Doamne ajută"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"pen{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    g = _Pensiune(rng)
    people = [f"+407{rng.randrange(10**7, 10**8)}" for _ in range(rng.randrange(5, 9))]  # WhatsApp numbers
    voice = Voice(
        plant=g.plant,
        chatter=g.chatter,
        wrap=g.wrap,
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.04,
        # All day long: a rush at breakfast and at check-in, a quiet night.
        gap_s=lambda: rng.randrange(15, 1200) if rng.random() > 0.08 else rng.randrange(4 * 3600, 14 * 3600),
        supersede_after=(3, 38),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
