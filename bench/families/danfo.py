"""The danfo family: the WhatsApp group of a Lagos transport union's motor park (danfo buses, Oshodi–Ikeja), in Pidgin, English and Yoruba.

Written for batch 13, while weixin, bazaar and barangay (batch 12) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. The Oshodi–Ikeja Park Branch of
the drivers' union loads yellow danfo buses under the Oshodi bridge for Ikeja Along, Maryland, Ojota
and the airport road; its chairman, secretary, treasurer, the starters who call the loading, drivers,
conductors, a few bus owners and Baba Ayinla, the oldest driver of the park, share one group. The
chairman, Comrade (Alhaji) Rasaki Olowu, posts formal English notices in capitals ("ATTENTION: ALL
DRIVERS, CONDUCTORS AND LOADERS") signed with his full title; the secretary, Comr. Bisi, says the same
"No ticket, no loading!" reminder again and again; drivers and conductors write Pidgin ("abeg who get
jumper cable", "wetin dey happen for Ile-Zik", "na so e be", "e don happen again", "oya load load"),
mostly with no punctuation and now and then with it, and greet in Yoruba ("E kaaro o", "e ku ise o",
"a dupe", "Olorun a bukun fun yin"); Baba Ayinla writes one long unpunctuated message of blessings and
complaints about the molue days. Pasted into the chat: the daily levy table, the loading rota, a
forwarded LASTMA or VIO (Vehicle Inspection Service) notice, a bank credit alert or an OPay receipt,
the day's fuel price list and the vehicle-papers checklist; links to Facebook, YouTube, X, Instagram,
wa.me and the Lagos State sites; WhatsApp photos, videos, voice notes (PTT-…opus), stickers and PDF
documents. Money is "₦15,000", "N15,000", "#15,000", "N15k", "15k", "15,000 naira" and "N1.2m";
dates "Monday 14th Dec", "14/12", "14th December", "Dec 14" and "14-12-2026"; times "6am", "6:30am",
"6 o'clock sharp", "half past 6", "7pm prompt" and "by 6am" in the sentence.
Its facts are said the park's way ("EXCO don agree: colour of the new union vest – orange with
reflector. Na final be that.", "From today, Wasiu Akinola na the new treasurer, all levy money go
reach am").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "danfo"
LANGUAGE = "pcm"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
# Drivers, conductors and places as the chatter names them (never a fact's person).
_NAMES = ["Baba Sule", "Emeka", "Sikiru", "Oga Ben", "Iya Basira", "Kabiru", "Chidi", "Mufu", "Dayo", "Ifeanyi", "Alfa", "Tunde Blue",
          "Small Pikin", "Baba Oja", "Jimoh", "Ejima"]
_PLACES = ["Ikeja Along", "Oshodi under bridge", "Maryland", "Ojota", "Ile-Zik", "Mafoluku", "Airport road", "Bolade", "Cement", "Ikeja Under Bridge",
           "Toyota bus stop", "Anthony", "Ilupeju", "Obanikoro", "Charity"]
_LGA = ["KJA", "AGL", "FKJ", "MUS", "SMK", "KRD", "LND", "APP", "EPE", "LSR"]

_PARK = Wording(
    topics=[("end of year party for members", ["for Ikeja GRA event centre", "inside the park itself, we go bring DJ", "cancel am, share the money for members"]),
            ("Christmas bonus for conductors", ["₦10,000 each", "one bag of rice each", "N5k plus one chicken"]),
            ("new loading point for Maryland buses", ["under the bridge by Arena", "inside the new terminal, bay 4", "back of Bolade market"]),
            ("colour of the new union vest", ["green and white", "orange with reflector", "we go keep the old blue one"]),
            ("condolence contribution for Alhaji Fatai family", ["₦2,000 per bus", "N1k per driver, N500 per conductor", "each person go give wetin e fit"]),
            ("Sunday morning loading", ["only half of the buses go load", "everybody load as normal", "no loading until 12 noon because of church"]),
            ("loading after 10pm", ["e don stop completely", "only with Chairman permission", "allowed for airport road only"]),
            ("mechanic wey go service union buses", ["Oga Sunday workshop for Ilupeju", "the Hausa mechanic for Ladipo", "each driver go use im own mechanic"]),
            ("security for the park at night", ["we go employ two vigilante", "drivers go take turn watch am", "we go use the LG task force"]),
            ("bus wey go carry members go the rally", ["the union Coaster bus", "we go hire two Hiace", "each unit go arrange im own"])],
    decided=["EXCO don agree: {s} – {c}. Na final be that.", "oya e don set, {s} na {c} 👍🏾", "RESOLUTION OF THE GENERAL MEETING: {S} – {c}.",
             "Chairman don approve am o, {s}: {c}", "after the vote for yesterday meeting, {s} → {c}", "abeg make everybody note am, {s}: {c}. No more argument",
             "Members, this is to confirm that {s}: {c}.", "{S}? Na {c} we settle for. E don finish 🙌🏾"],
    numbers=[("Total levy wey we collect this week: {wk}", ("levy wey we collect this week", "{wk}")),
             ("{buses} buses dey load for Ikeja route as at today", ("buses dey load for Ikeja route", "{buses} buses")),
             ("Union account balance as at this morning: {bal}", ("Union account balance", "{bal}")),
             ("We buy {litres} litres of diesel for the secretariat gen", ("litres of diesel for the secretariat", "{litres} litres")),
             ("LASTMA don carry {imp} of our buses go Alausa this month 😡", ("go Alausa this month", "{imp} of our buses")),
             ("Pump price for the union filling point don reach {pump} per litre", ("union filling point", "{pump}")),
             ("Conductors wey don register for the new ID card: {cond}", ("register for the new ID card", "{cond}")),
             ("Loading ticket for each trip na {ticket} from today", ("Loading ticket for each trip", "{ticket}")),
             ("We don pay {hosp} for the hospital bill of the conductor wey accident wound", ("hospital bill of the conductor", "{hosp}")),
             ("Park permit renewal with the local government cost us {permit} this year", ("Park permit renewal", "{permit}")),
             ("{members} members attend the general meeting yesterday, thank God", ("attend the general meeting yesterday", "{members} members")),
             ("New tyre for the recovery van cost {tyre} each", ("tyre for the recovery van", "{tyre}"))],
    dates=[("General meeting of all members: {dt}, {tm} for the secretariat hall", ("General meeting of all members", "{dt}")),
           ("Road worthiness test for all our buses: {dt} by {tm}", ("Road worthiness test", "{dt}")),
           ("Deadline for hackney permit renewal na {dt}", ("hackney permit renewal", "{dt}")),
           ("The branch election go hold {dt} from {tm}", ("branch election go hold", "{tm}")),
           ("Commissioner for Transport go visit the park {dt}, {tm}. Everybody must dey ground", ("Commissioner for Transport go visit", "{tm}")),
           ("Free eye test for drivers for the union office: {dt}", ("Free eye test for drivers", "{dt}")),
           ("Thanksgiving service for the park na {dt} by {tm} for St. Jude church", ("Thanksgiving service for the park", "{dt}")),
           ("LASTMA sensitisation training for drivers: {dt}, {tm}", ("sensitisation training", "{tm}")),
           ("Deadline to pay yearly union dues: {dt}", ("yearly union dues", "{dt}")),
           ("Insurance people go come register buses {dt} around {tm}", ("Insurance people go come", "{tm}"))],
    people=["Adebayo Ogundipe", "Chinedu Okonkwo", "Ibrahim Garba", "Kazeem Adekunle", "Nnamdi Eze", "Folake Adebisi", "Rotimi Ajayi", "Uche Nwachukwu",
            "Segun Oyelaran", "Abdulrasheed Bello", "Blessing Etim", "Wasiu Akinola", "Yusuf Shittu", "Oluwatobi Fashola", "Emmanuel Udoh"],
    roles=[("From today, {p} na the new treasurer, all levy money go reach am", "new treasurer"),
           ("Make una know say {p} don become the Maryland route marshal", "Maryland route marshal"),
           ("Anybody wey get case with LASTMA, call {p}, na him be our liaison officer", "liaison officer"),
           ("{p} go dey handle the loading rota from next week", "handle the loading rota"),
           ("The new welfare secretary of the branch na {p}", "welfare secretary"),
           ("{p} na the PRO of the branch now, press matter go through am", "PRO of the branch"),
           ("Na {p} be the task force leader for night shift", "task force leader"),
           ("For vehicle particulars wahala, see {p} for the office", "vehicle particulars wahala"),
           ("{p} na our first aid person, e don do Red Cross training 🙏🏾", "first aid person"),
           ("Oga Chairman don appoint {p} as unit chairman for Ikeja Along", "unit chairman for Ikeja Along"),
           ("{p} go dey keep the key of the union store", "key of the union store")],
    tasks=["carry the recovery van go vulcanizer", "follow LASTMA go Alausa bring out the impounded bus", "buy new receipt booklets for levy",
           "print the new loading rota", "repair the light for the park entrance", "go bank deposit yesterday levy money", "collect the VIO list for Ikeja office",
           "clear the refuse for the back of the park", "paint the union logo for the gate", "call the borehole man make e come fix pump",
           "submit the permit letter for the LG secretariat", "arrange canopy and chairs for Sunday meeting", "buy first aid box for the office"],
    asked=["Abeg who fit {a}? 🙏🏾", "We still need person wey go {a} before Friday", "Nobody don volunteer to {a} o 😩", "Oya who go {a}? Make e talk now",
           "Please, somebody should {a} today. Thank you.", "who dey free to {a} abeg", "Chairman say make one person {a} sharp sharp"],
    edits=[("Union account for levy payment: {x}, First Bank", "Union account for levy payment: {y}, First Bank. Sorry, na typo for the first one 🙏🏾",
            "Union account for levy payment", "acct"),
           ("Chairman office line: {x}", "Chairman office line: {y} (correction)", "Chairman office line", "tel"),
           ("Plate number of the bus wey LASTMA carry: {x}", "Plate number of the bus wey LASTMA carry: {y}, I mix am up before", "bus wey LASTMA carry", "plate"),
           ("Link for the union dues payment: {x}", "Correct link for the union dues payment: {y}", "union dues payment", "link"),
           ("Teller number for the LG ticket money: {x}", "Teller number for the LG ticket money: {y}", "Teller number for the LG ticket money", "teller"),
           ("Send emergency contribution to this OPay number: {x} (Treasurer)",
            "Send emergency contribution to this OPay number: {y} (Treasurer). The first one no correct", "emergency contribution to this OPay number", "opay"),
           ("Chassis number of the new union bus: {x}", "Chassis number of the new union bus: {y}", "Chassis number of the new union bus", "vin")],
    changes=[("Daily levy for each bus: {x}", ["Daily levy for each bus don change, na {y} now", "update o: daily levy for each bus na {y} from tomorrow"],
              "daily levy for each bus", "levy"),
             ("Loading for Ikeja Along go start {x} every morning", ["Loading for Ikeja Along go start {y} now, no be the former time",
                                                                    "Chairman talk say loading for Ikeja Along go start {y}"],
              "loading for Ikeja Along", "morning"),
             ("Fare from Oshodi to Maryland: {x}", ["Fare from Oshodi to Maryland don increase to {y}", "fuel price don push am, fare from Oshodi to Maryland na {y}"],
              "Oshodi to Maryland", "fare"),
             ("VIO people go come check papers {x}", ["VIO people go come check papers {y} instead", "change of date: VIO people go come check papers {y}"],
              "VIO people go come check papers", "when"),
             ("The EXCO meeting go hold for {x}", ["EXCO meeting don move to {y}", "abeg note am, the EXCO meeting go hold for {y} now"], "EXCO meeting", "place"),
             ("Conductor daily pay: {x}", ["Conductor daily pay don go up to {y}", "from Monday, conductor daily pay na {y}"], "conductor daily pay", "pay"),
             ("We go load {x} for each loading batch", ["We go load {y} for each loading batch now", "starter talk am: {y} for each loading batch from today"],
              "for each loading batch", "batch"),
             ("Diesel wey the union dey sell for members na {x} per litre",
              ["Diesel wey the union dey sell for members don reach {y} per litre", "new price: diesel wey the union dey sell for members na {y} per litre"],
              "diesel wey the union dey sell", "diesel")])

# The chatter.
_SHORT = ["ok sir", "noted sir", "Noted Chairman", "abeg", "na so", "e don happen", "oya", "oya now", "wetin?", "wetin happen", "I dey come", "I dey road",
          "omo", "omo mehn", "chai", "haba", "ehen", "lol", "😂😂😂", "🙏🏾", "👍🏾", "🚌", "⛽", "e ku ise o", "E kaaro o", "a dupe", "amin", "Amin o 🙏🏾",
          "ase", "well done sir", "una well done", "thank you sir", "no wahala", "sharp sharp", "na true", "true talk", "I hear you", "sorry o", "God dey",
          "we move", "we dey", "k", "ok", "OK sir", "yes sir", "copied", "on my way", "I don reach park", "where una dey", "how far", "wahala dey o",
          "kai", "walahi", "e choke 🔥", "sapa dey 😭", "ogbeni", "o ga o", "ehn ehn", "shine ya eye", "God abeg", "I don pay", "I never pay o",
          "yes o", "no o", "🤣🤣", "😡", "💯", "Ese sir", "Ese o", "E ku ojumo", "Oluwa ni o", "na wa o", "who get change", "loading 🚌💨", "e don full",
          "gbam", "correct", "e make sense", "abeg no vex", "Noted.", "Well done, Chairman.", "Thank you sir 🙏🏾"]
_MID = ["abeg who get jumper cable for here, {n} motor no gree start", "go slow don start for {p} o, e don tie", "LASTMA dey for {p} now now, shine ya eye",
        "{n} where you dey passengers full ground", "wetin dey happen for {p}, dem say road block", "rain don start for Oshodi, passengers don scatter",
        "my motor AC don spoil again 😩", "who see my conductor, {n} no show since morning", "na so e be every day, no change no loading",
        "e don happen again, agbero dey disturb for {p}", "abeg make una no park for express, task force dey around", "oya load load load! Ikeja Along, Maryland, Ojota",
        "fuel scarcity don start again? queue long for {p}", "the bridge for {p} don jam, use the service lane", "I don drop passengers for {p}, I dey come back empty",
        "who wan buy suya for park I dey go", "my phone battery don die, call {n}", "police dey check papers for {p}, wetin dem dey find sef",
        "traffic for Ile-Zik na another level today", "danfo wey dey front of me knock my side mirror comot", "{n} abeg help me collect my receipt for office",
        "e be like say tomorrow go hot, make una fuel early", "Oga Chairman abeg we need light for the park at night, e too dark",
        "passengers for {p} plenty like sand", "na wa for this government o", "{n} don marry o!! congrats my guy 🎉", "una don hear say dem wan increase fuel again",
        "NEPA don take light for the office again", "who wan follow me go Ladipo buy spare part", "conductor for {n} bus dey fight passenger for {p}",
        "okada people dey block the entrance again", "today market dull, I never even do two trips", "e kaaro o, how una wake",
        "I go late small, I dey mechanic for {p}", "the BRT lane for {p} get LASTMA again, no enter am", "sorry I miss the call, I dey drive",
        "wetin be the update on the road for {p}", "make we pray for {n}, e sick well well", "{n} wife don born baby boy 🙏🏾 congrats",
        "passenger forget phone for my bus, e dey with me", "who get the number of the vulcanizer for {p}", "the gutter for {p} don block, water full road",
        "which road una dey use go Ikeja this morning", "how market today", "shey una see wetin happen for {p} yesterday", "my conductor run with my money 😡",
        "na today dem go share the rice abi", "abeg make somebody check on {n}, e no pick call", "una see the new yellow buses dem bring",
        "I don tire for this road o", "rain don wash the whole park, mud everywhere", "who carry my seat cushion commot from my bus",
        "{n} I dey your back, wait for me for {p}", "dem don open the new bridge for {p}", "oil don leak for my engine, I dey go mechanic",
        "area boys dey collect money for {p} again, wetin una dey do about am", "na Sunday service make me late, I dey come"]
_QUESTIONS = {"who", "wetin", "where", "how", "which", "shey", "una", "abeg"}
_BABA = ["my children e kaaro o", "Olorun a bukun fun gbogbo yin", "I don dey this park since 1987 when we dey drive molue from Oshodi to CMS",
         "that time road no get LASTMA no get all this wahala", "una young people dey drive like say na una papa get the road",
         "I beg una make una respect passengers na dem dey feed us", "when I be conductor we dey shout Oshodi Oshodi wole wole",
         "money no be everything character na im dey carry person", "una no dey greet elders again for this park",
         "God go protect una for road from accident and bad belle", "any driver wey drink ogogoro before loading na enemy of im own life",
         "my knee dey pain me I no fit come park tomorrow", "make una help me tell Chairman say the roof of the elders shade dey leak",
         "the conductor wey shout for my head yesterday I don forgive am", "Oluwa a gba wa o", "Eledumare go bless una hand work amin",
         "my pikin wey dey Ibadan dey greet una"]
_CHAIRMAN = ["*ATTENTION: ALL DRIVERS, CONDUCTORS AND LOADERS*",
             "This is to inform all members that the branch shall not tolerate any form of indiscipline at the loading bay.",
             "Members are reminded that smoking of any substance within the park premises is strictly prohibited.",
             "All vehicles must display the current union sticker on the windscreen at all times.",
             "Any member found fighting with passengers or fellow members shall be suspended from loading for one week.",
             "Drivers are advised to keep their vehicle particulars up to date to avoid embarrassment from LASTMA and VIO officials.",
             "Members should desist from picking passengers at undesignated bus stops along Agege Motor Road.",
             "The executive wishes to thank all members for their cooperation and continued support.",
             "Long live the union. Long live Lagos State.",
             "Signed:\nComrade (Alhaji) Rasaki Adio Olowu\nChairman, Oshodi–Ikeja Park Branch"]
_REMINDER = ("📢 *REMINDER FROM SECRETARY*: No ticket, no loading! Every bus must pay for the office before e enter the bay. Conductors must wear "
             "union vest at all times. Who no comply go face disciplinary committee. Thank you 🙏🏾\n— Comr. Bisi (Sec.)")
_GREETING = "E kaaro o, eyin omo egbe 🌞"
_LINKS = ["https://www.facebook.com/share/p/{k}/ see wetin happen for Oshodi", "https://youtu.be/{k} watch this accident video, una shine ya eye",
          "https://x.com/LASTMA_Official/status/{n} LASTMA don talk again", "https://www.instagram.com/reel/{k}/ 😂😂 this conductor no well",
          "https://wa.me/234{p} chat the mechanic directly", "https://lagosstate.gov.ng/ see the new transport policy", "https://vis.lagosstate.gov.ng check your papers here",
          "https://www.facebook.com/groups/{n}/permalink/{m}/ read this one", "https://youtu.be/{k} Baba Ayinla for TV 😂🙌🏾"]
_STATIONS = ["NNPC Mega Station Oshodi", "Mobil Ikeja Along", "Conoil Maryland", "TotalEnergies Ojota", "Rain Oil Mafoluku", "MRS Ilupeju", "Ardova Airport road",
             "Bovas Cement"]
_BOT = ["Noted ✍🏾", "I don write am down.", "Sorry, I no fit hear voice note, abeg type am.", "You're welcome!", "I go remind una when time reach."]


def _ordinal(d: int) -> str:
    return f"{d}{'th' if 11 <= d <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


class _Danfo:
    """One chat's draws and the park's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.park = Planter(rng, _PARK, self.slot, self.value)

    def naira(self, n: int) -> str:
        """An amount the ways the park writes it."""
        r, g = self.rng, grouped(n, ",")
        ways = [f"₦{g}", f"₦{g}", f"N{g}", f"#{g}", f"{g} naira"]
        if n >= 1000 and n % 1000 == 0 and n < 1_000_000:
            ways += [f"N{n // 1000}k", f"{n // 1000}k", f"₦{n // 1000}k"]
        elif n >= 1500 and n % 500 == 0 and n < 1_000_000:
            ways.append(f"N{n / 1000:g}k")
        if n >= 1_000_000 and n % 10_000 == 0:
            ways += [f"N{n / 1_000_000:g}m", f"₦{n / 1_000_000:g}m"]
        return r.choice(ways)

    def dt(self, n: int) -> str:
        """A date: "Monday 14th Dec", "14/12", "14th December", "Dec 14", "Mon, 14/12" or "14-12-2026"."""
        d = date(2026, 12, 1) + timedelta(days=n)
        day, mon = _DAYS[d.weekday()], _MONTHS[d.month - 1]
        return self.rng.choice([f"{day} {_ordinal(d.day)} {mon[:3]}", f"{d.day}/{d.month}", f"{_ordinal(d.day)} {mon}", f"{mon[:3]} {d.day}",
                                f"{day[:3]}, {d.day}/{d.month}", f"{d.day}-{d.month:02d}-{d.year}", f"{day} {_ordinal(d.day)} {mon}"])

    def tm(self, h: int, mi: int | None = None) -> str:
        """A time: "6am", "6:30am", "6 o'clock sharp", "half past 6", "7pm prompt" or "18:30"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12, ap = (h - 1) % 12 + 1, "am" if h < 12 else "pm"
        ways = [f"{h12}{'' if mi == 0 else f':{mi:02d}'}{ap}", f"{h:02d}:{mi:02d}"]
        if mi == 0:
            ways += [f"{h12} o'clock sharp", f"{h12}{ap} prompt", f"{h12}{ap}"]
        else:
            ways += [f"half past {h12}", f"{h12}:30 {ap.upper()}"]
        return r.choice(ways)

    def slot(self, k: str) -> str:
        f = self.park.fresh
        slots = {"wk": lambda: self.naira(f("wk", 40, 400) * 500), "buses": lambda: str(f("buses", 18, 95)),
                 "bal": lambda: self.naira(f("bal", 120, 600) * 10_000), "litres": lambda: str(f("litres", 20, 400)),
                 "imp": lambda: str(f("imp", 3, 30)), "pump": lambda: self.naira(f("pump", 90, 140) * 10), "cond": lambda: str(f("cond", 25, 260)),
                 "ticket": lambda: self.naira(f("ticket", 4, 30) * 50), "hosp": lambda: self.naira(f("hosp", 30, 500) * 1000),
                 "permit": lambda: self.naira(f("permit", 50, 900) * 1000), "members": lambda: str(f("members", 60, 480)),
                 "tyre": lambda: self.naira(f("tyre", 45, 180) * 1000),
                 "dt": lambda: self.dt(f("d", 0, 110)), "tm": lambda: self.tm(f("h", 6, 20))}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.park.fresh
        draws = {"acct": lambda: f"30{r.randrange(10**7, 10**8)}",
                 "tel": lambda: f"0{r.choice(['803', '806', '813', '816', '703', '706', '802', '808', '905', '810'])} {r.randrange(100, 999)} {r.randrange(1000, 9999)}",
                 "plate": lambda: f"{r.choice(_LGA)} {r.randrange(100, 999)} {code(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}",
                 "link": lambda: f"https://paystack.com/pay/oshodi-ikeja-{code(r, 8)}", "teller": lambda: str(r.randrange(10**7, 10**8)),
                 "opay": lambda: f"{r.choice(['81', '70', '90', '91'])}{r.randrange(10**7, 10**8)}",
                 "vin": lambda: "JTF" + code(r, 14, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"),
                 "levy": lambda: self.naira(f("levy", 3, 16) * 500), "morning": lambda: r.choice(["", "by "]) + self.tm(*divmod(f("o", 8, 16) * 30, 60)),
                 "fare": lambda: self.naira(f("fare", 6, 30) * 50), "when": lambda: self.dt(f("d", 0, 110)),
                 "place": lambda: r.choice(["the secretariat upstairs", "Chairman house for Ikeja GRA", "Mama Titi canteen behind the park",
                                            "the hall for Oshodi terminal", "Excellence Hotel for Ogba", "the Baptist church hall for Mafoluku",
                                            "the conference room for the LG office"]),
                 "pay": lambda: self.naira(f("pay", 6, 18) * 500), "batch": lambda: f"{f('batch', 3, 16)} buses",
                 "diesel": lambda: self.naira(f("diesel", 95, 150) * 10)}
        return self.park.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def mid(self) -> str:
        r = self.rng
        said = r.choice(_MID).format(n=r.choice(_NAMES), p=r.choice(_PLACES))
        if r.random() < 0.2:  # two things in one breath
            said += r.choice([" ", ", ", " and ", " o, "]) + r.choice(_MID).format(n=r.choice(_NAMES), p=r.choice(_PLACES))
        return tidied(r, said, 0.3, _QUESTIONS, [".", "!", " o.", " 🙏🏾", " 😂", "!!"])

    def plate(self) -> str:
        r = self.rng
        return f"{r.choice(_LGA)} {r.randrange(100, 999)} {code(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}"

    def levy_table(self) -> str:
        r = self.rng
        rate = r.choice([1500, 2000, 2500, 3000])
        rows, total = [], 0
        for i, n in enumerate(r.sample(_NAMES, r.randrange(5, 10)), 1):
            paid = rate if r.random() > 0.2 else r.choice([0, rate // 2])
            total += paid
            rows.append(f"{i:<4}{self.plate():<13}{n:<12}{grouped(paid, ',') if paid else 'OWING':>6}")
        return (f"*DAILY LEVY – {self.dt(r.randrange(0, 110))}*\n```\nS/N BUS NO       DRIVER      AMOUNT\n" + "\n".join(rows)
                + f"\nTOTAL{'':<24}{grouped(total, ','):>6}\n```" + r.choice(["", "\nDefaulters see me today", "\n— Treasurer", "\nabeg check your name"]))

    def rota(self) -> str:
        r = self.rng
        shifts = ["5:30am – 7am", "7am – 10am", "10am – 2pm", "2pm – 5pm", "5pm till close"]
        rows = [f"🚌 {s}: {', '.join(r.sample(_NAMES, 3))}" for s in shifts[:r.randrange(3, 6)]]
        return (f"*LOADING ROTA – {self.dt(r.randrange(0, 110)).upper()}*\n" + "\n".join(rows)
                + r.choice(["", "\nNo swapping without telling starter", "\nWho no dey ground go miss im turn", "\n✅ confirm una name"]))

    def notice(self) -> str:
        r = self.rng
        return r.choice([
            "Forwarded as received 👇🏾\n*LASTMA PUBLIC NOTICE*\nCommercial bus drivers are warned against picking and dropping passengers at undesignated points "
            "along Ikorodu Road and Agege Motor Road. Offenders' vehicles will be impounded and prosecuted.",
            "*LAGOS STATE VEHICLE INSPECTION SERVICE (VIS)*\nAll commercial vehicle owners are to renew their Computerised Road Worthiness Certificate at any "
            "designated VIS centre. Enforcement begins immediately.\nForwarded many times",
            f"LASTMA: Motorists caught driving against traffic (one-way) will pay a fine of ₦{r.choice(['70,000', '50,000', '20,000'])} and the vehicle "
            "will be impounded. Drive safe.",
            "Lagos State Government: Partial closure of Ikorodu Road inward Anthony from 11pm to 5am for rehabilitation works. Motorists should use "
            "alternative routes. #LagosTraffic",
            "*VIO NOTICE*\nDrivers must carry: valid driver's licence, vehicle licence, insurance, road worthiness and hackney permit. Any vehicle without "
            "them go face sanction 🚨"])

    def alert(self) -> str:
        r = self.rng
        amt = r.choice([1500, 2000, 2500, 3000, 5000, 10000, 15000, 20000, 50000])
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        payer = r.choice(["SIKIRU ADEBAYO", "EMEKA OKORO", "KABIRU SALAWU", "JIMOH LATEEF", "IFEANYI NWOSU", "BASIRAT OYEWOLE"])
        if r.random() < 0.5:
            return (f"Acct: 30******{r.randrange(10, 99)}\nAmt: NGN{grouped(amt, ',')}.00 CR\nDesc: NIP TRF FRM {payer}/levy\n"
                    f"Date: {d:%d-%b-%Y} {r.randrange(5, 22):02d}:{r.randrange(0, 60):02d}\nAvail Bal: NGN{grouped(r.randrange(10**5, 10**7), ',')}.{r.randrange(0, 99):02d}"
                    + r.choice(["", "\nI don pay o", "\nmy own for this week"]))
        return (f"OPay\nTransfer Successful ✅\n₦{grouped(amt, ',')}.00\nRecipient: OSHODI IKEJA PARK BRANCH\nSender: {payer}\n"
                f"Transaction No.: {r.randrange(10**17, 10**18)}" + r.choice(["", "\nsent", "\nabeg confirm"]))

    def fuel(self) -> str:
        r = self.rng
        rows = [f"{s} – ₦{grouped(r.randrange(95, 125) * 10, ',')}" for s in r.sample(_STATIONS, r.randrange(3, 7))]
        return ("⛽ *FUEL PRICE TODAY*\n" + "\n".join(rows) + r.choice(["", "\nmake una buy before e increase", "\nqueue dey Mobil sha", "\nna wa o 😭"]))

    def papers(self) -> str:
        r = self.rng
        items = ["Vehicle licence", "Road worthiness cert", "Third party insurance", "Hackney permit", "Proof of ownership", "Driver's licence",
                 "LASDRI card", "Union sticker", "Fire extinguisher"]
        return ("PAPERS WEY YOU MUST GET FOR MOTOR 👇🏾\n" + "\n".join(f"✅ {x}" for x in r.sample(items, r.randrange(5, len(items))))
                + r.choice(["", "\nNo give LASTMA chance", "\nWho no get, see office"]))

    def fact_like(self) -> str:
        """Fact-like chatter that plants nothing: figures and plans nobody asks about again."""
        r = self.rng
        return r.choice([f"I do {r.randrange(3, 9)} trips today, {self.naira(r.randrange(8, 30) * 1000)} enter 🙌🏾",
                         f"{r.choice(_NAMES)} abeg return my {self.naira(r.randrange(2, 10) * 1000)} before Friday o",
                         f"mechanic charge me {self.naira(r.randrange(15, 90) * 1000)} for gearbox, e pain me",
                         f"tomorrow by {self.tm(r.randrange(5, 9))} I go dey park", f"my motor go workshop {self.dt(r.randrange(0, 110))}, I no go load",
                         f"passenger give me {self.naira(1000)} for {self.naira(r.choice([300, 400, 500]))} fare, I no get change 😂",
                         f"na {r.randrange(20, 60)} passengers I carry since morning", f"{r.choice(_NAMES)} say im bus {self.plate()} dey sell, who want",
                         f"last year fuel na {self.naira(r.randrange(60, 90) * 10)}, see where we reach now"])

    def photo(self) -> Said:
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        return (r.choice(["", "", "see the road now 😱", "the new buses", "park this morning", "accident for Ile-Zik", "receipt", "my motor after mechanic"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(40_000, 2_600_000)))

    def video(self) -> Said:
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        return (r.choice(["", "see as LASTMA dey drag with driver", "the flood for Oshodi now"]),
                media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(700_000, 25_000_000)))

    def voice(self) -> Said:
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        if r.random() < 0.4:
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        return (r.choice(["", "", "I dey drive, na why I send voice note"]),
                media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(4_000, 700_000)))

    def document(self) -> Said:
        r = self.rng
        name = r.choice(["LEVY RECORD DEC 2026.pdf", "Minutes of meeting.docx", "Members list Oshodi Ikeja.pdf", "LASTMA offence and fines.pdf",
                         "Union constitution (amended).pdf", "Loading rota Jan.xlsx"])
        mime = {"pdf": "application/pdf", "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}[name.rsplit(".", 1)[1]]
        return r.choice(["", "read am", "see the document"]), media("document", name, mime, r.randrange(30_000, 1_800_000))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_SHORT), None)), (lambda: (self.mid(), None)), (lambda: (self.levy_table(), None)), (lambda: (self.rota(), None)),
                  (lambda: (self.notice(), None)), (lambda: (self.alert(), None)), (lambda: (self.fuel(), None)), (lambda: (self.papers(), None)),
                  (lambda: (ramble(r, _BABA, 6, " "), None)), (lambda: (letter(r, _CHAIRMAN, sep="\n\n"), None)), (lambda: (_REMINDER, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**14, 10**15), m=r.randrange(10**15, 10**16),
                                                    p=f"80{r.randrange(10**7, 10**8)}"), None)),
                  (lambda: (f"{_GREETING} {self.mid()}", None)), (lambda: (self.fact_like(), None)), self.photo, self.video, self.voice, self.document]
        weights = [25, 30, 1.5, 1.5, 1.5, 2, 1.5, 0.8, 2.2, 1.6, 3, 3, 3, 5, 5, 1.2, 6, 1]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_GREETING} {text}", f"{text}\n\n{_REMINDER}", f"{ramble(r, _BABA, 4, ' ')} ehen another thing {text}",
                         f"From yesterday meeting:\n1. {text}\n2. {self.mid()}", f"{text} 🙏🏾", f"{text}\n— Chairman", f"Oya everybody hear: {text}",
                         f"{text}. Una hear?", f"@everyone {text}", f"{self.notice()}\n\nAnother thing: {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    d = _Danfo(rng)
    prefixes = ["803", "806", "813", "816", "703", "706", "802", "808", "810", "905", "701", "818"]
    people = [f"234{rng.choice(prefixes)}{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(12, 26))]  # WhatsApp numbers

    # Loud from the first loading before dawn to the evening rush; quiet in the night.
    def gap() -> int:
        return rng.randrange(10, 1200) if rng.random() > 0.1 else rng.randrange(4 * 3600, 20 * 3600)

    voice = Voice(d.park, d.chatter, d.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
