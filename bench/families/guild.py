"""The guild family: an online gaming guild's Discord server, in English.

Written after famille, helpdesk and cantiere were measured twice and became a tuning set, and
run on no version of the summarizer when it was committed: a held-out family. A raiding guild
of a (made-up) MMO talks in its general and raid channels: all lower case, hardly a full stop,
slang ("ngl", "fr", "copium", "kekw"), custom emoji codes and emoji spam ("💀💀💀💀"), the
signup bot's post again and again with new counts, pasted combat logs and damage meters full of
times, names and numbers, talent build strings and addon import strings, links to clips and
logs, screenshots, long unpunctuated rants after a bad night, and one-character replies. Raid
times come with their time zones ("8pm est / 02:00 cet"), loot is DKP, and a fact is said the
way officers say it: "poll closed 📊 zero-sum dkp won for loot system for mythic", "zephyra is
loot master from now on dont @ me about drops".
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "guild"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 260
LANGUAGE = "en"

# What a decision is about (as said, the words the probe looks for) and what it may come to.
_TOPICS = [("loot system for mythic", "loot system", ["loot council", "zero-sum dkp", "suicide kings", "open roll with prio"]),
           ("second prog night", "second prog night", ["sunday", "tuesday", "wednesday", "monday"]),
           ("the alt run", "alt run", ["friday after reset", "saturday 2pm est", "canceled till next tier"]),
           ("trial length", "trial length", ["2 weeks", "4 raid nights", "one full clear"]),
           ("voice comms", "voice comms", ["the discord stage channel", "push to talk only", "the old mumble server"]),
           ("the guild tag", "guild tag", ["<EMBR>", "<ASHN>", "<SYND>"]),
           ("bench rotation", "bench rotation", ["attendance based", "one night on one night off", "by parse average"]),
           ("consumables policy", "consumables policy", ["gbank covers flasks on prog", "bring your own", "feasts only"])]
_PLAYERS = ["zephyra", "grimtooth", "lunarae", "borkbork", "sylvanix", "mcstabby", "rhaegor", "pixelpriest", "nyxara", "durotank",
            "healzforu", "kaelindra", "boomkinbob", "arcanistx"]
# Who the chatter names (never a fact's person).
_CROWD = ["vexx", "thrallgar", "moonbrew", "skadi", "dotsy", "xxkillaxx", "bigpapa", "noodlz", "frostbyte", "kaelith", "jinxie",
          "tankyboi"]
_ROLES = [("{p} is loot master from now on dont @ me about drops", "loot master"),
          ("{p} got officer for recruitment 🎉 send apps their way", "officer for recruitment"),
          ("{p} holds the bank alt now ask them for mats", "bank alt"),
          ("healing lead is {p} listen to them on cds", "healing lead"),
          ("{p} is the new discord mod so behave lol", "discord mod"),
          ("{p} is class lead for mages, ask them about the opener", "class lead for mages"),
          ("main tank this tier is {p}", "main tank this tier"),
          ("{p} runs the m+ push group, dm for a spot", "push group")]
_TASKS = ["update the roster spreadsheet", "fix the signup bot", "record the hollow king pull for review", "kick the inactive alts",
          "post the loot prio list in officer chat", "renew the server boost", "check the logs for who stood in the puddles",
          "set up the calendar event for next week", "sort the gbank tabs", "write feedback for the trials",
          "farm 40 flasks before thursday", "ping the pugs for saturday", "make the new raid macro", "clean up the old channels"]
_BOSSES = ["the hollow king", "marrowgast", "vyr the unbound", "the twin seers", "sister kethra", "gorrum", "the ashbound council",
           "xalvane"]
_TANKS = ["bonkers", "ironhide", "shieldmaiden", "bulwarkk", "stonewall", "thiccpally", "plateaddict"]
_WHEN = ["saturday night", "sunday afternoon", "friday late", "monday after work", "tuesday 10pm est", "thursday after raid",
         "wednesday 7pm est", "sunday 3pm cet"]
_CHANNELS = ["loot-bids", "dkp-auction", "officer-bids", "bids-only", "loot-house", "gold-room"]
_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
_CITIES = ["leeds", "rotterdam", "cologne", "malmo", "lyon", "brno"]

_DECIDE = ["officers voted {s} is {c} final answer", "ok after like 2 hours in officer chat we're going {c} for {s} deal with it",
           "{s} = {c} no more debate pls 🙏", "poll closed 📊 {c} won for {s}", "decided {s} -> {c} ty to everyone who voted",
           "gm said {c} for {s} so thats that"]
# (text, probe): each template names its own subject, once per chat.
_NUMBERS = [("gold in the gbank rn is {g}k after the boe sales", ("gold in the gbank", "{g}k")),
            ("{item} went for {k} dkp in the auction lmao", ("{item}", "{k} dkp")),
            ("dkp decay is {pc}% a week starting next reset", ("dkp decay", "{pc}%")),
            ("on time bonus is {b} dkp so be there at invite time", ("on time bonus", "{b} dkp")),
            ("min ilvl for heroic prog is {il} no exceptions", ("min ilvl", "{il}")),
            ("our world rank after last night is #{wr} 🔥", ("world rank", "#{wr}")),
            ("repair bill per wipe is like {rb}g on plate wear", ("repair bill", "{rb}g")),
            ("we have {ro} raiders on the roster counting trials", ("raiders on the roster", "{ro}"))]
_ITEMS = ["shadowsilk cloak", "ashen greatblade", "voidforged band", "crown of the hollow king", "ember wyrm reins", "trinket of whispers",
          "seer's lens", "marrowbone staff"]
_DATES = [("first mythic pull is {wd} {h}pm est / {hc}:00 cet be online 15 min early", ("first mythic pull", "{h}pm est")),
          ("guild meeting in voice {wd} {hh}:{mm} server time", ("guild meeting", "{hh}:{mm}")),
          ("patch {v} drops {mo} {d} so no raid that week", ("patch {v} drops", "{mo} {d}")),
          ("tournament signups close {wd} {mo} {d} at midnight utc", ("tournament signups", "{mo} {d}")),
          ("maintenance extended till {ha}am pst lol rip", ("maintenance extended", "{ha}am pst")),
          ("the irl meetup is {d} {mo} in {city} who is coming", ("irl meetup", "{d} {mo}")),
          ("raid reset moved to {wd} {hu}:00 utc for the holidays", ("raid reset moved", "{hu}:00 utc"))]
_TASK = ["can someone {a} pls", "todo for tonight: {a}", "still nobody volunteered to {a} lmao", "whoever is free {a} ty ❤️",
         "reminder we still need to {a}", "who is gonna {a} bc i sure aint"]
_EDITS = [("trial discord invite discord.gg/{x}", "trial discord invite discord.gg/{y}", "trial discord invite", "inv"),
          ("pw for the custom group is {x}", "pw for the custom group is {y}", "custom group", "pw"),
          ("import string for the soak timer !WA:2!{x}", "import string for the soak timer !WA:2!{y}", "soak timer", "wa"),
          ("healer cd sheet https://docs.google.com/spreadsheets/d/{x}/edit", "healer cd sheet https://docs.google.com/spreadsheets/d/{y}/edit",
           "healer cd sheet", "sheet"),
          ("ts3 server is {x} pw is the guild name", "ts3 server is {y} pw is the guild name", "ts3 server", "ip"),
          ("officer vault code {x} dont share", "officer vault code {y} dont share", "officer vault code", "vault")]
_CHANGES = [("first boss tonight is {x}", ["nvm first boss tonight is {y} the other one is bugged", "change of plan first boss tonight = {y}"],
             "first boss tonight", "boss"),
            ("raid invites go out at {x}", ["raid invites moved to {y} bc half of yall are late", "ok raid invites at {y} instead"],
             "raid invites", "time"),
            ("tank for mythic prog is {x}", ["swapping it up tank for mythic prog is {y} now", "{y} is the tank for mythic prog going forward"],
             "tank for mythic prog", "tank"),
            ("bidding channel is #{x}", ["bidding channel moved to #{y} the old one is cursed", "new bidding channel: #{y}"],
             "bidding channel", "chan"),
            ("split run is on {x}", ["split run got moved to {y}", "split run is {y} now sorry"], "split run", "when"),
            ("world buff run is {x}", ["world buff run moved to {y} someone has a dentist thing", "world buff run happening {y} instead"],
             "world buff run", "when")]

_SHORT = ["lol", "lmao", "lmaooo", "💀", "💀💀💀💀", "🔥🔥🔥🔥🔥", "gg", "ggs", "ez", "w", "L", "o7", "ty", "np", "brb", "omw", "k", "?",
          "fr", "fr fr", "real", "true", "same", "+1", "ratio", "no shot", "bruh", "kekw", ":kekw: :kekw: :kekw:", ":pepehands:", "sadge",
          "copium", "pog", "😭😭", "👀", "🤡🤡🤡", "nice", "yikes", "omegalul", "rip", "..", "^", "this", "lfg", "gn", "afk 5", "hi", "yo",
          ":pepega:", "😂😂😂😂😂😂"]
_MEDIUM = ["who pulled early again", "my internet is dying rn", "can we not wipe 14 times to the same mechanic tonight",
           "new patch notes are wild", "ngl that tank swap was clean", "anyone got a spare fire res pot", "mom said dinner brb",
           "im so tired of this boss", "healers were goated today", "server lag at 9 was insane", "is raid at 8 or 8:30 tonight",
           "anyone up for keys at 11", "i need 2 more pieces for my 4set and the rng hates me", "who has the crafted boots recipe",
           "why is the hollow king so hard on heroic", "vexx stop standing in the beam 💀", "my cat unplugged my router mid pull",
           "does anyone actually read the rules channel", "gorrum one shot me through a defensive??", "i got a 612 trinket from the vault lol",
           "thrallgar is streaming the pug if anyone wants to watch", "can someone explain the soak rotation again",
           "queue times are 40 minutes wtf", "got my first cutting edge on this char 😭", "skadi pls turn off the mic music",
           "who took the last 3 feasts from the bank", "the new mount looks like a pigeon ngl"]
_RANT = ["ok im gonna say this once and then im done", "we wiped 22 times tonight and like 15 of those were the same thing",
         "people are still not using defensives on the tankbuster", "i get it its wednesday and everyone is tired",
         "but if you dont know the fight watch the video before raid", "we literally linked it in raid info twice",
         "and i know some of you have jobs and kids i have both too", "nobody is getting benched for dying once",
         "but dying to the same puddle every pull is different", "the healers are carrying so hard rn", "also stop afk auto attacking",
         "and turn on your boss mod sounds", "anyway gg on the one kill we got", "im not mad just disappointed lol",
         "ok maybe a little mad", "see yall thursday", "also someone fix the signup post its showing last week"]
_SPELLS = ["Fireball", "Pyroblast", "Shadow Bolt", "Chaos Strike", "Mortal Strike", "Starsurge", "Arcane Blast", "Holy Shock", "Execute"]
_HOTFIX = ["Fire Mage: Pyroblast damage increased by {a}%.", "Holy Shock healing reduced by {b}% in PvP combat only.",
           "The Hollow King: Shattered Crown now deals {c}% less damage on Heroic difficulty.",
           "Marrowgast: fixed an issue where Bone Spear could target pets.",
           "Vyr the Unbound: Void Tether now shows a visual warning {b} seconds before it activates.",
           "Mythic+: the timer for Emberforge Depths increased from 31:00 to 3{b}:00.",
           "Fixed a crash when opening a bank with more than 8 tabs.",
           "Sister Kethra: Mirror Image health reduced by {c}% on Mythic difficulty.",
           "Warrior: Execute now costs {b}0 rage, down from 40.",
           "The Twin Seers: the second intermission now begins at {c}% health, up from 30%.",
           "Crafting: concentration now recharges {a}% faster.",
           "PvP: the honor cap has been raised to {a},000 for the rest of the season.",
           "Fixed an issue where some players could not loot the weekly cache after a disconnect.",
           "Gorrum: Tremor no longer hits players who are already airborne."]
_WELCOME = ["welcome {p} to the server 🎉 read #rules and grab a role in #roles", "{p} just joined the party 🥳", "say hi to {p} everyone 👋"]
_LINKS = ["https://clips.twitch.tv/{adj}{noun}{code} look at this wipe 💀", "https://www.youtube.com/watch?v={code} the guide i was talking about",
          "https://medal.tv/games/aetherfall/clips/{code} clip of the kill", "https://raider.io/characters/eu/silvermoon/{crowd} my io is cursed",
          "logs: https://www.aetherlogs.gg/reports/{code}#fight=last&type=damage-done", "https://discord.com/channels/{n}/{n2} read this"]
_ADJ = ["Fluffy", "Sneaky", "Cheesy", "Brave", "Odd", "Tiny", "Sleepy", "Loud"]
_NOUN = ["Otter", "Panda", "Noodle", "Goblin", "Muffin", "Turnip", "Llama", "Pigeon"]
_BOT = ["Got it 👍", "I can't see screenshots, sorry.", "Good luck tonight!", "Noted.", "gg!", "I'll remind everyone before raid."]


def _code(rng: random.Random, n: int = 11, alphabet: str = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _build(rng: random.Random) -> str:
    return "B" + _code(rng, rng.randrange(58, 84), "AQABCDEFGIJKLMSYZgkhmsIJJRSLk")


def _log(rng: random.Random) -> str:
    h, m, s = rng.randrange(19, 23), rng.randrange(0, 60), rng.randrange(0, 60)
    boss = rng.choice(_BOSSES)
    lines = []
    for _ in range(rng.randrange(3, 9)):
        s += rng.randrange(0, 7)
        m, s = m + s // 60, s % 60
        crit = " (crit)" if rng.random() < 0.3 else ""
        if rng.random() < 0.15:
            lines.append(f"[{h:02d}:{m % 60:02d}:{s:02d}.{rng.randrange(0, 999):03d}] UNIT_DIED {rng.choice(_CROWD)}")
        else:
            lines.append(f"[{h:02d}:{m % 60:02d}:{s:02d}.{rng.randrange(0, 999):03d}] SPELL_DAMAGE {rng.choice(_CROWD)} > {boss} "
                         f"{rng.choice(_SPELLS)} {rng.randrange(12_000, 480_000):,}{crit}")
    return "```\n" + "\n".join(lines) + "\n```"


def _meter(rng: random.Random) -> str:
    dps = sorted((rng.randrange(180, 420) + rng.randrange(0, 10) / 10 for _ in range(rng.randrange(5, 10))), reverse=True)
    fight = rng.randrange(180, 520)
    names = rng.sample(_CROWD, len(dps))
    rows = [f"{i + 1}. {n} {d * fight / 1000:.2f}M ({d:.1f}k)" for i, (n, d) in enumerate(zip(names, dps))]
    return f"```\nDamage Done - {rng.choice(_BOSSES)} ({rng.choice(['heroic', 'mythic'])}) {fight // 60}:{fight % 60:02d}\n" + \
        "\n".join(rows) + "\n```"


def _signup(rng: random.Random) -> str:
    return (f"📅 **raid signup** | spire of ash {rng.choice(['heroic', 'mythic'])} | {rng.choice(_DAYS)} | ✅ {rng.randrange(12, 26)} "
            f"❌ {rng.randrange(0, 6)} ❓ {rng.randrange(0, 5)} | react below")


def _chatter(rng: random.Random) -> Said:
    r = rng.random()
    if r < 0.3:
        return rng.choice(_SHORT), None
    if r < 0.52:
        return rng.choice(_MEDIUM), None
    if r < 0.58:
        if rng.random() < 0.2:  # someone pastes the whole hotfix post
            said = set(rng.sample(range(len(_HOTFIX)), rng.randrange(8, 14)))
            notes = "\n".join(f"- {x}" for i, x in enumerate(_HOTFIX) if i in said)
            return (f"{rng.choice(['hotfixes are out lol', 'they nerfed it again', 'patch notes', ''])}\n```\n"
                    f"AETHERFALL HOTFIXES - {rng.choice(_MONTHS).upper()} {rng.randrange(1, 29)}\n"
                    + notes.format(a=rng.randrange(3, 12), b=rng.randrange(2, 6), c=rng.randrange(10, 25)) + "\n```"), None
        return _log(rng), None
    if r < 0.62:
        return _meter(rng), None
    if r < 0.66:
        return rng.choice(["my build if anyone cares ", "import this ", "", "try this one "]) + _build(rng), None
    if r < 0.71:
        said = set(rng.sample(range(len(_RANT)), rng.randrange(5, 13)))  # in the order a rant goes
        return " ".join(x for i, x in enumerate(_RANT) if i in said), None
    if r < 0.77:
        return _signup(rng), None
    if r < 0.79:
        return rng.choice(_WELCOME).format(p=f"@{rng.choice(_ADJ).lower()}{rng.choice(_NOUN).lower()}{rng.randrange(1, 99)}"), None
    if r < 0.86:
        return rng.choice(_LINKS).format(adj=rng.choice(_ADJ), noun=rng.choice(_NOUN), code=_code(rng), crowd=rng.choice(_CROWD),
                                         n=rng.randrange(10**17, 10**18), n2=rng.randrange(10**17, 10**18)), None
    if r < 0.93:
        if rng.random() < 0.65:
            return rng.choice(["", "", "look", "💀", "wtf is this", "first kill screenie 🎉"]), [
                {"kind": "photo", "name": f"Screenshot_2026-11-{rng.randrange(1, 30):02d}_{rng.randrange(190000, 235959)}.png",
                 "mime": "image/png", "bytes": rng.randrange(200_000, 5_000_000)}]
        return rng.choice(["", "clip"]), [{"kind": "video", "name": f"clip_{rng.randrange(1000, 99999)}.mp4", "mime": "video/mp4",
                                           "bytes": rng.randrange(2_000_000, 40_000_000)}]
    if r < 0.97:
        return f"{rng.choice(_CROWD)} {rng.choice(['hit', 'got', 'is at'])} {rng.randrange(2100, 3400)} io " \
               f"{rng.choice(['gz', 'pog', 'carried', 'finally'])}", None
    return "⚠️ reminder raid tonight be online 15 min early and have your addons updated", None


class _Draw:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, topic=_TOPICS, player=_PLAYERS, role=_ROLES, task=_TASKS, boss=_BOSSES, tank=_TANKS, when=_WHEN,
                       chan=_CHANNELS, item=_ITEMS, num=_NUMBERS, date=_DATES, edit=_EDITS, change=_CHANGES)

    def value(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "inv":
            return p.unique(lambda: _code(r, 8))
        if kind == "pw":
            return p.unique(lambda: f"{r.choice(['ash', 'ember', 'void', 'gg'])}{r.randrange(100, 999)}")
        if kind == "wa":
            return p.unique(lambda: _code(r, 28, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789()"))
        if kind == "sheet":
            return p.unique(lambda: _code(r, 32))
        if kind == "ip":
            return p.unique(lambda: f"ts.embersyn.gg:9{r.randrange(100, 999)}")
        if kind == "vault":
            return p.unique(lambda: f"{r.randrange(1000, 9999)}")
        if kind == "time":
            return p.unique(lambda: f"{r.randrange(6, 10)}:{r.choice(['15', '30', '45', '50'])}pm est")
        return p.take(kind)


def _plant(kind: str, d: _Draw, rng: random.Random) -> Planted:
    p = d.p
    if kind == "decision":
        t = p.take("topic")
        if t is None:
            return None
        c = rng.choice(t[2])
        return rng.choice(_DECIDE).format(s=t[0], c=c), (t[1], c), None
    if kind in ("number", "date/time"):
        tpl = p.take("num" if kind == "number" else "date")
        item = p.take("item") if tpl and "{item}" in tpl[0] else "-"
        if tpl is None or item is None:
            return None
        text, probe = tpl

        def u(tag: str, lo: int, hi: int) -> int:  # a value not drawn before for this slot in this chat
            return int(p.unique(lambda: (tag, rng.randrange(lo, hi)))[1])

        draws: dict[str, Callable[[], str]] = dict(
            g=lambda: str(u("g", 120, 980)), item=lambda: item, k=lambda: str(u("k", 40, 900)), pc=lambda: str(u("pc", 5, 26)),
            b=lambda: str(u("b", 5, 30)), il=lambda: str(u("il", 598, 640)), wr=lambda: f"{u('wr', 80, 4000):,}",
            rb=lambda: str(u("rb", 180, 950)), ro=lambda: str(u("ro", 24, 41)), wd=lambda: rng.choice(_DAYS), h=lambda: str(u("h", 7, 11)),
            hh=lambda: f"{u('hh', 17, 23)}", mm=lambda: rng.choice(["00", "15", "30", "45"]),
            v=lambda: f"{rng.randrange(2, 4)}.{u('v', 1, 9)}", mo=lambda: rng.choice(_MONTHS), d=lambda: str(u("d", 2, 29)),
            ha=lambda: str(u("ha", 5, 12)), city=lambda: rng.choice(_CITIES), hu=lambda: f"{u('hu', 2, 10):02d}")
        slots = {k: v() for k, v in draws.items() if "{" + k + "}" in text}
        if "{hc}" in text:  # the same evening hour in CET: EST plus six, past midnight
            slots["hc"] = f"{(int(slots['h']) + 12 + 6) % 24:02d}"
        return text.format(**slots), tuple(x.format(**slots) for x in probe), None
    if kind == "who is who":
        who, role = p.take("player"), p.take("role")
        return (role[0].format(p=who), (who, role[1]), None) if who and role else None
    if kind == "open task":
        a = p.take("task")
        return (rng.choice(_TASK).format(a=a), (a,), None) if a else None
    return superseded(kind, p.take("edit" if kind == "corrected (edit)" else "change"), rng, d.value)


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.085) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"gld{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    d = _Draw(rng)
    people = [f"user{rng.randrange(10**9, 10**10)}" for _ in range(rng.randrange(6, 14))]

    def wrap(text: str) -> str:
        said = set(rng.sample(range(len(_RANT)), 4))
        return rng.choice([f"ok listen up {text} thats all", f"{text} 💀💀", f"@everyone {text}",
                           f"{' '.join(x for i, x in enumerate(_RANT) if i in said)} anyway {text}", f"{_log(rng)}\n{text}",
                           f"{text}\n{_signup(rng)}", f"{rng.choice(_MEDIUM)} also {text}"])

    voice = Voice(
        plant=lambda kind: _plant(kind, d, rng),
        chatter=lambda: _chatter(rng),
        wrap=wrap,
        wrap_share=0.35,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.06,
        # Evenings: raid nights are a flood of one-liners, days are quiet, a reset week is silent for a day.
        gap_s=lambda: rng.randrange(3, 240) if rng.random() > 0.07 else rng.randrange(3 * 3600, 30 * 3600),
        supersede_after=(4, 35),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
