"""The panyard family: the WhatsApp group of a steelband's panyard up the hill in Laventille, Port of Spain, Trinidad, in the weeks before Panorama, in Trinidadian English Creole and standard English.

Written by a writer who did not read the summarizer, and run on no summarizer when it was
written: a held-out family. "Hill Top Harmony Steel Orchestra" practises in a yard off the
Eastern Main Road, a galvanize roof over the racks, a bar in the corner and a view of the
city; its group is the band's manager and executive, the arranger ("Sir"), the section
leaders (tenors, double tenors, double seconds, guitars, cellos, quads, tenor bass, six bass,
the engine room), a crowd of players from fourteen to seventy, the youths of the pan camp,
the tuner from Morvant and the "yard mothers" who cook on practice nights. They write the way
they talk: "allyuh", "doh", "ent", "wham", "boi", "steups", "eh eh", "real vibes", "ah
reach", mostly lower case and without punctuation, typos left in, beside the executive's
ATTENTION notices and Pan Trinbago bulletins forwarded as received. The old players write
long rambling messages about the seventies and the big bands; the youths write one word, an
emoji, a sticker or a voice note from the maxi. Pasted: the section roster, the practice
schedule, the run order of the arrangement, the food roster, the members' fee list; links to
YouTube, Facebook, Instagram, TikTok, Google Drive and Google Maps; photos of the racks,
videos of the practice, documents. Money is "$450", "TT$450", "450 dollars", "$1,200",
"1.2k" and "450 TT"; dates "Sat 16th Jan", "16/01", "January 16", "16th Jan", "the 16th of
January"; times "7pm", "7:30pm", "7 o'clock", "half past 7", "19:00". Facts are said the
yard's way ("ok allyuh the meeting done: Panorama tune is ...", "if yuh need the yard key
check ...", "who could sweep out the yard before the judges reach?"), now and then in lower
case.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

from .common import (
    Chat,
    Ids,
    Planted,
    Planter,
    Said,
    Voice,
    Wording,
    assemble,
    code,
    family_chats,
    letter,
    media,
    ramble,
)

NAME = "panyard"
LANGUAGE = "en"
# Messages per chat by default: a long history of chatter with about twenty facts in it.
MESSAGES = 300

_MONTH = {11: "Nov", 12: "Dec", 1: "Jan", 2: "Feb"}
_MONTH_LONG = {11: "November", 12: "December", 1: "January", 2: "February"}
_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_DAY_SHORT = ["Mon", "Tue", "Wed", "Thur", "Fri", "Sat", "Sun"]


def _nth(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


_YARD = Wording(
    topics=[("Panorama tune", ["'Jam It Down' from Jaycee Bailey", "'Hill Top Fire' (we own composition)", "the old calypso 'Mih Yard Mih Home'"]),
            ("band jersey for the stage", ["black and gold with the crest", "white tee with red bandana", "camo pants and black vest"]),
            ("transport to the Savannah", ["two maxis from the yard", "we push the racks down Lady Young, everybody walk behind", "a flatbed truck from the hardware"]),
            ("practice nights in January", ["Monday to Saturday, seven till late", "every night except Sunday", "weeknights full band, Saturday sectionals only"]),
            ("fundraiser fete", ["all-inclusive in the community centre", "bar and BBQ right here in the yard", "cooler fete up by the lookout"]),
            ("youths on the front line", ["only who know the whole tune by heart", "all the pan camp children, front and centre", "no youths in front, they go in the middle racks"]),
            ("food for players on practice nights", ["pelau every Friday, the rest of the week bake and saltfish", "doubles and tea every night", "players bring dey own, no cook this year"]),
            ("sponsor name on the racks", ["Ramdial Hardware", "the Hill Top credit union", "no sponsor, just the band name"]),
            ("who get to play on the big stage", ["only who reach twenty practices", "everybody who register", "arranger choose, no argument"]),
            ("bass section pans", ["buy six new drums from the Morvant tuner", "retune the old drums, no new ones", "borrow from the school band"])],
    decided=["ok allyuh the meeting done: {s} is {c}. no more long talk bout it 🙌🏾", "Captain say so: {s} — {c}. Finish.",
             "Executive decide last night, {s} = {c}", "we vote and it come out {c} for the {s}, clear clear",
             "{S}: {c}. That is the final word from management 📢", "boi we settle it eh, {s} go be {c}",
             "after all the bacchanal, {s} fix: {c} ✅", "right so tell who ain't here, {s} is {c}, done deal"],
    numbers=[("the tuner charging {tt} a drum to blend the tenors this year", ("blend the tenors", "{tt}")),
             ("we have {n1} players registered with Pan Trinbago so far", ("players registered with Pan Trinbago", "{n1}")),
             ("Members fee for the season is {fee}, pay at the table by the bar", ("Members fee for the season", "{fee}")),
             ("appearance fee from Pan Trinbago for prelims reach: {tt2}", ("appearance fee", "{tt2}")),
             ("the arrangement running {mins} minutes right now, Sir say we have to cut", ("arrangement running", "{mins} minutes")),
             ("bass section need {n2} more players to fill the racks", ("bass section need", "{n2} more players")),
             ("boi the fete sell {n3} tickets already 🔥", ("fete sell", "{n3} tickets")),
             ("new set of sticks for the whole band cost {tt3}", ("new set of sticks", "{tt3}")),
             ("we owe T&TEC {tt4} for the yard lights 😩", ("for the yard lights", "{tt4}")),
             ("chrome for the double tenors come up to {tt5}", ("chrome for the double tenors", "{tt5}")),
             ("maxi man want {tt6} each trip down to the Savannah", ("each trip down", "{tt6}")),
             ("{n4} youths from the pan camp coming to play with we", ("from the pan camp", "{n4} youths")),
             ("the engine room have {n5} irons now, too much for one rack", ("engine room have", "{n5} irons"))],
    dates=[("Judges coming to the yard for prelims {dt}, be here from {tm}", ("Judges coming to the yard", "{dt}")),
           ("semis in the Savannah is {dt}", ("semis in the Savannah", "{dt}")),
           ("sectional for double seconds {dy} {tm}, in the back room", ("sectional for double seconds", "{tm}")),
           ("tuner coming to blend the bass {dt} from {tm}", ("tuner coming to blend the bass", "{dt}")),
           ("registration forms have to reach Pan Trinbago by {nd}", ("registration forms have to reach", "{nd}")),
           ("full band run with the arranger {dy} {tm} sharp", ("full band run with the arranger", "{tm}")),
           ("racks painting day is {dt}, bring ah brush", ("racks painting day", "{dt}")),
           ("group photo for the programme booklet {dt} {tm}", ("group photo for the programme booklet", "{dt}")),
           ("junior band practice start back {dt}", ("junior band practice start back", "{dt}")),
           ("wristbands collection by Pan Trinbago office {dy} {tm}", ("wristbands collection", "{tm}")),
           ("draw for the order of play is {dt}", ("draw for the order of play", "{dt}"))],
    people=["Kerwin Baptiste", "Shaquille Joseph", "Tricia Alexander", "Marlon Charles", "Renée St. Hill", "Akeem Mohammed",
            "Keisha Phillip", "Dexter Noel", "Jelani Cudjoe", "Anya Lewis", "Shereen Francois", "Rondell Mitchell",
            "Gerard Pierre", "Kimberly Bobb", "Nikesha Warner"],
    roles=[("{p} is captain of the tenors this year, tenor players check with them first", "captain of the tenors"),
           ("{p} leading the engine room, iron and drum kit is their business", "leading the engine room"),
           ("Treasurer for the season: {p}. All money go through them, no side deals", "Treasurer for the season"),
           ("{p} is the one drilling the youths on the double seconds", "drilling the youths"),
           ("flag waver for the stage going to be {p} 🚩", "flag waver"),
           ("if yuh need the yard key check {p}", "yard key"),
           ("{p} in charge of pushing the racks on the night", "pushing the racks"),
           ("bass section leader is {p}, learn your parts from them", "bass section leader"),
           ("{p} running the band Instagram now 📸", "band Instagram"),
           ("the new PRO for the band is {p}, any media talk go through them", "new PRO"),
           ("{p} doing the cooking on practice nights, tell them if yuh eating", "cooking on practice nights"),
           ("{p} keeping the attendance register, sign in with them every night", "attendance register")],
    tasks=["carry the tenor pans to the tuner in Morvant", "sweep out the yard before the judges reach", "fix the wheel on the six bass rack",
           "buy cable ties and duct tape for the racks", "call the maxi man and confirm for Saturday", "print the members list for the judges",
           "collect the money from the guitar section", "paint the numbers on the racks", "wash the stage jerseys",
           "pick up ice and water for Friday", "change the bulb by the gate", "post the fete flyer on Facebook",
           "borrow a generator for the night"],
    asked=["who could {a}? need somebody today self", "Somebody please {a} 🙏🏾 I can't make it", "reminder nah: {a}. nobody take it yet",
           "need a volunteer to {a}, holla at me", "who go {a}? it still pending steups", "boi I begging, somebody {a}, is urgent",
           "allyuh, we still need somebody to {a}", "Task outstanding: {a}. Who free?"],
    edits=[("Tuner number: {x}", "Tuner number: {y} — first one was wrong, sorry", "Tuner number", "tel"),
           ("Republic Bank account for the band: {x}", "Republic Bank account for the band: {y} (a digit was off)", "Republic Bank account for the band", "acct"),
           ("yard gate lock code is {x}", "yard gate lock code is {y} eh, typo", "yard gate lock code", "pin"),
           ("wifi in the band room: {x}", "wifi in the band room: {y} ✅", "wifi in the band room", "wifi"),
           ("link for the arrangement recordings: {x}", "link for the arrangement recordings: {y} (the other one was private)", "arrangement recordings", "link"),
           ("Maxi registration: {x}", "Maxi registration: {y}, look for it by the gate", "Maxi registration", "plate"),
           ("band registration no. with Pan Trinbago: {x}", "band registration no. with Pan Trinbago: {y} — corrected", "band registration no.", "reg"),
           ("Ticket link for the fete: {x}", "Ticket link for the fete: {y} (use this one)", "Ticket link for the fete", "tix")],
    changes=[("practice tonight start {x}", ["change of plan, practice tonight start {y}", "Sir say practice tonight start {y} instead"], "practice tonight start", "hour"),
             ("maxi leaving the yard {x} for semis", ["update: maxi leaving the yard {y} now", "driver change it, maxi leaving the yard {y}"], "maxi leaving the yard", "hour"),
             ("everybody putting {x} in the food kitty", ["correction, food kitty is {y} a head", "make it {y} for the food kitty, prices gone up"], "food kitty", "kitty"),
             ("after-prelims lime at {x}", ["after-prelims lime moving to {y} now", "scratch that, after-prelims lime at {y}"], "after-prelims lime", "place"),
             ("sectional for the cellos on {x}", ["sectional for the cellos shift to {y}", "cello people: sectional for the cellos now {y}"], "sectional for the cellos", "date"),
             ("arranger fee agreed at {x}", ["management talk again, arranger fee now {y}", "arranger fee gone up to {y}, ah know ah know"], "arranger fee", "fee"),
             ("racks have to reach the drag by {x}", ["Pan Trinbago say racks have to reach the drag by {y}", "new time: racks have to reach the drag by {y}"], "reach the drag", "hour"),
             ("tuning for the guitars {x}", ["tuning for the guitars move to {y}", "tuner call, tuning for the guitars now {y}"], "tuning for the guitars", "date")])

# The chatter's people and places: never a fact's person.
_FOLK = ["Tallman", "Bigs", "Skinny", "Miss Pearl", "Uncle Boysie", "Rasheed", "Shelly", "Dwayne", "Kevon", "Tanty Merle", "Smallie",
         "Brother Lennox", "Jason", "Kriss", "Cheryl", "Ricky", "Miss Gloria", "Stumpy", "Junior", "Darnell"]
_SPOT = ["the yard", "the junction", "Piccadilly", "the Savannah", "Picton", "Morvant", "the lookout", "town", "Nelson Street", "the parlour",
         "Eastern Main Road", "the bar", "the maxi stand", "John John", "the back room", "Success Village", "Belmont"]
_SHORT = ["yes", "yeh", "ok", "k", "kk", "wham", "wham boi", "wha happening", "yuh good?", "all good", "real", "true true", "fuh real", "lol",
          "😂😂😂", "steups", "chupidness", "eh eh", "lawd", "lawd have mercy", "doh study it", "ah reach", "reaching", "5 mins", "comin jus now",
          "yuh mad 😂", "vibes", "real vibes", "🔥", "🔥🔥🔥", "🥁🥁", "🎶", "🇹🇹🇹🇹", "Blessings", "Good morning fam 🌞", "Morning morning", "Night all",
          "bless up", "sweet", "sweet pan 🎶", "ent?", "ah hear yuh", "is so", "nah", "nah man", "oui", "papayo!", "wait", "what time?",
          "where allyuh?", "omw", "ah comin", "sorry late", "👍🏾", "🙏🏾", "💯", "🤣🤣", "eh heh", "who?", "allyuh bad", "we ready!!",
          "Panorama bound 🇹🇹", "noted", "Noted.", "thanks", "tks", "ty", "big up", "respect", "yes Sir", "👀", "🙌🏾", "say nah", "ah dead 😂",
          "wuk", "tabanca already", "lol who is that", "look trouble", "ah tired", "boss", "here", "present", "me too", "same", "yea man"]
_MID = ["{n} yuh reach {w} yet?", "rain falling hard by {w}, ah go reach late", "who see mih sticks? ah leave them by {w}", "{n} call me when yuh free nah",
        "traffic by {w} mad tonight", "anybody passing {w}? ah need ah drop", "{n} bring the pelau?? ah hungry", "the tenors sound sweet sweet tonight",
        "Sir was vex tonight boi 😂 he stop the whole band three times", "{n} yuh phone off or wha", "ah hear {w} had a big lime last night",
        "double seconds need to practice that run in the verse, it not clean", "who have a charger? mih phone dead", "mosquito eating we alive in the yard",
        "somebody leave a jacket by {w}, black one", "{n} thank yuh for the lift", "that jam section does give me chills every time", "bring yuh own water tomorrow",
        "who taking the last maxi down? ah by {w}", "{n} yuh sister reach safe?", "ah cyah find mih wristband steups", "the six bass rack squeaking again",
        "{n} playing like a champion tonight 🔥", "power gone by {w}, we have light in the yard?", "doubles man by {w} sell out already",
        "ah want to learn the cello part, who could show me?", "the youths catching on fast fast", "ah late, work keep me back", "{n} happy birthday!! 🎂🎉",
        "somebody check on {n}, they not answering", "the cops passing by {w} checking, doh park on the road", "that new intro is madness 😮",
        "ah still cyah get the bridge right 😩", "{n} how yuh mother doing?", "mih hands blister up from last night", "who recording tonight? ah want to hear back",
        "the bass line in the chorus heavy heavy", "{n} yuh owe me a Carib 😂", "dog by {w} chase me again eh", "ah go bring bake tomorrow"]
_QUESTION = {"who", "yuh", "what", "where", "anybody", "how", "when", "ah"}
_YOUTH = ["wam", "lol wat", "sksksk", "who goin", "ah on d maxi", "omw", "brb", "gtg", "idc lol", "nah fr", "fr fr", "bruh 💀", "ded 💀💀",
          "sir too strict", "ah not comin 2nite", "mi mudda say no", "pls send d voice note", "wen is semis", "yall seen d tiktok",
          "we go win dis", "ah sleepy", "who have d link", "d jam part 🔥🔥", "lmaooo", "ok bet", "tmrw?", "🤙🏾", "😭😭"]
_OLD = ["Good evening all.", "I playing pan since 1974 when this yard had no roof, only a tarpaulin and two bulb.",
        "In them days we used to push the racks down the hill by hand, no maxi, no truck, and we walk behind singing.",
        "The tuner used to sit down on a bench in the back and sink them drums with a sledge whole night.",
        "Young people today have phone and recording but they don't listen to the man next to them.",
        "Panorama is not a fete, is a war, and you win the war in the yard not on the stage.",
        "I remember 1983 when we reach the finals and the whole Laventille come down behind us.",
        "The arranger then was a man named Pops and he would cuss you till you cry but you come back the next night.",
        "Respect the pan, doh lean on it, doh put yuh drink on it.", "Come early, tune up yuh mind before yuh tune up yuh hands.",
        "Sorry for the long message.", "My grandson set up this phone for me.", "God bless this band and God bless Trinidad and Tobago 🇹🇹",
        "Pan is we culture, we invent it right here on these hills."]
_SIR = ["Listen to me carefully.", "Last night was not good enough.", "The tenors rushing the verse, I don't want to hear that again.",
        "The engine room doh listen to the bass, so the whole band drag.", "Learn your parts at home, use the recordings, that is why we record.",
        "When I stop the band, stop. Don't keep playing for show.", "Doh come in the yard at nine o'clock and expect to play.",
        "The judges don't care who you know, they care what they hear.", "Tomorrow we going from the top, full arrangement, no break.",
        "I proud of the youths, they working.", "That is all. Rest your hands."]
_NOTICE = ["*Forwarded as received*\nPAN TRINBAGO INC. — NOTICE TO ALL LARGE CONVENTIONAL BANDS",
           "Bands are reminded that all players must be registered and carry identification on the night of judging.",
           "No alcohol or glass bottles will be allowed on the stage or in the drag.",
           "Racks must not exceed the dimensions published in the rules for this year's competition.",
           "Bands are asked to keep the drag clear for emergency vehicles at all times.",
           "Band managers must collect the wristbands personally, with their letter of authorisation.",
           "The order of play will be published on the official website and social media pages.",
           "Thank you for your cooperation.\nMarketing & Communications\nPan Trinbago Inc."]
_ATTENTION = ("ATTENTION ALL PLAYERS‼️ Practice is not a lime. Sign the register when you reach, keep the yard clean, "
              "doh leave bottles on the racks, and respect the arranger when he talking. Who not serious could stay home. — Management 🥁")
_LINKS = ["https://youtu.be/{k} last night practice, listen to the jam section", "https://www.facebook.com/watch/?v={n} the band live from the yard 🔥",
          "https://www.instagram.com/p/{k}/ photo from Saturday", "https://www.tiktok.com/@hilltopharmony/video/{n} lol the youths 😂",
          "https://drive.google.com/file/d/{k}/view recording from tonight (full run)", "https://maps.app.goo.gl/{k} yard location for the new players",
          "https://www.youtube.com/watch?v={k} 1980s Panorama, watch how they used to play", "https://www.newsday.co.tt/2027/01/{d:02d}/panorama-prelims-{n}/ article bout the prelims"]
_BOT = ["Noted 👍🏾", "Got it, saved.", "Voice notes don't come through to me, type it out?", "I'll remind the group nearer the time.", "Added to the list."]
_SECTIONS = ["tenors", "double tenors", "double seconds", "guitars", "cellos", "quads", "tenor bass", "six bass", "engine room"]
_RUN = ["intro (8 bars)", "verse 1", "chorus", "verse 2 (minor)", "bridge", "chorus", "jam section", "calypso break", "modulation", "fast chorus", "ending"]
_KEYS = {"a": "s", "e": "r", "i": "o", "o": "i", "s": "a", "t": "y", "n": "m", "r": "t", "h": "j"}


class _Yard:
    """One chat's draws and the panyard's ways of saying things."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.planter = Planter(rng, _YARD, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """The planter's fact, now and then all in lower case (probes match whatever the case), an
        edit's first form never (a lower-cased plate or password would read as another)."""
        p = self.planter(kind)
        if p is not None and kind != "corrected (edit)" and self.rng.random() < 0.2:
            text, probe, newer = p
            return text.lower(), probe, newer
        return p

    # -- how the yard writes money, dates and times ------------------------------------------

    def tt(self, n: int) -> str:
        r = self.rng
        ways = [f"${n:,}", f"TT${n:,}", f"{n:,} dollars", f"${n}", f"{n} TT"]
        if n >= 1000 and n % 100 == 0:
            ways.append(f"{n / 1000:g}k")
        return r.choice(ways)

    def day(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        d = self.day(n)
        wd = d.weekday()
        return self.rng.choice([f"{_DAY_SHORT[wd]} {_nth(d.day)} {_MONTH[d.month]}", f"{d.day:02d}/{d.month:02d}", f"{_MONTH_LONG[d.month]} {d.day}",
                                f"{_nth(d.day)} {_MONTH[d.month]}", f"{_DAY[wd]} {_nth(d.day)} {_MONTH_LONG[d.month]}",
                                f"the {_nth(d.day)} of {_MONTH_LONG[d.month]}"])

    def deadline(self, n: int) -> str:
        d = self.day(n)
        return self.rng.choice([f"{d.day:02d}/{d.month:02d}/{d.year}", f"{_MONTH_LONG[d.month]} {d.day}, {d.year}", f"{_nth(d.day)} {_MONTH[d.month]} {d.year}"])

    def clock(self, h: int, half: bool) -> str:
        r = self.rng
        h12 = h - 12 if h > 12 else h
        ap = "am" if h < 12 else "pm"
        if half:
            return r.choice([f"{h12}:30{ap}", f"half past {h12}", f"{h}:30", f"{h12}:30 {ap.upper()}"])
        return r.choice([f"{h12}{ap}", f"{h12} o'clock", f"{h}:00", f"{h12} {ap.upper()}", f"{h12}{ap} sharp"])

    # -- the facts' values -------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.planter.fresh

        def tm() -> str:
            h, half = divmod(f("h", 12, 46), 2)
            return self.clock(h, bool(half))

        slots: dict[str, Callable[[], str]] = {
            "tt": lambda: self.tt(f("tt", 10, 50) * 50), "n1": lambda: str(f("n1", 70, 130)), "fee": lambda: self.tt(f("fee", 4, 30) * 25),
            "tt2": lambda: self.tt(f("tt2", 20, 90) * 1000), "mins": lambda: str(f("mins", 9, 14)), "n2": lambda: str(f("n2", 3, 14)),
            "n3": lambda: str(f("n3", 120, 900)), "tt3": lambda: self.tt(f("tt3", 8, 60) * 100), "tt4": lambda: self.tt(f("tt4", 900, 7000)),
            "tt5": lambda: self.tt(f("tt5", 30, 150) * 100), "tt6": lambda: self.tt(f("tt6", 12, 40) * 50), "n4": lambda: str(f("n4", 6, 30)),
            "n5": lambda: str(f("n5", 5, 15)), "dt": lambda: self.dt(f("d", 10, 68)), "nd": lambda: self.deadline(f("d", 10, 68)), "tm": tm,
            "dy": lambda: r.choice(["tomorrow", "tmrw", "Saturday", "this Sunday", "Wednesday night", "Thursday", "Friday evening", "day after tomorrow"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.planter.fresh

        def tel() -> str:
            a, b = r.randrange(100, 1000), r.randrange(1000, 10000)
            pre = r.choice(["7", "3", "4", "6"])
            return r.choice([f"868-{pre}{a % 100:02d}-{b}", f"(868) {pre}{a % 100:02d}-{b}", f"+1 868 {pre}{a % 100:02d} {b}", f"{pre}{a % 100:02d}-{b}"])

        def hour() -> str:
            h, half = divmod(f("hr", 34, 46), 2)
            return self.clock(h, bool(half))

        draws: dict[str, Callable[[], str]] = {
            "tel": tel, "acct": lambda: f"{r.randrange(100, 1000)}{r.randrange(10**8, 10**9)}", "pin": lambda: str(r.randrange(1000, 10000)),
            "wifi": lambda: r.choice([f"PanYard{r.randrange(1000, 10000)}", f"hilltop_{code(r, 5)}", f"SteelHill@{r.randrange(100, 1000)}"]),
            "link": lambda: r.choice([f"https://drive.google.com/drive/folders/{code(r, 20)}", f"https://bit.ly/{code(r, 7)}"]),
            "plate": lambda: f"H{r.choice('ABCDE')}{r.choice('BCDFGHJKLMNPRSTVWXY')} {r.randrange(100, 10000)}",
            "reg": lambda: f"LCB-{r.randrange(10, 100)}/{r.randrange(100, 1000)}", "tix": lambda: f"https://tickets.hilltopharmony.tt/e/{code(r, 8)}",
            "hour": hour, "kitty": lambda: self.tt(f("kitty", 4, 30) * 5), "fee": lambda: self.tt(f("afee", 10, 80) * 500),
            "place": lambda: r.choice(["Miss Jean bar on Picton Road", "the lookout on Lady Young", "Bigs garage by the junction",
                                       "the parlour on Eastern Main Road", "Tanty Merle front porch", "the basketball court in Success",
                                       "the rum shop by the maxi stand", "the community centre car park"]),
            "date": lambda: self.dt(f("d", 10, 68))}
        return self.planter.apart(draws[kind]) if kind in draws else None

    # -- chatter ------------------------------------------------------------------------------

    def typo(self, text: str) -> str:
        """Fat fingers on a small phone: a letter swapped or hit beside, an apostrophe dropped."""
        r = self.rng
        if r.random() < 0.4:
            return text
        words = text.split(" ")
        i = r.randrange(len(words))
        w = words[i]
        if len(w) > 3 and w.isalpha():
            j = r.randrange(len(w) - 1)
            if r.random() < 0.5:
                w = w[:j] + w[j + 1] + w[j] + w[j + 2:]
            elif w[j].lower() in _KEYS:
                w = w[:j] + _KEYS[w[j].lower()] + w[j + 1:]
        words[i] = w
        return " ".join(words).replace("'", "" if r.random() < 0.5 else "'")

    def mid(self) -> str:
        r = self.rng
        said = r.choice(_MID).format(n=r.choice(_FOLK), w=r.choice(_SPOT))
        if r.random() < 0.2:
            more = r.choice(_MID).format(n=r.choice(_FOLK), w=r.choice(_SPOT))
            said += r.choice([" and ", ". also ", ", ", "... anyway "]) + more
        said = self.typo(said)
        if r.random() < 0.3 and said[-1].isalnum():
            q = said.split()[0].lower() in _QUESTION
            said = said[0].upper() + said[1:] + ("?" if q else r.choice([".", "!", "!!", " 😂", " 🙏🏾", "..."]))
        return said

    def roster(self) -> str:
        r = self.rng
        rows = [f"{s.upper()}: {', '.join(r.sample(_FOLK, r.randrange(2, 5)))}" for s in r.sample(_SECTIONS, r.randrange(3, 7))]
        return r.choice(["SECTION ROSTER (so far)", "who playing what 👇🏾", "Roster update"]) + "\n" + "\n".join(rows) + r.choice(
            ["", "\nif yuh name not here see the captain", "\nstill need players in the back"])

    def schedule(self) -> str:
        r = self.rng
        days = sorted(r.sample(range(68), 5))
        rows = [f"{_DAY_SHORT[self.day(n).weekday()]} {self.day(n).day:02d}/{self.day(n).month:02d} — "
                f"{r.choice(['full band', 'sectionals', 'front line only', 'engine room + bass', 'youths + full band'])} {r.randrange(6, 9)}pm" for n in days]
        return r.choice(["PRACTICE SCHEDULE 🥁", "This week in the yard:", "Schedule (subject to change!!)"]) + "\n" + "\n".join(rows)

    def run_order(self) -> str:
        r = self.rng
        k = r.randrange(6, len(_RUN))
        parts = _RUN[:2] + sorted(r.sample(_RUN[2:-1], k - 3), key=_RUN.index) + [_RUN[-1]]
        return r.choice(["Run order for the arrangement:", "Sir's structure (memorise it)", "the tune, section by section"]) + "\n" + "\n".join(
            f"{i}. {p}" for i, p in enumerate(parts, 1))

    def food_roster(self) -> str:
        r = self.rng
        dishes = ["pelau", "bake and saltfish", "corn soup", "macaroni pie and chicken", "doubles", "stew chicken and rice", "dhal and rice", "cow heel soup"]
        rows = [f"{d}: {n} — {dish}" for d, n, dish in zip(r.sample(_DAY_SHORT[:6], 4), r.sample(_FOLK, 4), r.sample(dishes, 4))]
        return r.choice(["FOOD ROSTER 🍲", "who cooking this week", "Yard mothers roster"]) + "\n" + "\n".join(rows)

    def dues(self) -> str:
        r = self.rng
        rows = [f"{n} {r.choice(['✅', '✅', '❌', 'half paid', '✅ paid'])}" for n in r.sample(_FOLK, r.randrange(5, 10))]
        return r.choice(["Fees list (check yuh name)", "WHO PAY / WHO OWE", "dues so far"]) + "\n" + "\n".join(rows)

    def decoy(self) -> str:
        """Chatter with numbers, names and dates that plants nothing."""
        r = self.rng
        return r.choice([f"ah pay {self.tt(r.randrange(10, 60) * 5)} for a roti by {r.choice(_SPOT)} today, things hard",
                         f"{r.choice(_FOLK)} birthday is {self.dt(r.randrange(0, 68))}, we liming after practice",
                         f"ah working till {self.clock(r.randrange(15, 20), False)} tomorrow so ah go reach late",
                         f"in {r.randrange(1975, 2000)} we come {_nth(r.randrange(2, 9))} and everybody cry",
                         f"maxi fare gone up to {self.tt(r.randrange(6, 14))} boi", f"ah have {r.randrange(2, 6)} exams next week, pray for me 😩",
                         f"the tickets for the North Stand is {self.tt(r.randrange(20, 60) * 10)} this year, crazy",
                         f"{r.choice(_FOLK)} say he reaching {self.clock(r.randrange(18, 22), r.random() < 0.5)}",
                         f"{self.dt(r.randrange(0, 68))} ah going Tobago, back before the finals",
                         f"ah lose {r.randrange(2, 8)} pounds from all this practice 😂"])

    def photo(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 68))
        return (r.choice(["", "", "the racks looking good 🔥", "tonight in the yard", "look the view from up here", "new chrome 😍",
                          "the youths 🥁", "Sir in action lol", "the food tonight 🍲"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(60_000, 4_500_000)))

    def voice_note(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 68))
        return (r.choice(["", "", "", "listen nah", "voice note cause ah driving", "🎤 hear the part here", "sorry for the long voice note"]),
                media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(6_000, 1_500_000)))

    def other(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 68))
        kind = r.choice(["video", "video", "sticker", "sticker", "sticker", "document"])
        if kind == "video":
            return (r.choice(["", "the jam section tonight 🔥🔥", "from the top", "the engine room going crazy", "lol look Bigs"]),
                    media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(900_000, 50_000_000)))
        if kind == "sticker":
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        name, text = r.choice([("Panorama_Rules_2027.pdf", "the rules, read them"), ("Player_Registration_Form.docx", "fill this out"),
                               ("Attendance_Jan.xlsx", ""), ("Score_Sheet_Sample.pdf", "what the judges looking for"), ("Fete_Flyer.pdf", "share it")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 3_000_000))

    def link(self) -> str:
        r = self.rng
        return r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**9, 10**10), d=r.randrange(1, 29))

    def chatter(self) -> Said:
        r = self.rng
        table: list[tuple[float, Callable[[], Any]]] = [
            (27, lambda: (self.typo(r.choice(_SHORT)) if r.random() < 0.15 else r.choice(_SHORT), None)),
            (28, lambda: (self.mid(), None)), (9, lambda: (r.choice(_YOUTH), None)),
            (3, lambda: (ramble(r, _OLD, 5, " "), None)), (1.5, lambda: (ramble(r, _SIR, 4, "\n"), None)),
            (1.5, lambda: (letter(r, _NOTICE, sep="\n\n"), None)), (1.5, lambda: (_ATTENTION, None)),
            (1.2, lambda: (self.roster(), None)), (1.2, lambda: (self.schedule(), None)), (1, lambda: (self.run_order(), None)),
            (1, lambda: (self.food_roster(), None)), (1, lambda: (self.dues(), None)), (3, lambda: (self.link(), None)),
            (2.5, lambda: (f"Evening panside 🥁 {self.mid()}", None)), (6, lambda: (self.decoy(), None)),
            (5, self.photo), (6, self.voice_note), (5, self.other)]
        weights = [w for w, _ in table]
        return r.choices([m for _, m in table], weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"Evening panside 🥁 {text}", f"{text}\n\n{_ATTENTION}", f"{ramble(r, _OLD, 3, ' ')} Anyway, {text}",
                         f"From the meeting:\n• {text}\n• {self.mid()}", f"{text} 🙏🏾", f"{text}\n— Management", f"ATTENTION‼️ {text}",
                         f"{text}\npass it on to who not in the group", f"📌 {text}", f"{text} bless", f"{self.mid()} but listen, {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    y = _Yard(rng)
    people = [f"1868{rng.choice(['7', '3', '4', '6'])}{rng.randrange(10**5, 10**6)}{rng.randrange(0, 10)}" for _ in range(rng.randrange(15, 45))]

    # Practice nights: a burst of messages every evening and after practice, quiet working days.
    def gap() -> int:
        roll = rng.random()
        if roll < 0.55:
            return rng.randrange(10, 400)
        if roll < 0.9:
            return rng.randrange(400, 3600)
        return rng.randrange(4 * 3600, 18 * 3600)

    voice = Voice(y.plant, y.chatter, y.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
