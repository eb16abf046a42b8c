"""The piso family: flatmates in Madrid on WhatsApp, in Spanish.

Written after extractive-v3's first measurement and before any change made after it, and
run on no version of the summarizer before the final measurement: a held-out family that
nothing was tuned on, not even by a look at its figures. Informal Spanish: abbreviations
("q", "xq", "tb"), no accents or no punctuation in a hurry, "jajaja", voice notes and photos,
long rants about the metro and the landlord; weekdays and months in lower case, so a fact's
day has no capital to give it away; money as "1.250 €" and "45,80 €", times as "a las 19h".
"""

from __future__ import annotations

import random
from typing import Any, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "piso"
# Messages per chat by default: about 15,000 characters of history and 20 facts, as the others.
MESSAGES = 320
LANGUAGE = "es"

_EMPRESAS = ["Limpiezas Brillo", "Fontanería Ruiz", "Mudanzas Tajo", "Internet Veloz", "Muebles Sanz", "Electro Ortega",
             "Cerrajería Lozano", "Pinturas Almagro", "Gas Natural Centro", "Lavandería Sol"]
_COSAS = [("la limpieza de la escalera", "escalera"), ("el wifi nuevo", "wifi"), ("la mudanza del trastero", "mudanza"),
          ("el sofá del salón", "sofá"), ("la lavadora", "lavadora"), ("la cena de Navidad", "cena de Navidad"),
          ("pintar el pasillo", "pasillo"), ("la cerradura del portal", "cerradura")]
_PERSONAS = ["Lucía", "Irene", "Dani", "Marta", "Álvaro", "Nerea", "Javi", "Carmen", "Sergio", "Ainhoa", "Rubén", "Olga"]
_PAPELES = [("lleva las cuentas del piso", "las cuentas"), ("habla con el casero", "habla con el casero"),
            ("tiene las llaves de repuesto", "llaves de repuesto"), ("se encarga de la compra grande", "la compra grande"),
            ("es la presidenta de la comunidad", "presidenta de la comunidad"), ("controla lo del seguro", "seguro")]
_TAREAS = ["bajar la basura", "llamar al fontanero", "pagar la comunidad", "comprar lejía", "devolver las llaves del trastero",
           "renovar el contrato", "pedir la bombona", "limpiar la nevera", "cambiar la bombilla del pasillo", "regar las plantas",
           "sacar el reciclaje", "descongelar el congelador"]
_SITIOS = ["en el portal", "en el bar de abajo", "en la azotea", "en el local de la comunidad", "en casa de la vecina", "en el parque"]
_BARES = ["La Tasca de Pepe", "El Rincón Gallego", "Casa Mingo", "Bar Manolo", "La Bodeguita", "Taberna El Sur"]
_MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "septiembre", "octubre", "noviembre"]
_DIAS = ["lunes", "martes", "miércoles", "jueves"]
_PALABRAS = ["gato", "tortilla", "paella", "sol", "churros", "flamenco", "siesta", "madrid"]

_DECIDIDO = ["vale, decidido: {c} para {t} y no se habla más", "al final nos quedamos con {c} para {t}, que es lo más barato",
             "pues hecho, {t} con {c}", "lo he hablado con todos: {t} → {c} 👍"]
_NUMERO = [("el alquiler sube a {n} € al mes desde enero 😩", ("alquiler", "{n} €")),
           ("la factura de la luz ha sido de {m},{d} €", ("luz", "{m},{d} €")),
           ("somos {k} para la cena del sábado", ("somos {k}",)),
           ("la fianza fueron {n} euros, q no se os olvide", ("fianza", "{n} euros"))]
_FECHA = [("el casero viene el {dd} de {mes} a las {h}h", ("casero", "{dd} de {mes}", "{h}h")),
          ("la revisión del gas es el {dd}/{mm}", ("revisión del gas", "{dd}/{mm}")),
          ("la junta de vecinos es el {dd} de {mes}", ("junta de vecinos", "{dd} de {mes}"))]
_QUIEN = ["{p} {r}", "ojo q {p} {r}", "para eso hablad con {p}, q {r}"]
_TAREA = ["alguien tiene que {a}", "hay q {a} antes del finde", "¿quién puede {a}? yo no llego", "pendiente: {a}"]
_EDITADO = [("el código del portal es {x}", "el código del portal es {y}", "código del portal", "codigo"),
            ("la clave del wifi es {x}", "la clave del wifi es {y}", "clave del wifi", "clave"),
            ("la cita del notario es a las {x}", "la cita del notario es a las {y}", "notario", "hora")]
_CAMBIADO = [("el fontanero viene el {x}", ["al final el fontanero viene el {y}", "cambio: fontanero el {y} x la mañana"], "fontanero", "dia"),
             ("la reunión de vecinos es {x}", ["cambio de planes, la reunión de vecinos será {y}", "reunión de vecinos: al final {y}"],
              "reunión de vecinos", "sitio"),
             ("cenamos en {x} el viernes", ["cambio de planes, cenamos en {y}", "nada, q cenamos en {y} mejor"], "cenamos", "bar")]

_CORTO = ["jajajaja", "vale", "ok", "😂", "👍", "q tal", "voy!", "tb", "sii", "nooo", "😭😭", "jaja", "genial", "gracias!!", "🙈",
          "ya", "bueno", "xd", "❤️", "dale"]
_MEDIO = ["llego tarde q hay atasco", "alguien ha visto mis llaves", "mañana hablamos", "hoy no puedo, lo siento",
          "me voy a dormir q mañana madrugo", "qué calor hace en esta casa", "el vecino de arriba otra vez con la música",
          "xq nadie contesta", "he dejado tupper en la nevera, no os lo comáis", "quién se ha terminado la leche??",
          "estoy en el metro, ahora os leo", "q alguien mire el grupo de la comunidad", "hay que hablar de la limpieza en serio",
          "mi madre dice que vengáis a comer un día", "se ha ido la luz otra vez o soy yo"]
_RAJADA = ["pues nada que hoy he ido al super y no había de nada", "y luego el metro se ha parado en sol media hora",
           "he llegado tarde al curro y mi jefe con una cara", "encima llueve y no tengo paraguas", "en fin un día horrible",
           "mañana más y mejor espero", "y el casero sin contestar a los mensajes", "q alguien me explique xq la lavadora hace ese ruido",
           "yo ya no sé qué hacer con la humedad del baño", "total que al final he pedido comida", "no me juzguéis",
           "esta semana no paro", "tengo exámenes hasta el viernes", "os quiero pero la cocina está fatal"]
_ENLACES = ["mirad este piso https://www.idealista.com/inmueble/{n}/", "lo vendo en wallapop https://es.wallapop.com/item/{code}",
            "https://maps.app.goo.gl/{code} aquí es", "https://www.instagram.com/reel/{code}/ jajaja somos nosotros"]
_BOT = ["¡Apuntado!", "De nada 😊", "No puedo reservar nada, lo siento.", "¡Que vaya bien la cena!", "Entendido."]


def _code(rng: random.Random, n: int = 11) -> str:
    return "".join(rng.choice("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def _charla(rng: random.Random) -> Said:
    r = rng.random()
    if r < 0.3:
        return rng.choice(_CORTO), None
    if r < 0.6:
        return rng.choice(_MEDIO), None
    if r < 0.72:
        return " ".join(rng.sample(_RAJADA, rng.randrange(4, 9))), None
    if r < 0.8:
        return rng.choice(_ENLACES).format(n=rng.randrange(10**7, 10**8), code=_code(rng)), None
    if r < 0.9:
        return rng.choice(["", "mirad la gotera 😱", "así ha quedado", ""]), [
            {"kind": "photo", "name": f"IMG-2026{rng.randrange(1000, 1299)}-WA{rng.randrange(1000, 9999)}.jpg", "mime": "image/jpeg",
             "bytes": rng.randrange(50_000, 2_500_000)}]
    return "", [{"kind": "voice", "mime": "audio/ogg", "bytes": rng.randrange(5_000, 300_000), "ref": f"tg-voice-{_code(rng, 14)}"}]


class _Saca:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, c=_EMPRESAS, t=_COSAS, p=_PERSONAS, r=_PAPELES, a=_TAREAS, sitio=_SITIOS, bar=_BARES, dia=_DIAS,
                       palabra=_PALABRAS, num=_NUMERO, fecha=_FECHA, ed=_EDITADO, ca=_CAMBIADO)

    def valor(self, kind: str) -> Optional[str]:
        r = self.rng
        if kind == "codigo":
            return self.p.unique(lambda: f"{r.randrange(1000, 9999)}{r.choice('ABCDEFGH')}")
        if kind == "clave":
            w = self.p.take("palabra")
            return f"{w}{r.randrange(100, 999)}" if w else None
        if kind == "hora":
            return self.p.unique(lambda: f"{r.randrange(9, 14)}:{r.choice(['05', '20', '35', '50'])}")
        return self.p.take(kind)


def _planta(kind: str, s: _Saca, rng: random.Random) -> Planted:
    p = s.p
    if kind == "decision":
        c, t = p.take("c"), p.take("t")
        return (rng.choice(_DECIDIDO).format(c=c, t=t[0]), (c, t[1]), None) if c and t else None
    if kind in ("number", "date/time"):
        tpl = p.take("num" if kind == "number" else "fecha")
        if tpl is None:
            return None
        text, probe = tpl
        draws = dict(n=lambda: f"{p.unique(lambda: rng.randrange(1100, 2400)):,}".replace(",", "."),
                     m=lambda: str(p.unique(lambda: rng.randrange(41, 190))), d=lambda: f"{rng.randrange(0, 99):02d}",
                     k=lambda: str(p.unique(lambda: rng.randrange(5, 19))), dd=lambda: str(rng.randrange(2, 29)),
                     mes=lambda: rng.choice(_MESES), mm=lambda: f"{rng.randrange(1, 13):02d}",
                     h=lambda: str(p.unique(lambda: rng.randrange(9, 21))))
        slots = {k: v() for k, v in draws.items() if "{" + k + "}" in text}
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "who is who":
        who, role = p.take("p"), p.take("r")
        return (rng.choice(_QUIEN).format(p=who, r=role[0]), (who, role[1]), None) if who and role else None
    if kind == "open task":
        a = p.take("a")
        return (rng.choice(_TAREA).format(a=a), (a,), None) if a else None
    return superseded(kind, p.take("ed" if kind == "corrected (edit)" else "ca"), rng, s.valor)


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.07) -> list[Chat]:
    rng = random.Random(f"piso/{seed}")
    name = ids or (lambda c: f"es{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    s = _Saca(rng)
    people = [f"user{rng.randrange(10**8, 10**9)}" for _ in range(rng.randrange(3, 6))]
    voice = Voice(
        plant=lambda kind: _planta(kind, s, rng),
        chatter=lambda: _charla(rng),
        wrap=lambda text: rng.choice([f"{rng.choice(_CORTO)} {text}", f"{text} {rng.choice(_CORTO)}",
                                      " ".join(rng.sample(_RAJADA, 2) + [text])]),
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.1,
        # Evenings and weekends: quick bursts, then a day of silence.
        gap_s=lambda: rng.randrange(10, 600) if rng.random() > 0.07 else rng.randrange(5 * 3600, 26 * 3600),
        supersede_after=(6, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
