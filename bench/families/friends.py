"""The friends family: a group of friends planning a trip, in casual English.

Written apart from the summarizer and from the other families. Almost nothing is
punctuated or capitalised; messages are one emoji or "k" or a rambling paragraph; photos,
voice notes and stickers arrive as attachments (their lines carry file names and byte
counts); links go to maps, rentals and videos. Facts are said the way friends say them:
"booked Hotel Miramar in Split for all of us", "jess is doing the playlist", and
plans change by a later message ("ferry got moved to 10:40 fyi").
"""

from __future__ import annotations

import random
from typing import Any, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "friends"
# Messages per chat by default: enough history (about 14,000 to 20,000 characters) for 5 or more
# chained boundaries under the bench's policy, with about 20 facts a chat, as in the classic family.
MESSAGES = 320
LANGUAGE = "en"

_HOTELS = ["Hotel Miramar", "Casa Azul", "the Lighthouse Inn", "Pension Adler", "Villa Rosmarin", "the Old Mill",
           "Hostel Lumen", "Hotel Bellavista", "Apartments Kaya", "the Sea Breeze B&B"]
_CITIES = ["Split", "Hvar", "Kotor", "Sintra", "Nafplio", "Ohrid", "Piran", "Lagos", "Zadar", "Tropea", "Rovinj",
           "Ronda", "Matera", "Chania"]
_EATS = ["Casa Lupo", "Trattoria Nonna", "Taverna Stella", "Bar Kiko", "Konoba Dalmatino", "Pizzeria Vesuvio",
         "the Fig Tree", "Cantina Rossa", "Maison Blanche", "Grill Zorba"]
_COMPANIES = ["Sixt", "Rentola", "VanGo", "Budget Wheels", "Oasis Campers", "Indie Vans"]
_NAMES = ["Jess", "Ravi", "Oona", "Bex", "Callum", "Priya", "Niamh", "Tariq", "Sade", "Lukas", "Marisol", "Efe",
          "Ingrid", "Kemi", "Rory", "Anouk"]
_ROLES = [("{n} is doing the playlist", "playlist"), ("my cousin {n} is driving the van he's got the licence", "driving the van"),
          ("{n}'s our designated driver", "designated driver"), ("{n} has the spare keys", "spare keys"),
          ("{n} is sorting the money send it to her", "sorting the money"), ("{n} is in charge of snacks obviously", "snacks"),
          ("ask {n} about the tickets she's got all the confirmations", "tickets"), ("{n} speaks the language so she does the talking", "speaks the language")]
_TASKS = ["pick up the keys from the host", "buy the sunscreen", "bring the speaker", "book the airport taxi",
          "print the boarding passes", "get cash for the tolls", "charge the camping lamp", "return the rental gear",
          "order the birthday cake", "tell the neighbours", "pack the first aid kit", "download the offline maps"]
_SPOTS = ["big fountain", "station clock", "Lidl car park", "pier entrance", "church steps", "bus stop by the beach"]
_WORDS = ["sunflower", "octopus", "lemontree", "bluewave", "seagull", "fig", "olive", "anchor"]

# Each decision, number and time names its own subject, once per chat (a second one with the
# same subject would be a change of plan, not another fact).
_DECISIONS = [("booked {h} in {c} for all of us 🙌", ("{h}", "{c}")),
              ("ok its settled {e} for the bday dinner", ("{e}", "bday dinner")),
              ("we're renting the van from {m} they were way cheaper", ("{m}", "renting the van")),
              ("{e} for the last night then, no more polls pls", ("{e}", "last night")),
              ("right so its {c} for the day trip, everyone voted", ("{c}", "day trip")),
              ("going with {m} for the airport transfer", ("{m}", "airport transfer"))]
_NUMBERS = [("the airbnb is {n} total so {q} each", ("airbnb", "{n}")),
            ("we need {k} sleeping bags", ("{k} sleeping bags",)),
            ("festival tickets are {k} quid each", ("{k} quid",)),
            ("{k} people confirmed for saturday", ("{k} people confirmed",)),
            ("petrol came to {n} euros split it however", ("petrol", "{n} euros")),
            ("boat hire deposit is {n} cash", ("boat hire", "{n}"))]
_TIMES = [("train leaves {t} from {s}", ("{t}", "{s}")), ("we land on the {o} at {t}", ("{o}", "{t}")),
          ("checkin is from {p}pm", ("checkin", "{p}pm")), ("party kicks off {d} at {p}pm", ("{d}", "{p}pm")),
          ("the ferry to {c} is booked for {mo} {o}", ("{c}", "{mo} {o}"))]
_STATIONS = ["Paddington", "Euston", "Kings Cross", "Waterloo", "Victoria", "Liverpool Street"]
_MONTHS = ["june", "july", "august", "september"]
_DAYS = ["friday", "saturday", "sunday"]
_TASK_FORMS = ["someone has to {a}", "dont forget to {a}!!", "who's gonna {a}??", "can one of u {a} pls i cant",
               "{a} <- still not done btw"]
_EDITS = [("checkout is at {x}", "checkout is at {y}", "checkout", "am"),
          ("meeting point is the {x}", "meeting point is the {y}", "meeting point", "spot"),
          ("wifi password is {x}", "wifi password is {y}", "wifi password", "word")]
_CONTRAS = [("ferry is at {x}", ["ferry got moved to {y} fyi", "new ferry time {y} dont be late"], "ferry", "hm"),
            ("dinner's at {x} tonight", ["dinner moved to {y}, table for 8", "change of plan dinner is {y} now"], "dinner", "eat"),
            ("pre drinks at {x} 🍻", ["new plan pre drinks at {y}", "pre drinks switched to {y}"], "pre drinks", "eat")]

_TINY = ["lmaooo", "omg", "wait what", "😂😂😂", "k", "ya", "same", "noooo", "🥹", "❤️", "yesss", "ok", "?", "haha", "sry",
         "brb", "😭", "👀", "lol", "true", "mood", "🔥🔥", "yes", "nah"]
_MEDIUM = ["im so tired today lol will sleep early tomorrow", "did u see what Gary posted", "my mum says hi",
           "cant believe its only tuesday", "who's watching the match tonight", "ok but why is it so cold",
           "this playlist slaps", "omw", "running late sorry", "Steve from work is being weird again",
           "i will literally die if it rains", "tomorrow i will pack i swear", "today has been SO long",
           "wait is Chantelle coming or not", "can we not do another poll", "i love u all", "why is everyone awake",
           "going to bed will read everything tomorrow", "just got home", "who has netflix i need a password"]
_RAMBLE = ["ok so today i went to the shop and they didnt have anything i wanted", "so i will go again tomorrow maybe",
           "or the day after who knows", "honestly this week has been so long", "my boss wants the report by friday",
           "and i still havent packed anything", "also my sister is visiting so", "i will try to be there on time",
           "but no promises lol", "the bus was late again today", "i think i left my charger at yours",
           "anyway whatever", "does anyone know if the beach has showers", "i watched three episodes instead of sleeping",
           "my neighbour's dog barked all night", "i need a holiday from my holiday planning"]
_LINKS = ["https://www.tiktok.com/@travelwithme/video/{n}", "https://maps.app.goo.gl/{code}", "look https://www.airbnb.com/rooms/{n}",
          "https://youtu.be/{code} this is us", "https://www.instagram.com/p/{code}/"]
_CAPTIONS = ["look at this view 😍", "", "", "us last year lol", "the dog says hi", "found this", "outfit check"]
_BOT = ["Sure! I've added that to the list.", "Have a great trip! 🌞", "I can help with a packing list if you like.",
        "Noted 👍", "That sounds fun!", "I can't book things myself, sorry.", "Here you go: https://maps.app.goo.gl/{code}"]


def _code(rng: random.Random, n: int = 10) -> str:
    return "".join(rng.choice("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def _chatter(rng: random.Random) -> Said:
    r = rng.random()
    if r < 0.3:
        return rng.choice(_TINY), None
    if r < 0.6:
        return rng.choice(_MEDIUM), None
    if r < 0.72:
        return " ".join(rng.sample(_RAMBLE, rng.randrange(4, 10))), None
    if r < 0.8:
        return rng.choice(_LINKS).format(n=rng.randrange(10**7, 10**9), code=_code(rng)), None
    if r < 0.9:
        photo = {"kind": "photo", "name": f"IMG_{rng.randrange(1000, 9999)}.jpg", "mime": "image/jpeg", "bytes": rng.randrange(200_000, 4_000_000),
                 "ref": f"tg-file-{_code(rng, 16)}"}
        return rng.choice(_CAPTIONS), [photo]
    if r < 0.96:
        return "", [{"kind": "voice", "mime": "audio/ogg", "bytes": rng.randrange(8_000, 400_000), "ref": f"tg-file-{_code(rng, 16)}"}]
    return "", [{"kind": "sticker", "name": rng.choice(["😂", "🥳", "🙈", "💃"]), "ref": f"tg-file-{_code(rng, 16)}"}]


class _Draw:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, h=_HOTELS, c=_CITIES, e=_EATS, m=_COMPANIES, n=_NAMES, role=_ROLES, a=_TASKS, spot=_SPOTS,
                       word=_WORDS, dec=_DECISIONS, num=_NUMBERS, time=_TIMES, s=_STATIONS, edit=_EDITS, contra=_CONTRAS)

    def value(self, kind: str) -> Optional[str]:
        r = self.rng
        if kind == "am":
            return self.p.unique(lambda: f"{r.randrange(7, 12)}{r.choice(['', ':30'])}am")
        if kind == "hm":
            return self.p.unique(lambda: f"{r.randrange(6, 12)}:{r.choice(['05', '15', '20', '40', '50'])}")
        if kind == "spot":
            return self.p.take("spot")
        if kind == "word":
            w = self.p.take("word")
            return f"{w}{r.randrange(10, 99)}" if w else None
        return self.p.take("e")


def _plant(kind: str, d: _Draw, rng: random.Random) -> Planted:
    p = d.p
    if kind in ("decision", "number", "date/time"):
        template = p.take({"decision": "dec", "number": "num", "date/time": "time"}[kind])
        if template is None:
            return None
        text, probe = template
        draws = dict(h=lambda: p.take("h"), c=lambda: p.take("c"), e=lambda: p.take("e"), m=lambda: p.take("m"),
                     n=lambda: str(p.unique(lambda: rng.randrange(300, 2400))), s=lambda: p.take("s"),
                     k=lambda: str(p.unique(lambda: rng.randrange(3, 40))),
                     t=lambda: p.unique(lambda: f"{rng.randrange(5, 23):02d}:{rng.choice(['02', '13', '27', '36', '48', '59'])}"),
                     o=lambda: p.unique(lambda: f"{rng.randrange(4, 28)}th"), p=lambda: str(p.unique(lambda: rng.randrange(2, 10))),
                     d=lambda: rng.choice(_DAYS), mo=lambda: rng.choice(_MONTHS))
        slots = {k: v() for k, v in draws.items() if "{" + k + "}" in text}  # only what this template says
        if not all(slots.values()):
            return None
        if "{q}" in text:
            slots["q"] = str(int(slots["n"]) // rng.randrange(4, 7))  # the share each
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "who is who":
        role, n = p.take("role"), p.take("n")
        if not role or not n:
            return None
        return role[0].format(n=n), (n, role[1]), None
    if kind == "open task":
        a = p.take("a")
        return (rng.choice(_TASK_FORMS).format(a=a), (a,), None) if a else None
    return superseded(kind, p.take("edit" if kind == "corrected (edit)" else "contra"), rng, d.value)


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.07) -> list[Chat]:
    rng = random.Random(f"friends/{seed}")
    name = ids or (lambda c: f"fr{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    d = _Draw(rng)
    people = [f"user{rng.randrange(10_000_000, 99_999_999)}" for _ in range(rng.randrange(3, 7))]
    voice = Voice(
        plant=lambda kind: _plant(kind, d, rng),
        chatter=lambda: _chatter(rng),
        # in the middle of a ramble, or between two reactions
        wrap=lambda text: (" ".join(rng.sample(_RAMBLE, 3) + [text] + rng.sample(_RAMBLE, 2)) if rng.random() < 0.65
                           else f"{rng.choice(_TINY)} {text} {rng.choice(_TINY)}"),
        wrap_share=0.3,
        reply=lambda: rng.choice(_BOT).format(code=_code(rng)),
        reply_share=0.15,
        # Evenings: quick exchanges, then hours of silence.
        gap_s=lambda: rng.randrange(5, 90) if rng.random() > 0.08 else rng.randrange(3600, 14 * 3600),
        supersede_after=(6, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
