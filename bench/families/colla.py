"""The colla family: the WhatsApp group of a colla castellera (a human-tower team) in Barcelona's Clot, in Catalan.

Written for batch 8, after kajak, taverna and sklad (batch 7) were measured once (with
extractive-v7) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The colla rehearses on Wednesday and Friday evenings in a school
yard and raises its castells (3de7, 4de7, 2de6, pd5, the 4de8 it dreams of) at diades in the
city and in Vilafranca, Valls and Tarragona. The cap de colla writes orders as "👉" lines with
"!!!" and ends with "Força i seny! 💚"; the junta's secretary writes formal messages that open
with "Benvolguts i benvolgudes," and are signed "La Junta"; the young castellers write lower
case, without accents or a full stop, with "q", "tb", "dw" and Spanish words ("vale", "tio");
an old casteller writes long memories strung together with "..."; a newcomer asks in Spanish.
The same reminder about the faixa, the mocador and the children's helmets comes again and again,
and "Ei colla! 👋" opens many a message. Pasted into the chat: a diada's results (castell,
loaded or not, fallen), the pinya sheet (position, names), the rehearsal's attendance, the bus
list, the bar's stock after a dinner, the Coordinadora's circular forwarded, Meteocat's forecast;
links to the Coordinadora's calendar, Instagram, YouTube, Flickr, Meteocat, Google Maps and 3Cat;
photos from the square, videos of a castell, voice notes. Money is "25 €" and "1.200 €", times
"a les 20.30", "a les 7:15" and "a les 21 h", dates "el dissabte 14 de juny", "14/6" and "dc
14/6". Its facts are said the colla's way ("Acord de l'equip tècnic: el castell gros de la Mercè
– el 3de8 amb folre.", "Cap de pinya a partir d'avui: Oriol Font").
"""

from __future__ import annotations

import random

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "colla"
LANGUAGE = "ca"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 380

_MESOS = ["de maig", "de juny", "de juliol", "d'agost", "de setembre", "d'octubre", "de novembre"]  # the season, with its preposition
_DIES = ["dilluns", "dimarts", "dimecres", "dijous", "divendres", "dissabte", "diumenge"]
_DC = ["dl", "dt", "dc", "dj", "dv", "ds", "dg"]
# Castellers as the chatter names them (never a fact's person).
_NOMS = ["Quim", "Marta", "Biel", "Jana", "Roger", "Ona", "Martí", "Aina", "Gerard", "Txell", "Nil"]
_CASTELLS = ["3de7", "4de7", "2de6", "pd5", "3de7 amb l'agulla", "5de7", "pd6 amb folre", "9de6", "3de6 aixecat per sota"]
_POSICIONS = ["baix", "segons", "terços", "dosos", "acotxador", "enxaneta", "contraforts", "mans", "laterals", "crosses"]
_POBLES = ["Sabadell", "Mataró", "Manresa", "Igualada", "Reus", "Valls", "Granollers", "Vic"]
_TROBADES = ["Olot", "Berga", "Solsona", "Tàrrega", "Cervera", "Balaguer", "Banyoles", "Ripoll"]  # only where the trobada is (its stale form)

_FETS = Wording(
    topics=[("el castell gros de la Mercè", ["el 4de8 per primer cop", "el 3de8 amb folre", "el pilar de 6"]),
            ("el sopar de final de temporada", ["a la Bodega Quimet", "al local, de carmanyola", "a una masia del Montseny"]),
            ("les camises noves", ["verd ampolla amb l'escut brodat", "les de sempre però de cotó orgànic", "ens esperem a l'any vinent"]),
            ("l'assaig de divendres", ["es fa a la plaça", "passa al pati de l'escola", "només és per a la canalla"]),
            ("el viatge a la diada de Vilafranca", ["en autocar des del local", "en tren, l'R4 de primera hora", "cadascú pel seu compte"]),
            ("la canalla a les diades de fora", ["puja sempre amb casc", "només fa pilars", "hi va amb un adult de la colla"]),
            ("el local nou", ["la nau del carrer Bolívia", "ens quedem al casal de barri", "el gimnàs de l'institut"]),
            ("la samarreta de la Festa Major", ["blanca amb el logo verd", "dissenyada per la canalla", "no se'n fa aquest any"])],
    decided=["La junta ho ha decidit: {s}, {c}.", "Doncs decidit, {s}: {c} 💚", "votacio tancada, {s} → {c}",
             "{S}: {c}. Gràcies a tothom per les propostes!", "a l'assemblea vam quedar que {s}: {c}", "Acord de l'equip tècnic: {s} – {c}."],
    numbers=[("Avui a l'assaig érem {n} persones 💚", ("a l'assaig érem", "{n} persones")),
             ("La quota anual de soci queda en {q} €", ("quota anual de soci", "{q} €")),
             ("L'autocar a Tarragona surt a {b} € per cap", ("autocar a Tarragona", "{b} € per cap")),
             ("Hem venut {s} samarretes a la paradeta de la fira", ("paradeta de la fira", "{s} samarretes")),
             ("L'Ajuntament ens ha concedit {t} € de subvenció 🎉", ("de subvenció", "{t} €")),
             ("la rifa de Nadal ha recaptat {t} €!!", ("rifa de Nadal", "{t} €")),
             ("Per al 4de8 ens falten {p} persones a la pinya", ("Per al 4de8", "{p} persones")),
             ("De cascs per a la canalla en tenim {c}, no n'hi ha per a tothom", ("cascs per a la canalla", "en tenim {c}")),
             ("El lloguer del local ens surt a {l} € al mes", ("lloguer del local", "{l} € al mes")),
             ("Aquesta temporada hem descarregat {cs} castells de set o més 💪", ("hem descarregat", "{cs} castells"))],
    dates=[("La diada de la colla serà el {dia} {d} {mes}", ("diada de la colla", "{d} {mes}")),
           ("Assaig general dijous a les {hv}.{mm}", ("Assaig general", "a les {hv}.{mm}")),
           ("L'autocar cap a Vilafranca surt a les {hm}:{mm} de la plaça del Clot", ("autocar cap a Vilafranca", "{hm}:{mm}")),
           ("les inscripcions al casal d'estiu de la canalla tanquen el {d}/{m}", ("casal d'estiu", "{d}/{m}")),
           ("Assemblea general de socis: {dia} {d} {mes}, a les {h} h, al local", ("Assemblea general de socis", "{d} {mes}")),
           ("Revisió de faixes i mocadors el {dia} {d}/{m} abans de l'assaig", ("Revisió de faixes", "{d}/{m}")),
           ("El sopar de germanor és el {d} {mes} a les {hv}.{mm}", ("sopar de germanor", "{d} {mes}")),
           ("La prova de la canalla nova serà el {dia} a les {h} h", ("prova de la canalla nova", "a les {h} h")),
           ("Actuem a la Festa Major de Gràcia el {d} {mes}, concentració a les {hv}.{mm}", ("Festa Major de Gràcia", "{d} {mes}"))],
    people=["Jordi Puig", "Montse Ferrer", "Núria Vila", "Pere Soler", "Laia Casals", "Marc Roca", "Anna Serra", "Oriol Font", "Mireia Pujol",
            "Arnau Vidal", "Carla Riera", "Pol Sala", "Berta Camps", "Xavier Bosch"],
    roles=[("{p} serà cap de colla a partir d'ara", "serà cap de colla"), ("Responsable de canalla: {p}", "Responsable de canalla"),
           ("Per a qualsevol tema de tresoreria, parleu amb {p}", "tema de tresoreria"), ("{p} porta les gralles aquesta temporada 🎶", "porta les gralles"),
           ("Cap de pinya a partir d'avui: {p}", "Cap de pinya"), ("La botiga de la colla la porta {p}", "botiga de la colla"),
           ("{p} s'encarrega de les xarxes de la colla 📸", "xarxes de la colla"), ("Primers auxilis a les diades: {p}", "Primers auxilis"),
           ("el contacte amb l'Ajuntament es {p}", "contacte amb l'Ajuntament")],
    tasks=["portar la farmaciola a la diada", "rentar els mocadors de la canalla", "passar la llista de camises per talles",
           "pujar les fotos de la diada al Flickr", "comprar aigua i fruita per a l'assaig", "arreglar la persiana del local",
           "fer el cartell de la diada", "demanar el permís de la plaça", "portar l'equip de so per a les gralles",
           "escombrar el local després del sopar", "enviar la llista de l'autocar a l'empresa", "recollir els cascs de la canalla a l'escola"],
    asked=["Qui pot {a}? 🙏", "Algú podria {a} abans de dissabte?", "falta algu q pugui {a}", "Necessitem un voluntari per {a}!",
           "encara ningú s'ha ofert per {a}...", "Si us plau, qui s'anima a {a}?"],
    edits=[("El codi de la porta del local és {x}", "El codi de la porta del local és {y}", "codi de la porta del local", "codi"),
           ("Bizum per pagar l'autocar: {x}", "Bizum per pagar l'autocar: {y} (m'havia equivocat de número)", "Bizum per pagar l'autocar", "tel"),
           ("IBAN de la colla per a la quota: {x}", "IBAN de la colla per a la quota: {y}", "IBAN de la colla", "iban"),
           ("Formulari d'inscripció a la diada: {x}", "Formulari d'inscripció a la diada: {y}", "Formulari d'inscripció", "link"),
           ("la contrasenya del wifi del local es {x}", "la contrasenya del wifi del local es {y}", "contrasenya del wifi", "wifi"),
           ("Pòlissa de l'assegurança de la colla: {x}", "Pòlissa de l'assegurança de la colla: {y}, ara sí", "Pòlissa de l'assegurança", "polissa")],
    changes=[("L'assaig de dimecres comença a les {x}", ["L'assaig de dimecres comença a les {y}, no abans", "canvi: l'assaig de dimecres comença a les {y}"],
              "assaig de dimecres", "hora"),
             ("La samarreta de la colla costa {x}", ["La samarreta de la colla ara costa {y}", "ull, la samarreta de la colla és a {y}, no el que vaig dir"],
              "samarreta de la colla", "eur"),
             ("Per a la diada de Terrassa quedem a les {x} al local", ["Per a la diada de Terrassa quedem finalment a les {y}",
                                                                     "ATENCIÓ: diada de Terrassa, quedem a les {y}"], "diada de Terrassa", "mati"),
             ("Sopar de la colla: {x} per cap", ["Sopar de la colla: al final {y} per cap", "rectifico, el sopar de la colla surt a {y} per cap"],
              "Sopar de la colla", "sopar"),
             ("La trobada de canalla serà a {x}", ["La trobada de canalla finalment serà a {y}", "canvi de plans: la trobada de canalla es fa a {y}"],
              "trobada de canalla", "poble"),
             ("El pròxim assaig de pilars és el {x}", ["El pròxim assaig de pilars passa al {y}", "assaig de pilars mogut al {y}!!"],
              "assaig de pilars", "dia")])

# The chatter.
_CURTS = ["👍", "gràcies!", "ok", "vinc", "avui no puc", "💚", "bon dia!!", "genial!", "jajaja", "😂", "fins dimecres", "jo tb", "sí", "no", "🙏",
          "❤️", "Gràcies a tots!", "top", "arribo 10 min tard", "vale", "d'acord", "+1", "👏", "💪", "quina passada", "som-hi!", "dw", "ostres",
          "😍", "bona nit", "merci", "ens veiem", "hi seré", "no hi seré", "Força i seny!", "vale tio", "q fort", "🥹", "perdón", "sii", "👌"]
_MITJANS = ["arribo tard, el metro va fatal", "algu te una faixa negra de sobra", "{j} s'ha tornat a deixar el mocador al local",
            "puc portar dos nens de Sant Martí dissabte", "quin 3de7 més net el de diumenge 😍", "{j} va pujar de dosos per primer cop!! 🎉",
            "com va anar l'assaig ahir, no vaig poder venir", "a la pinya de dissabte érem justets", "algu ha vist una motxilla blava al local",
            "avui fa una calor que no es pot aguantar 🥵", "recordeu signar l'autorització de la canalla", "dimecres hi ha assaig o no",
            "el pilar de 5 va quedar carregat però no el vam poder desmuntar bé", "{j} fa anys avui! 🎂",
            "la plaça estarà tallada pel mercat, entreu pel carrer de la Muntanya", "m'he fet mal al canell, aquesta setmana no faig pinya",
            "hi ha 3 camises de la talla S al local si algu en necessita", "Benvingut a la colla {j}! 💚", "la gralla d'en {j} sona millor que mai",
            "el bar de la plaça ens guarda les taules per després", "perdón, aún no hablo bien catalán, a qué hora es el ensayo",
            "algu te el numero de la colla de Sants", "quin fred a plaça diumenge 🥶", "tinc 2 entrades pel concurs de Tarragona si algu les vol",
            "la meva filla diu que vol ser enxaneta 😅", "ahir vam acabar a les 23:30 al bar, quina nit", "qui es va endur la meva faixa per error",
            "els de Gràcia ens conviden a la seva diada", "la canalla avui ha estat increïble, felicitats!", "el tronc del 3de8 necessita més assaig",
            "quan tornen a obrir el local", "q no se m'oblidi el casc del petit", "som 4 de Poblenou, algu ve amb cotxe", "{j} diu que dissabte no pot",
            "vaig fer 40 fotos, les penjo aquesta nit", "tio el 2de6 de diumenge quina angoixa", "xq no hi ha assaig divendres"]
_PREGUNTES = {"algu", "com", "dimecres", "quan", "qui", "xq", "perdón"}
_AVI = ["en els meus temps no hi havia tants mòbils", "fèiem el 3de7 amb la meitat de gent", "i ningú es queixava del fred",
        "la primera vegada que vaig fer de segon tenia 19 anys", "el meu pare ja feia pinya a Valls", "ara veig la canalla i se m'omplen els ulls",
        "només us demano que no perdeu el seny", "i que cuideu la faixa com si fos d'or", "el dia que carreguem el 4de8 convido a cava per a tothom",
        "una abraçada a tots"]
_JUNTA = ["Benvolguts i benvolgudes,", "us recordem que la quota d'enguany s'ha de pagar abans de finals de mes.",
          "Cal que tothom tingui la fitxa de soci al dia, sense ella l'assegurança no ens cobreix.",
          "La junta agraeix la feina de tots els que vau ajudar a muntar la diada.",
          "Les camises de la colla només es fan servir a les actuacions, no per anar a la platja.",
          "Qualsevol desperfecte al local s'ha de comunicar a la junta el mateix dia.", "Salutacions castelleres,\nLa Junta"]
_RECORDEU = "🔴 RECORDEU: a l'assaig i a plaça, faixa, mocador i camisa. La canalla SEMPRE amb casc. Sense faixa no es puja! 💚"
_EI = "Ei colla! 👋"
_ENLLACOS = ["https://www.cccc.cat/calendari calendari de diades", "https://www.instagram.com/p/{k}/ fotos de diumenge",
             "https://www.youtube.com/watch?v={k} el 3de7 de Vilafranca 🔥", "https://www.flickr.com/photos/castellersdelclot/{n} fotos de la diada",
             "https://www.meteo.cat/prediccio/municipal/080193 previsió per dissabte", "https://maps.app.goo.gl/{k} on quedem",
             "https://www.3cat.cat/3cat/{n}/ ens van treure a la tele!!", "https://www.youtube.com/watch?v={k} mireu com tremola el tronc 😱"]
_BOT = ["Apuntat ✍️", "Desat.", "No puc escoltar notes de veu, m'ho pots escriure?", "De res!", "T'ho recordaré a temps."]


class _Colla:
    """One chat's draws and the colla's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.fets = Planter(rng, _FETS, self.slot, self.valor)

    def slot(self, k: str) -> str:
        r, f = self.rng, self.fets.fresh
        ranges = {"n": (40, 140), "q": (30, 90), "b": (8, 25), "s": (20, 200), "p": (6, 30), "c": (8, 30), "l": (300, 900), "cs": (6, 30),
                  "d": (10, 29), "hv": (18, 23), "hm": (6, 10), "h": (10, 21)}
        if k in ranges:
            return str(f(k, *ranges[k]))
        fixed = {"t": lambda: grouped(f("t", 8, 60) * 100, "."), "dia": lambda: r.choice(_DIES), "mes": lambda: r.choice(_MESOS), "m": lambda: str(r.randrange(5, 12)), "mm": lambda: r.choice(["00", "15", "30", "45"])}
        return fixed[k]()

    def valor(self, kind: str) -> str | None:
        r, u = self.rng, self.fets.p.unique
        draws = {"codi": lambda: f"{r.randrange(1000, 9999)}B",
                 "tel": lambda: f"6{r.randrange(10, 99)} {r.randrange(10, 99)} {r.randrange(10, 99)} {r.randrange(10, 99)}",
                 "iban": lambda: f"ES76 2100 {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)}",
                 "link": lambda: f"https://forms.gle/{code(r, 10)}",
                 "wifi": lambda: f"{r.choice(['Pinya', 'Folre', 'Manilles', 'Enxaneta'])}{r.randrange(1000, 9999)}",
                 "polissa": lambda: f"{r.choice(['MUT', 'ASC', 'RC'])}-{r.randrange(100000, 999999)}",
                 "hora": lambda: f"{r.randrange(19, 22)}:{r.choice(['00', '15', '30', '45'])}",
                 "mati": lambda: f"{r.randrange(7, 10):02d}.{r.choice(['00', '15', '30', '45'])}",
                 "eur": lambda: f"{r.randrange(12, 30)},{r.choice(['00', '50', '90'])} €", "sopar": lambda: f"{r.randrange(25, 45)},{r.choice(['00', '50'])} €",
                 "poble": lambda: r.choice(_TROBADES), "dia": lambda: f"{r.choice(_DC)} {r.randrange(10, 29)}/{r.randrange(5, 11)}"}
        return u(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def mitja(self) -> str:
        r = self.rng
        return tidied(r, r.choice(_MITJANS).format(j=r.choice(_NOMS)), 0.3, _PREGUNTES, [".", "!", " 💚"])

    def resultats(self) -> str:
        r = self.rng
        fets = [f"{r.choice(['✅', '✅', '✅', '❌', '⚠️'])} {c}" for c in r.sample(_CASTELLS, r.randrange(3, 6))]
        lloc = r.choice(["Diada de Sant Fèlix, Vilafranca", "Festa Major del Clot", "Mercè, plaça Sant Jaume", "Diada dels Xiquets, Valls", "Santa Tecla"])
        return f"{lloc}:\n" + "\n".join(fets) + r.choice(["\nPilar de comiat ✅", "\n(el ❌ va ser un intent desmuntat)", "", "\nMOLT BÉ COLLA!!"])

    def pinya(self) -> str:
        r = self.rng
        rows = [f"{pos:<12} {', '.join(r.sample(_NOMS, r.randrange(1, 4)))}" for pos in r.sample(_POSICIONS, r.randrange(4, 8))]
        return f"Pinya del {r.choice(_CASTELLS[:4])} per divendres:\n```\nposició     noms\n" + "\n".join(rows) + "\n```"

    def assistencia(self) -> str:
        r = self.rng
        return (f"Assistència assaig {r.choice(_DC)}: {r.randrange(35, 120)} adults, {r.randrange(5, 30)} canalla, {r.randrange(0, 6)} nous"
                + r.choice([" 🎉", "", " (pocs per fer el 4de7!)"]))

    def autocar(self) -> str:
        r = self.rng
        llista = r.sample(_NOMS + ["Pau", "Clara", "Joan", "Emma", "Jan"], r.randrange(5, 11))
        return (f"Autocar a {r.choice(_POBLES)}, {r.choice(_DIES)}:\n"
                + "\n".join(f"{i + 1}. {n} {r.choice(['✅', '✅', '❓', '+ 2 canalla', '(torna amb cotxe)'])}" for i, n in enumerate(llista)))

    def barra(self) -> str:
        r = self.rng
        coses = r.sample(["cerveses", "aigua", "vermut", "refrescos", "patates", "coca de recapte", "gots"], r.randrange(3, 6))
        return "Barra del local després del sopar:\n" + "\n".join(
            f"- {c}: {r.choice([str(r.randrange(1, 9)) + ' caixes', 'se n ha acabat', 'en queda poc', str(r.randrange(2, 20)) + ' unitats'])}"
            for c in coses)

    def coordinadora(self) -> str:
        r = self.rng
        return ("Reenviat\nDe: Coordinadora de Colles Castelleres de Catalunya\nAssumpte: Circular " + str(r.randrange(3, 40)) + "/2027\n\n"
                f"Benvolgudes colles, us informem que el termini per actualitzar el cens de castellers acaba el {r.randrange(1, 29)}/{r.randrange(1, 13)}. "
                f"La quota de l'assegurança és de {r.randrange(4, 12)} € per casteller. La jornada tècnica sobre seguretat es farà a Valls.")

    def meteo(self) -> str:
        r = self.rng
        return (f"Meteocat {r.choice(_DIES)}: {r.choice(['☀️', '🌤', '⛅', '🌧'])} màx {r.randrange(14, 33)} °C, mín {r.randrange(6, 20)} °C, "
                f"vent {r.randrange(5, 40)} km/h, prob. de pluja {r.choice([0, 5, 10, 30, 60, 80])} %")

    def avi(self) -> str:
        return ramble(self.rng, _AVI, 4, "... ") + "..."

    def cap(self) -> str:
        r = self.rng
        ordres = r.sample([f"👉 {r.choice(_DIES).upper()}: troncs i pilars", "👉 pinyes completes, TOTHOM a dins", "👉 puntualitat!!!",
                           f"👉 escalfament de {r.randrange(15, 30)} min", "👉 canalla amb casc i faixa ben lligada", "👉 ningú marxa abans de desmuntar"],
                          r.randrange(2, 5))
        return "\n".join(ordres) + "\nForça i seny! 💚"

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_CURTS), None)), (lambda: (self.mitja(), None)), (lambda: (self.resultats(), None)),
                  (lambda: (self.pinya(), None)), (lambda: (self.assistencia(), None)), (lambda: (self.autocar(), None)),
                  (lambda: (self.barra(), None)), (lambda: (self.coordinadora(), None)), (lambda: (self.meteo(), None)),
                  (lambda: (self.avi(), None)), (lambda: (letter(r, _JUNTA), None)), (lambda: (self.cap(), None)), (lambda: (_RECORDEU, None)),
                  (lambda: (r.choice(_ENLLACOS).format(k=code(r, 11), n=r.randrange(10**7, 10**9)), None)),
                  (lambda: (f"{_EI} {self.mitja()}", None)), self.foto, self.video, self.veu]
        weights = [30, 24, 2, 2, 2, 1.5, 1, 1, 1.5, 2.5, 1.5, 2.5, 3, 4, 1.5, 7, 2, 4]
        return r.choices(makers, weights)[0]()

    def _data(self) -> str:
        r = self.rng
        return f"2027{r.randrange(5, 12):02d}{r.randrange(1, 29):02d}-WA{r.randrange(0, 200):04d}"

    def foto(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "el 3de7 des de dalt 😍", "la canalla 💚", "plaça plena!", "sopar!", "la pinya de divendres"]),
                media("photo", f"IMG-{self._data()}.jpg", "image/jpeg", r.randrange(80_000, 3_000_000)))

    def video(self) -> Said:
        r = self.rng
        return r.choice(["el castell sencer", "mireu l'enxaneta!!", ""]), media("video", f"VID-{self._data()}.mp4", "video/mp4", r.randrange(2_000_000, 45_000_000))

    def veu(self) -> Said:
        r = self.rng
        if r.random() < 0.3:
            return "", media("sticker", "sticker.webp", "image/webp", r.randrange(9_000, 60_000))
        return r.choice(["", "", "vaig amb moto, no puc escriure"]), media("voice", f"PTT-{self._data()}.opus", "audio/ogg", r.randrange(5_000, 600_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_EI} {text}", f"{text}\n\n{_RECORDEU}", f"{self.avi()} i una altra cosa, {text}",
                         f"Resum de la reunió de junta:\n– {text}\n– {self.mitja()}", f"{text} 💚", f"{self.meteo()}\n\nI també: {text}",
                         f"{text}\nForça i seny!", f"{text} gràcies a tots 🙏"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.062) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    c = _Colla(rng)
    people = [f"+346{rng.randrange(10**7, 10**8)}" for _ in range(rng.randrange(9, 18))]  # WhatsApp numbers

    # Busy on rehearsal evenings and around a diada; quiet for a day or two in between.
    def gap() -> int:
        return rng.randrange(15, 1400) if rng.random() > 0.1 else rng.randrange(12 * 3600, 60 * 3600)

    voice = Voice(c.fets, c.chatter, c.wrap, 0.27, lambda: rng.choice(_BOT), 0.04, gap, (4, 40))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
