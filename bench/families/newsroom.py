"""The newsroom family: the editors' channel of a regional daily (the North Gazette), in English.

Written after klasa, lab and mutfak were measured once and joined the tuning set, and run on
no version of the summarizer when it was committed: a held-out family. The news editor, the
night editor, subs, the picture desk and reporters write in newsroom shorthand: "filed",
"subbing", "hed?", "TK", "legal ok'd", "pubbed 🔥". They paste wire copy with its dateline
("LONDON, Nov 30 (Reuters) -"), the 5pm news list of story slugs with reporters and word counts,
the overnight analytics table, CMS errors and the CMS's JSON, links to CMS edit pages and the
live site; the standards editor posts the same embargo and corrections reminder again and
again; a reporter sometimes writes a long message about a source who went quiet. Times are
"18:30" and "6pm", money "£1.2m" and "£350", dates "Tuesday 14 March". Its facts are said the
desk's way ("Editor's call: the splash for Saturday = the stadium vote", "Bethan Pryce is
duty lawyer for the weekend") and often sit in the news list or under pasted copy.
"""

from __future__ import annotations

import random
from typing import Callable, Optional

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, superseded

NAME = "newsroom"
LANGUAGE = "en"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 280

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
# The desk as the chatter names it (never a fact's person).
_DESK = ["Ana", "Jules", "Rob", "Priya", "Gav", "Shona", "Tariq", "Meg", "Col", "Hattie"]
_SLUGS = ["BIN-STRIKE", "FERRY-FARES", "SCHOOL-RAAC", "MP-EXPENSES", "A1-CRASH", "CITY-FC-TAKEOVER", "HOSPITAL-BEDS", "FLOOD-DEFENCES",
          "RENT-CAP", "BUS-CUTS", "POLICE-STATS", "ARTS-FUNDING", "PORT-JOBS", "WEATHER-WARNING", "COUNCIL-TAX"]

# Decisions: (the subject, as said and probed, what it may be settled on).
_CALLS = [("the splash for Saturday", ["the care homes investigation", "the stadium vote", "the flood pictures across five columns"]),
          ("the paywall on the election results page", ["free to read", "metered", "subscriber-only"]),
          ("comments on the murder trial coverage", ["closed", "pre-moderated", "open with a legal note pinned"]),
          ("house style for the virus", ["Covid", "COVID-19", "coronavirus on first reference"]),
          ("the push alert for the budget", ["no push at all", "one push at 13:30", "two pushes, news then explainer"]),
          ("Friday's podcast guest", ["the new police commissioner", "a junior doctor from the strike", "our own transport correspondent"]),
          ("the picture for the obituary", ["the 1987 studio portrait", "the family's photo from last summer", "the agency shot from the awards"]),
          ("the name of the relaunched newsletter", ["The Briefing", "Morning North", "First Edition"])]
_DECIDED = ["Decision from conference: {s} is {c}.", "going with {c} for {s}", "Editor's call: {s} = {c}. Thanks all for the views",
            "ok we're settled, {c} for {s}", "FYI {s} will be {c}, please don't relitigate 🙏", "{S}? {c}. Done."]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_FIGURES = [("final length on the council tax explainer: {wc} words", ("council tax explainer", "{wc} words")),
            ("the freelancer's fee for the flood pictures is £{fee}", ("freelancer's fee", "£{fee}")),
            ("overnight the care homes story did {pv} page views", ("care homes story", "{pv} page views")),
            ("the poll's margin of error is ±{moe} points, put it in the copy", ("margin of error", "±{moe} points")),
            ("the council's budget gap is now £{m}.{d}m according to the leaked papers", ("budget gap", "£{m}.{d}m")),
            ("we've logged {cx} complaints about the cartoon so far", ("about the cartoon", "{cx} complaints")),
            ("print run for Sunday is {run} copies", ("print run for Sunday", "{run} copies")),
            ("digital subscribers passed {subs} this morning 🎉", ("digital subscribers passed", "{subs}")),
            ("the libel insurance excess is £{exc}, so nobody freelance this one", ("libel insurance excess", "£{exc}"))]
_WHENS = [("Embargo on the hospital waiting times report lifts at {hh}:{mm} on {wd}", ("waiting times report", "{hh}:{mm}")),
          ("the inquest into the A1 crash resumes on {wd} {d} {mon}", ("inquest into the A1 crash", "{d} {mon}")),
          ("Sunday print deadline is {hh}:{mm}, no exceptions this week", ("Sunday print deadline", "{hh}:{mm}")),
          ("the by-election count is expected around {hh}:{mm}", ("by-election count", "{hh}:{mm}")),
          ("sentencing in the fraud trial is set for {d} {mon}", ("sentencing in the fraud trial", "{d} {mon}")),
          ("ONS publishes the migration figures on {wd} {d} {mon} at 09:30", ("migration figures", "{d} {mon}")),
          ("the press awards dinner is {wd} {d} {mon}, black tie", ("press awards dinner", "{d} {mon}")),
          ("the minister's visit to the port is {wd} at {hh}:{mm}", ("visit to the port", "{hh}:{mm}"))]

_PEOPLE = ["Fiona McAllister", "Dev Chaudhary", "Bethan Pryce", "Marcus Oyelaran", "Niamh Gallagher", "Tobias Wren", "Ruth Abernethy",
           "Callum Fraser", "Sana Mirza", "Owen Lloyd-Hughes", "Keisha Bamford", "Patrick Doherty", "Leah Rosen", "Ibrahim Kanu"]
_ROLES = [("{p} is night editor this week", "night editor this week"),
          ("the byline on the procurement investigation is {p}", "byline on the procurement investigation"),
          ("{p} is duty lawyer for the weekend", "duty lawyer for the weekend"),
          ("our new Westminster correspondent is {p}", "Westminster correspondent"),
          ("{p} runs the results live blog on the night", "runs the results live blog"),
          ("please welcome {p}, our new data reporter 👋", "new data reporter"),
          ("{p} is the press officer at the health trust, ring them not the switchboard", "press officer at the health trust"),
          ("standards queries go to {p} while the usual editor is away", "standards queries go to"),
          ("{p} is covering crown court while Ana's off", "covering crown court")]
_JOBS = ["fact-check the quotes in the ferry feature", "chase the council for a right of reply on the parking fines story",
         "write alt text for the flood gallery", "update the casualty figures in the explainer", "get legal to read the nursery piece",
         "find a picture for the pensions story", "transcribe the mayor's interview", "rewrite the standfirst on the rail fares story",
         "check the spelling of the victim's name with police", "add the correction footnote to the tram story",
         "sort the captions on the royal visit gallery", "ring the family back about the tribute"]
_ASK = ["can someone {a}?", "Still needs doing: {a}. Any takers?", "anyone free to {a} before 5", "we STILL haven't managed to {a}",
        "@here need a volunteer to {a}", "unassigned from conference: {a}"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_EDITS = [("CMS link for the flood package: {x}", "CMS link for the flood package: {y} (first one was the draft)",
           "CMS link for the flood package", "cms"),
          ("slug for the procurement story is {x}", "slug for the procurement story is {y}", "slug for the procurement story", "slug"),
          ("byline on the tram story should read {x}", "byline on the tram story should read {y}", "byline on the tram story", "byline"),
          ("picture desk extension tonight: {x}", "picture desk extension tonight: {y}", "picture desk extension", "ext"),
          ("dial-in for the 4pm conference: {x}", "dial-in for the 4pm conference: {y} (the old bridge is dead)", "dial-in for the 4pm", "dial"),
          ("password for the embargoed stats portal is {x}", "password for the embargoed stats portal is {y}",
           "embargoed stats portal", "pw")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_REVERSALS = [("page 1 lead tonight is {x}", ["change of plan, page 1 lead tonight is {y}", "page 1 lead tonight is now {y}, the other holds"],
               "page 1 lead tonight", "lead"),
              ("the mayor's press conference is in {x}", ["the mayor's press conference has moved to {y}",
                                                          "update: the mayor's press conference will be in {y}"],
               "the mayor's press conference", "room"),
              ("our reporter at the magistrates' today is {x}", ["swap: our reporter at the magistrates' today is {y}",
                                                                 "{y} is now our reporter at the magistrates' today, other one's sick"],
               "at the magistrates' today", "rep"),
              ("the results live blog closes at {x}", ["update: the results live blog closes at {y}",
                                                       "the results live blog closes at {y} now, more counts due"], "results live blog closes", "late"),
              ("the Saturday essay is {x}", ["the Saturday essay is now {y}, we lost an ad", "subs: the Saturday essay needs to be {y}"],
               "the Saturday essay", "wc"),
              ("tomorrow's morning conference is at {x}", ["tomorrow's morning conference moved to {y}",
                                                           "tomorrow's morning conference will be {y}, editor's at a funeral"],
               "tomorrow's morning conference", "early")]
_BYLINES = ["Dana Okoro", "Chris Halloran", "Maya Lindgren", "Ewan Petrie", "Zainab Hussein", "Rory Blackwood", "Ellie Marchetti"]
_ROOMS = ["the civic centre atrium", "committee room 2", "the Mansion House", "the town hall steps", "the council chamber",
          "the library lecture theatre", "the Guildhall"]
_REPORTERS = ["Jamal", "Kirsty", "Ollie", "Freya", "Sunil", "Beth", "Aidan"]

# The chatter.
_ACKS = ["on it", "filed", "👀", "ta", "cheers", "thx", "ok", "done", "subbing", "hed?", "TK", "sub'd", "live", "pubbed", "👍", "+1",
         "🔥", "lol", "ugh", "yep", "nope", "legal ok'd", "moving", "2 mins", "in the queue", "standing by", "grabbing coffee", "back",
         "🙃", "can do", "will chase", "who's on?", "urgh CMS", "👌", "saw it", "k", "nice splash", "10 min", "ta muchly", "yes pls",
         "killed it", "spiked", "holding", "👏"]
_DESKTALK = ["can someone look at the hed on the bin strike piece, it's 94 characters", "the CMS is timing out again, anyone else?",
             "pix desk says match pictures will be 20 mins", "{f} is filing from the courthouse, expect copy by 3",
             "page 7 is 40cm short, anyone got a filler", "we've had 3 complaints about the crossword", "Reuters just snapped something on rates",
             "heads up: the embed is broken on mobile", "the ferry story is doing 2k concurrents right now",
             "is it 'per cent' or '%' in heds now", "the 11am push went out with a typo 😬", "newsletter goes at 6, need everything subbed by 5:30",
             "who's on the overnight?", "the weather piece is just a press release rewritten, can we do better",
             "the council's press office isn't picking up", "do we have rights to that Getty image", "SEO wants 'cost of living' in every hed. i refuse",
             "can we stop using 'slammed' please", "running 10 mins late, train", "there's cake in the kitchen 🎂 {f}'s leaving do",
             "{f} did a great job on the overnight", "caption on the homepage says Tuesday, it's Wednesday", "who moved the football off the homepage?",
             "3rd para of the housing piece is missing a close quote", "nobody has rung back from the fire service",
             "the MP's office says 'no comment' but off the record it's happening", "why is the horoscope on the homepage",
             "do we name the school? legal said no last time", "court list for tomorrow is up on the shared drive", "drone footage is in, 1.2GB, uploading",
             "agency want £150 for the aerial shot", "we have 14 stories in the queue and 2 subs", "printer's on the phone about late plates",
             "house style is 'the M62' not 'M62'"]
_SAGA = ["ok long one, sorry", "my source at the trust has gone quiet since Tuesday", "she was fine giving me the bed numbers last month",
         "now she won't pick up and her WhatsApp says last seen 3 days ago", "I think someone's been told to stop talking to us",
         "the FOI is still 12 working days off", "I've got two other nurses who'll talk but only on background",
         "I don't think we can stand it up for Saturday without her", "legal will want the documents not just the quotes",
         "I could try the union rep, he's been helpful before", "or we hold it a week and do it properly",
         "I know {f} wants it for the front", "just flagging before conference so nobody's surprised"]
_STANDARDS = ("Reminder from standards: nothing embargoed goes live before the embargo time in the CMS field, and every correction "
              "goes in the corrections log with a footnote. No silent edits. Thanks all.")
_WIRES = ["LONDON, {mon3} {d} (Reuters) - Britain's inflation rate rose to {p1}% in {mon}, the Office for National Statistics said on "
          "{wd}, above the {p2}% forecast by economists polled by Reuters.",
          "MANCHESTER, England (AP) — Police said {n} people were arrested after clashes outside the ground on {wd} night. "
          "A spokesperson said officers were injured but none seriously.",
          "EDINBURGH, {mon3} {d} (PA) - The Scottish Government has announced £{m}m for flood defences in {n} communities, "
          "with work due to start next spring.",
          "BRUSSELS, {mon3} {d} (AFP) - EU ministers failed to agree on the fishing quota after {n} hours of talks, diplomats said."]
_BOT = ["Noted.", "I've logged that.", "I can't open that attachment, can you paste the text?", "You're welcome.",
        "I'll flag it before the deadline."]


def _code(rng: random.Random, n: int, alphabet: str = "abcdefghijklmnopqrstuvwxyz0123456789") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


class _Newsroom:
    """One chat's draws and the desk's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, call=_CALLS, figure=_FIGURES, when=_WHENS, person=_PEOPLE, role=_ROLES, job=_JOBS, edit=_EDITS,
                       reversal=_REVERSALS, byline=_BYLINES, room=_ROOMS, rep=_REPORTERS, lead=_SLUGS[:8])

    def fresh(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def value(self, kind: str) -> Optional[str]:
        r, p = self.rng, self.p
        if kind == "cms":
            return p.unique(lambda: f"https://cms.northgazette.co.uk/admin/story/{r.randrange(400000, 499999)}/edit")
        if kind == "slug":
            return p.unique(lambda: f"PROCURE-{r.choice(['CONTRACTS', 'TENDER', 'DEALS', 'NHS', 'COUNCIL'])}-{r.randrange(10, 99)}")
        if kind == "ext":
            return p.unique(lambda: f"x{r.randrange(4000, 4999)}")
        if kind == "dial":
            return p.unique(lambda: f"0330 {r.randrange(100, 999)} {r.randrange(1000, 9999)} pin {r.randrange(100000, 999999)}#")
        if kind == "pw":
            return p.unique(lambda: f"{r.choice(['Heron', 'Gannet', 'Puffin', 'Curlew'])}-{r.randrange(100, 999)}-{_code(r, 3, 'XYZQWK')}")
        if kind == "late":
            return p.unique(lambda: f"{r.choice(['22', '23', '00', '01', '02'])}:{r.choice(['00', '30'])}")
        if kind == "early":
            return p.unique(lambda: f"{r.randrange(8, 12):02d}:{r.choice(['00', '15', '30', '45'])}")
        if kind == "wc":
            return p.unique(lambda: f"{r.randrange(20, 50) * 50:,} words")
        return p.take(kind)

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            call = p.take("call")
            if call is None:
                return None
            c = r.choice(call[1])
            return r.choice(_DECIDED).format(s=call[0], S=call[0][0].upper() + call[0][1:], c=c), (call[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("figure" if kind == "number" else "when")
            if t is None:
                return None
            text, probe = t
            fill: dict[str, Callable[[], str]] = dict(
                wc=lambda: f"{self.fresh('wc', 16, 50) * 50:,}", fee=lambda: str(self.fresh("fee", 6, 40) * 25),
                pv=lambda: f"{self.fresh('pv', 12, 300) * 1000 + r.randrange(0, 1000):,}", moe=lambda: f"{self.fresh('moe', 15, 45) / 10:.1f}",
                m=lambda: str(self.fresh("m", 2, 60)), d=lambda: str(r.randrange(1, 10)), cx=lambda: str(self.fresh("cx", 11, 400)),
                run=lambda: f"{self.fresh('run', 18, 90) * 1000:,}", subs=lambda: f"{self.fresh('subs', 20, 95) * 1000:,}",
                exc=lambda: f"{self.fresh('exc', 5, 50) * 1000:,}", hh=lambda: f"{self.fresh('hh', 7, 23):02d}",
                mm=lambda: r.choice(["00", "15", "30", "45"]), wd=lambda: r.choice(_DAYS), mon=lambda: r.choice(_MONTHS))
            slots = {k: f() for k, f in fill.items() if "{" + k + "}" in text}
            if "{d} {mon}" in text:  # a day of the month, not the decimal of a sum
                slots["d"] = str(self.fresh("day", 1, 29))
            return text.format(**slots), tuple(x.format(**slots) for x in probe), None
        if kind == "who is who":
            who, role = p.take("person"), p.take("role")
            return (role[0].format(p=who), (who, role[1]), None) if who and role else None
        if kind == "open task":
            a = p.take("job")
            return (r.choice(_ASK).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("edit" if kind == "corrected (edit)" else "reversal"), r, self.value)

    # -- chatter ----------------------------------------------------------------------------

    def news_list(self) -> str:
        r = self.rng
        rows = [f"{i + 1}. {s} ({r.choice(_DESK)}) {r.randrange(3, 16) * 50}w{r.choice(['', ' pix', ' + video', ' LEGAL', ' tbc'])}"
                for i, s in enumerate(r.sample(_SLUGS[8:] + _SLUGS[:8], r.randrange(4, 9)))]
        return f"NEWS LIST {r.choice(['17:00', '11:00', '15:30'])}\n" + "\n".join(rows) + r.choice(["", "\nfront tbc at 6", "\nany adds to me"])

    def analytics(self) -> str:
        r = self.rng
        out = ["| story | PVs | avg time | subs |", "|---|---|---|---|"]
        for s in r.sample(_SLUGS, r.randrange(3, 7)):
            out.append(f"| {s.lower()} | {r.randrange(800, 60000):,} | {r.randrange(0, 4)}m{r.randrange(0, 60):02d}s | {r.randrange(0, 40)} |")
        return r.choice(["overnight numbers\n", "yesterday's top stories:\n", ""]) + "\n".join(out)

    def wire(self) -> str:
        r = self.rng
        mon = r.choice(_MONTHS)
        text = r.choice(_WIRES).format(mon3=mon[:3], mon=mon, d=r.randrange(1, 29), wd=r.choice(_DAYS), p1=f"{r.uniform(1, 6):.1f}",
                                       p2=f"{r.uniform(1, 6):.1f}", n=r.randrange(3, 40), m=r.randrange(5, 120))
        return r.choice(["", "wire copy, can we localise this?\n", "PA just moved this:\n", "fyi\n\n"]) + text

    def cms_error(self) -> str:
        r = self.rng
        return r.choice([
            f"```\n502 Bad Gateway\nnginx/1.24.0\nrequest id: {_code(r, 16)}\n```\nanyone else?",
            f"```\n{{\"error\": \"LockConflict\", \"story_id\": {r.randrange(400000, 499999)}, \"locked_by\": \"{r.choice(_DESK).lower()}\", "
            f"\"since\": \"{r.randrange(10, 23)}:{r.randrange(0, 60):02d}\"}}\n```\nwho has this open?? i can't save",
            f"CMS says: `Publish failed: image {r.randrange(10000, 99999)}.jpg exceeds 8 MB`. compressing",
            "```\nTraceback (most recent call last):\n  File \"publish.py\", line 212, in push\n    raise RenditionError(\"missing crop 16:9\")\n"
            "RenditionError: missing crop 16:9\n```\nsomeone crop the lead pic pls"])

    def link(self) -> str:
        r = self.rng
        return r.choice([
            f"https://www.northgazette.co.uk/news/{r.choice(_SLUGS).lower()}-{r.randrange(20000000, 29999999)} live now",
            f"https://cms.northgazette.co.uk/admin/story/{r.randrange(300000, 399999)}/edit can someone sub this",
            f"https://x.com/{r.choice(['NorthPolice', 'CityCouncil', 'MetOffice', 'northgazette'])}/status/{r.randrange(10**18, 10**19)} 👀",
            f"https://www.bbc.co.uk/news/articles/c{_code(r, 10)}o they've got it too",
            f"https://docs.google.com/document/d/{_code(r, 40, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}/edit "
            "planning doc for the weekend"])

    def saga(self) -> str:
        r = self.rng
        keep = sorted(r.sample(range(len(_SAGA)), r.randrange(5, len(_SAGA))))
        return r.choice([" ", "\n", ". "]).join(_SAGA[i].format(f=r.choice(_DESK)) for i in keep)

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.30:
            return r.choice(_ACKS), None
        if x < 0.52:
            text = r.choice(_DESKTALK).format(f=r.choice(_DESK))
            if r.random() < 0.3:
                text = text[0].upper() + text[1:] + ("" if text.endswith("?") else r.choice([".", "!", ""]))
            return text, None
        if x < 0.57:
            return self.news_list(), None
        if x < 0.61:
            return self.analytics(), None
        if x < 0.66:
            return self.wire(), None
        if x < 0.69:
            return self.cms_error(), None
        if x < 0.75:
            return self.link(), None
        if x < 0.78:
            return _STANDARDS, None
        if x < 0.82:
            return self.saga(), None
        if x < 0.85:
            return f"> {r.choice(_DESKTALK).format(f=r.choice(_DESK))}\n{r.choice(_ACKS)}", None
        if x < 0.94:
            return r.choice(["", "", "lead pic?", "the scene now", "page proof", "p1 proof 👇", "crop this pls"]), [
                {"kind": "photo", "name": f"{r.choice(['DSC', 'IMG', 'PA-'])}{r.randrange(10000, 99999)}.jpg", "mime": "image/jpeg",
                 "bytes": r.randrange(300_000, 12_000_000)}]
        return r.choice(["", "p1 as it stands", "the legal note"]), [
            {"kind": "document", "name": r.choice(["P1_v3.pdf", "p5-p6_spread.pdf", "legal_note.docx", "court_list.pdf"]),
             "mime": "application/pdf", "bytes": r.randrange(100_000, 6_000_000)}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{self.news_list()}\n\nalso {text}", f"{text}\n\n{_STANDARDS}", f"{self.wire()}\n\n^ separately, {text}",
                         f"quick ones from conference:\n• {r.choice(_DESKTALK).format(f=r.choice(_DESK))}\n• {text}\n• {r.choice(_DESKTALK).format(f=r.choice(_DESK))}",
                         f"@channel {text}", f"{self.saga()} anyway, {text}", f"{text} (cc {r.choice(_DESK)})"])


def generate(seed: int, chats: int, messages: int, ids: Optional[Ids] = None, fact_share: float = 0.085) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"nws{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    nr = _Newsroom(rng)
    people = [f"W{_code(rng, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}" for _ in range(rng.randrange(6, 13))]
    voice = Voice(
        plant=nr.plant,
        chatter=nr.chatter,
        wrap=nr.wrap,
        wrap_share=0.35,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.04,
        # Bursts around conference and deadline, a slow overnight, a quiet gap between shifts.
        gap_s=lambda: rng.randrange(5, 900) if rng.random() > 0.08 else rng.randrange(3 * 3600, 10 * 3600),
        supersede_after=(3, 30),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
