"""The barangay family: the Facebook Messenger group of a Quezon City barangay's volunteer disaster-response and basketball-league committee, in Taglish.

Written for batch 12, while eojang, society and suan (batch 11) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. Barangay Masikap, by a creek in
Quezon City, has one group for its BDRRM volunteers (the disaster-response committee), its tanods and
the committee of its basketball league (the "Liga ng Masikap", played on the covered court); the
barangay captain, the kagawads, the SK youth, the tanods, a few parents and Lola Pacing share it. They
write Taglish, Tagalog mixed with English ("Guys, sino pwede mag-bantay sa court bukas?", "noted po",
"sige po kap"), with po and opo to their elders; the captain posts formal notices in Tagalog that open
with "MAGANDANG ARAW PO SA LAHAT" and are signed "Kap. Romeo 'Omeng' Dizon, Punong Barangay"; the SK
volunteers write jejemon shortcuts ("lng", "nmn", "d2", "hehe", "HAHAHA", "char") without punctuation;
Lola Pacing writes one long message with no punctuation at all about the flood of Ondoy and eating
before a duty. The same reminder against drinking and gambling on the court comes again and again,
and "Magandang umaga po sa lahat! ☀️" opens many a message. Pasted into the chat: PAGASA tropical
cyclone bulletins (Signal No. 2 over Metro Manila), the relief-goods inventory table, the league's
schedule and final scores, a GCash receipt, a forwarded DSWD or QC LGU advisory (class suspensions,
the evacuation of low-lying areas), the tanods' duty roster; links to Facebook, PAGASA, YouTube and
GCash; photos, videos, voice messages and very many stickers. Money is "₱1,500", "P1500", "Php 1,500",
"1.5k" and "isang libo"; dates "Dis 14", "12/14", "ika-14 ng Disyembre", "Sabado" and "sa Lunes";
times "alas-sais ng umaga", "alas-6 ng umaga", "6am", "18:00" and "mamayang 7pm".
Its facts are said the committee's way ("Approved na ni Kap: venue ng championship game – sa
Amoranto", "Simula ngayon, si Rodel Santos ang hepe ng mga tanod sa gabi").
"""

from __future__ import annotations

import random

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "barangay"
LANGUAGE = "tl"
# Messages per chat by default: about 18,000 to 28,000 characters of history and about 20 facts.
MESSAGES = 350

_ARAW = ["Lunes", "Martes", "Miyerkules", "Huwebes", "Biyernes", "Sabado", "Linggo"]
_BUWAN = [("Dis", "Disyembre", 12), ("Ene", "Enero", 1), ("Peb", "Pebrero", 2), ("Mar", "Marso", 3)]
# The hours the Spanish way, as Tagalog says them ("alas-sais", "ala-una"), by hour on a twelve-hour clock.
_ALAS = {1: "ala-una", 2: "alas-dos", 3: "alas-tres", 4: "alas-kuwatro", 5: "alas-singko", 6: "alas-sais", 7: "alas-siyete", 8: "alas-otso",
         9: "alas-nuwebe", 10: "alas-diyes", 11: "alas-onse", 12: "alas-dose"}
_SALITA = {500: "limang daan", 1000: "isang libo", 2000: "dalawang libo", 3000: "tatlong libo", 5000: "limang libo", 10000: "sampung libo"}
# Members and places as the chatter names them (never a fact's person).
_PANGALAN = ["Jomar", "Tintin", "Ate Weng", "Mang Ador", "Kuya Boy", "Bea", "Kiko", "Jhay-ar", "Aling Nena", "Ate Lorna", "Paolo", "Coach Benjie"]
_PUROK = ["Purok 1", "Purok 2", "Purok 3", "Purok 4", "Purok 5", "Purok 6", "Purok 7", "may creek", "may kapilya", "Sitio Ilog"]
_TEAMS = ["Purok 1 Warriors", "Purok 3 Bulldogs", "Kabataan Ballers", "Sitio Ilog Kings", "Tanod Titans", "Purok 6 Mavs", "Seniors Legends", "Purok 2 Gunners"]

_KONSEHO = Wording(
    topics=[("venue ng championship game", ["sa covered court ng barangay hall", "sa Amoranto", "sa court ng Purok 3"]),
            ("sistema ng relief distribution", ["by purok, alphabetical", "first come first served sa hall", "house-to-house na lang"]),
            ("jersey ng team Kabataan", ["kulay blue at puti", "all black", "yung design ng sponsor"]),
            ("evacuation center ng Purok 5", ["sa elementary school", "sa multi-purpose hall", "sa kapilya ng San Roque"]),
            ("pondo ng Christmas party ng volunteers", ["galing sa sobra ng liga", "ambagan tig-₱200", "wala munang party, i-donate na lang"]),
            ("entrance fee ng liga", ["₱1,500 kada team", "libre para sa Kabataan division", "₱2,000 kasama na ang jersey"]),
            ("curfew ng minors tuwing may bagyo", ["alas-9 ng gabi", "alas-8 ng gabi", "bawal lumabas habang may Signal No. 2"]),
            ("referee ng finals", ["kukuha sa QC sports office", "yung coach ng kabilang barangay", "tig-isang ref ang bawat team"]),
            ("prize ng champion", ["₱10,000 at tropeo", "bagong jersey set", "tropeo at medalya lang"])],
    decided=["Napagkasunduan sa meeting kagabi: {s} – {c}.", "ok guys final na, {s} ay {c} 👍", "DESISYON NG KONSEHO: {S} → {c}",
             "sige po, {s}: {c} na tayo. salamat sa mga nag-vote 🙏", "Approved na ni Kap: {s} – {c}", "g na g, {s} {c} HAHAHA final na yan",
             "Para malinaw po sa lahat, {s}: {c}."],
    numbers=[("Sa ngayon may {packs} relief packs pa sa bodega natin", ("relief packs pa sa bodega", "{packs} relief packs")),
             ("Nakalikom na tayo ng {pera} sa donation drive para sa mga nasalanta 🙏", ("donation drive para sa mga nasalanta", "{pera}")),
             ("{fam} pamilya ang nasa evacuation center ngayong gabi", ("nasa evacuation center ngayong gabi", "{fam} pamilya")),
             ("nakapag-register na ang {teams} teams sa liga ngayong season", ("sa liga ngayong season", "{teams} teams")),
             ("Bill sa ilaw ng covered court ngayong buwan: {pera2}", ("ilaw ng covered court ngayong buwan", "{pera2}")),
             ("May {sako} sako ng bigas na dumating galing DSWD kanina", ("sako ng bigas na dumating", "{sako} sako")),
             ("{tanod} tanod ang naka-duty tuwing gabi habang may bagyo", ("naka-duty tuwing gabi", "{tanod} tanod")),
             ("Nagastos natin sa bagong ring at net: {pera3}", ("bagong ring at net", "{pera3}")),
             ("{vol} volunteers ang nag-sign up sa first aid training ng Red Cross", ("sign up sa first aid training", "{vol} volunteers")),
             ("Ang MVP natin nag-average ng {pts} points per game grabe 🔥", ("MVP natin nag-average", "{pts} points")),
             ("Natitira sa quick response fund ng barangay: {pera4}", ("quick response fund ng barangay", "{pera4}"))],
    dates=[("Ang drill ng first responders ay sa {araw}, {oras}", ("drill ng first responders", "{oras}")),
           ("Opening ng liga: {petsa}, {oras} sa covered court 🏀", ("Opening ng liga", "{petsa}")),
           ("Distribution ng relief goods sa Purok 2: {petsa} {oras}", ("relief goods sa Purok 2", "{oras}")),
           ("Clean-up drive sa estero ay sa {araw} {oras}, dala kayo ng gloves", ("Clean-up drive sa estero", "{oras}")),
           ("Ang libreng anti-rabies ng mga aso sa health center ay sa {petsa}", ("anti-rabies ng mga aso", "{petsa}")),
           ("Deadline ng pagpasa ng lineup ng bawat team: {petsa}", ("lineup ng bawat team", "{petsa}")),
           ("Barangay assembly natin sa {araw} ({petsa}) {oras} sa session hall", ("Barangay assembly natin", "{petsa}")),
           ("Darating ang truck ng DSWD sa {araw} mga {oras}", ("truck ng DSWD", "{oras}")),
           ("Semifinals tip-off: {petsa}, {oras}", ("Semifinals tip-off", "{oras}")),
           ("Ang seminar ng BFP tungkol sa sunog ay sa {petsa}, {oras}", ("seminar ng BFP", "{petsa}"))],
    people=["Ma. Cristina Dela Cruz", "Rodel Santos", "Jennifer Bautista", "Mark Anthony Villanueva", "Rowena Garcia", "Jerome Mendoza",
            "Liza Marie Reyes", "Arnel Ramos", "Mylene Aquino", "Ronaldo Castillo", "Kristine Mae Flores", "Edgardo Navarro", "Joanna Pascual",
            "Dennis Soriano"],
    roles=[("{p} na ang bagong ingat-yaman ng SK", "ingat-yaman ng SK"), ("Simula ngayon, si {p} ang hepe ng mga tanod sa gabi", "hepe ng mga tanod"),
           ("Para sa relief inventory, kay {p} po kayo mag-report", "Para sa relief inventory"), ("Commissioner ng liga ngayong taon: {p}", "Commissioner ng liga"),
           ("{p} ang incharge sa rescue boat at life vests", "rescue boat at life vests"), ("Ang bagong BHW ng Purok 4 ay si {p}", "BHW ng Purok 4"),
           ("si {p} ang scorer at timer natin sa liga", "scorer at timer"), ("{p} ang contact person natin sa DSWD", "contact person natin sa DSWD"),
           ("Coach ng Kabataan team: {p} 💪", "Coach ng Kabataan team"), ("Kay {p} po ang susi ng bodega ng relief", "susi ng bodega")],
    tasks=["mag-repack ng relief goods sa bodega", "mag-ayos ng ilaw sa covered court", "kumuha ng permit sa city hall para sa liga",
           "mag-print ng tarpaulin ng liga", "mag-inventory ng first aid kits", "maglinis ng kanal sa Purok 6", "sumundo sa referee galing Cubao",
           "bumili ng bagong bola at pito", "mag-post ng advisory sa FB page", "mag-update ng listahan ng evacuees",
           "mag-ayos ng generator ng barangay hall", "mag-deliver ng tubig sa evacuation center"],
    asked=["Guys, sino pwede {a}? 🙏", "Kailangan po natin ng volunteer na {a} bago mag-Sabado", "wala pa rin nag-volunteer na {a} 😩",
           "Sino po ang pwedeng {a}? Salamat po.", "pls sino free {a} hehe", "Need natin ng isang {a} ASAP, sino available?"],
    edits=[("GCash number para sa donations: {x}", "GCash number para sa donations: {y} po, mali yung nauna 🙏", "GCash number para sa donations", "gcash"),
           ("Hotline ng rescue team: {x}", "Hotline ng rescue team: {y} (corrected)", "Hotline ng rescue team", "tel"),
           ("WiFi password ng barangay hall: {x}", "WiFi password ng barangay hall: {y}", "WiFi password ng barangay hall", "wifi"),
           ("Google form ng liga para sa registration: {x}", "Google form ng liga para sa registration: {y}", "Google form ng liga", "link"),
           ("Plate number ng rescue van: {x}", "Plate number ng rescue van: {y}, typo po kanina", "Plate number ng rescue van", "plate"),
           ("Reference no. ng request natin sa DSWD: {x}", "Reference no. ng request natin sa DSWD: {y}", "request natin sa DSWD", "ref")],
    changes=[("Call time ng volunteers sa repacking: {x}", ["Call time ng volunteers sa repacking ay {y} na po", "update: call time ng volunteers sa repacking, {y}"],
              "Call time ng volunteers", "oras"),
             ("Ambag ng bawat team para sa referee: {x}", ["Ambag ng bawat team para sa referee ay {y} na", "nagbago po, ambag ng bawat team para sa referee: {y}"],
              "Ambag ng bawat team", "pera"),
             ("Ang laro ng Kabataan vs. Purok 7 ay sa {x}", ["Ang laro ng Kabataan vs. Purok 7 ay na-move sa {y}", "resched: Kabataan vs. Purok 7 sa {y} na"],
              "Kabataan vs. Purok 7", "petsa"),
             ("Ang meeting ng BDRRM committee ay sa {x}", ["Ang meeting ng BDRRM committee ay inilipat sa {y}", "pasensya na, meeting ng BDRRM committee sa {y} na"],
              "meeting ng BDRRM committee", "lugar"),
             ("Presyo ng bigas na bibilhin para sa relief: {x} kada kilo",
              ["Presyo ng bigas na bibilhin para sa relief tumaas, {y} kada kilo", "update sa presyo ng bigas na bibilhin: {y} kada kilo"],
              "bigas na bibilhin", "bigas"),
             ("Ilan ang packs kada pamilya: {x}", ["Ilan ang packs kada pamilya: {y} na lang po", "binago ni Kap, packs kada pamilya: {y}"],
              "packs kada pamilya", "packs"),
             ("Curfew sa evacuation center: {x}", ["Curfew sa evacuation center ay {y} na", "bagong curfew sa evacuation center: {y}"],
              "curfew sa evacuation center", "gabi")])

# The chatter.
_MAIKLI = ["noted po", "sige po kap", "opo", "ok po", "salamat po", "👍", "🙏", "HAHAHA", "hehe", "char", "g", "omw", "d2 na ako", "sge lng", "ingat po kayo",
           "ayos", "nice one!", "pasok 🏀", "grabe", "huhu", "sana all", "copy po", "copy", "roger", "amen 🙏", "God bless po", "oo nga", "ay grabe", "luh",
           "pwede", "di pwede", "sino yan", "😂😂", "🔥", "🏀", "💪", "⛈️", "wait lng", "lodi", "petmalu", "nakauwi na po", "present po", "salamat kap 🙏",
           "noted 👍", "Noted po, Kap.", "k", "sige sige", "yes po", "ok nmn", "hahahaha", "🤣", "😭", "awit", "sheeesh", "lezgo", "on the way na po", "👌"]
_GITNA = ["Guys, sino pwede mag-bantay sa court bukas?", "baha na d2 sa {p}, hanggang tuhod na 😱", "{n} nasan ka na? kanina pa kami d2",
          "may brownout ba kayo jan? d2 sa {p} wala pang kuryente", "yung bola naiwan sa court, kanino yan", "grabe ulan, ingat po lahat",
          "naka-charge na po ba yung mga radyo", "{n} pasabay nmn ng kape pag punta mo d2 hehe", "ang lakas ng hangin dito sa {p}",
          "sino may extra na payong, iiwan ko na lng sa hall", "talo tayo kagabi pero laban pa rin 💪", "walang pasok bukas sabi ng mayor!!",
          "sira na naman yung scoreboard", "pa-check nmn po ng GCash, nag-send na ako", "may nakakita ba sa susi ng storage room",
          "{n} pa-send nmn ng picture ng attendance", "naka-standby na po yung ambulance sa hall", "ang init sa court kanina grabe 🥵",
          "kumain na ba kayo? may lugaw sa hall", "si {n} daw mag-MC sa opening char", "nawalan ng signal dito sa {p}, text na lng",
          "traffic sa Commonwealth, late ako ng konti", "hala may sunog daw sa kabilang barangay", "sino yung naka-motor na nakaparada sa harap ng hall",
          "HAHAHA si {n} na-airball 😂", "tumataas na yung tubig sa creek, monitor lng tayo", "nakauwi na po kami, salamat sa lahat",
          "pahiram ng megaphone bukas ha", "may update ba sa bagyo", "{n} ikaw ba yung naka-duty kagabi", "ang daming lamok sa evac grabe",
          "nasa {p} na po kami, naglilista ng mga pamilya", "yung tarpaulin last season nasan na", "ang galing ni {n} kagabi, 3 sunod na tres 🔥",
          "sino nanalo kagabi di ako nakanood", "pwede ba mag-practice sa court mamaya", "kap, pa-approve po yung request sa FB",
          "wala pa po tubig dito sa {p} since kahapon", "may nag-aaway sa court kanina, naawat naman ng tanod",
          "nanood ako ng replay sa page, ang ganda ng laro", "{n} nasa iyo ba yung first aid bag", "d2 lng ako sa hall hanggang mamaya",
          "may libreng check-up daw sa health center", "sabi ni {n} may dala syang pancit para sa volunteers 😋", "bakit ang tahimik ng gc hehe",
          "wag kalimutan mag-log sa attendance sheet", "sorry po di ako nakasagot, nasa work pa", "nagpa-rehistro na po ba kayo sa ayuda",
          "si {n} nag-sprain ng paa sa laro, ok na daw", "pag lumakas ulan lilikas na kami sa {p}"]
# The questions among them (the punctuating members end these with "?").
_TANONG = {"Guys, sino pwede mag-bantay sa court bukas?", "{n} nasan ka na? kanina pa kami d2", "may brownout ba kayo jan? d2 sa {p} wala pang kuryente",
           "yung bola naiwan sa court, kanino yan", "naka-charge na po ba yung mga radyo", "sino may extra na payong, iiwan ko na lng sa hall",
           "may nakakita ba sa susi ng storage room", "kumain na ba kayo? may lugaw sa hall", "sino yung naka-motor na nakaparada sa harap ng hall",
           "may update ba sa bagyo", "{n} ikaw ba yung naka-duty kagabi", "yung tarpaulin last season nasan na", "sino nanalo kagabi di ako nakanood",
           "pwede ba mag-practice sa court mamaya", "{n} nasa iyo ba yung first aid bag", "bakit ang tahimik ng gc hehe",
           "nagpa-rehistro na po ba kayo sa ayuda"}
_PLAYERS = ["Jomar", "Kiko", "Jhay-ar", "Paolo", "Bea", "Tintin", "Kuya Boy"]
_LOLA = ["mga apo magandang gabi sa inyong lahat", "ingat kayo sa baha ha", "nung Ondoy hanggang bubong ang tubig sa amin", "kaya wag kayong maging kampante",
         "kumain muna kayo bago mag duty", "wag kayong magpapagabi sa labas", "si Kap ay mabait na bata yan kilala ko nanay nyan", "dalhin nyo ang jacket malamig",
         "nagluto ako ng arroz caldo dalhin ko sa hall bukas", "wag kalimutan magdasal bago matulog", "yung apo ko si Kiko naglalaro sa liga bantayan nyo ha",
         "noon wala pang cellphone sigaw lang kami sa kapitbahay", "God bless sa inyong lahat mga anak"]
_KAP = ["MAGANDANG ARAW PO SA LAHAT",
        "Ang lahat ng tanod ay inaasahang naka-uniporme at may ID tuwing duty.",
        "Mahigpit pong ipinagbabawal ang paninigarilyo at pag-inom ng alak sa loob ng covered court.",
        "Mangyaring i-report agad sa barangay hall ang anumang pagbaha o pagguho ng lupa sa inyong lugar.",
        "Ang mga hindi pa nakakapagpa-rehistro para sa ayuda ay maaaring magtungo sa barangay hall mula Lunes hanggang Biyernes.",
        "Hinihikayat ang lahat ng pamilya sa mabababang lugar na maghanda ng go-bag.",
        "Ang sinumang mahuhuling nagnanakaw ng kable ng kuryente ay ipapa-blotter at dadalhin sa presinto.",
        "Maraming salamat po sa inyong patuloy na pakikiisa at malasakit sa ating barangay.",
        "Kap. Romeo \"Omeng\" Dizon\nPunong Barangay, Brgy. Masikap"]
_PAALALA = ("📢 PAALALA: Bawal po ang inuman at sugal sa covered court, at pakipatay ang ilaw pag tapos na ang laro. "
            "Ang susunod na mahuli, ban sa liga. Salamat po sa pag-unawa! 🏀")
_UMAGA = "Magandang umaga po sa lahat! ☀️"
_LINKS = ["https://www.facebook.com/BrgyMasikapQC/posts/{n} pa-share po", "https://www.facebook.com/groups/{n}/permalink/{m} basahin nyo to",
          "https://www.pagasa.dost.gov.ph/tropical-cyclone/severe-weather-bulletin latest bulletin", "https://www.youtube.com/watch?v={k} highlights ng laro kagabi 🏀",
          "https://gcash.com/send/{k} dito po mag-donate", "https://www.facebook.com/watch/?v={n} live ng game mamaya", "https://youtu.be/{k} HAHAHA panoorin nyo",
          "https://fb.me/e/{k} event ng assembly"]
_BAGYO = ["Ambo", "Butchoy", "Carina", "Dindo", "Enteng", "Ferdie", "Gener", "Helen", "Igme", "Julian", "Kristine", "Leon"]
_BOT = ["Noted po ✍️", "Naitala ko na po.", "Pasensya na, hindi ko pa kayang pakinggan ang voice message, pwede po i-type?", "Walang anuman po!",
        "Ipapaalala ko po pag malapit na."]


class _Barangay:
    """One chat's draws and the committee's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.konseho = Planter(rng, _KONSEHO, self.slot, self.value)

    def pera(self, n: int) -> str:
        """An amount the ways members write it."""
        r, g = self.rng, grouped(n, ",")
        ways = [f"₱{g}", f"₱{g}", f"P{n}", f"Php {g}", f"₱{g}.00"]
        if n >= 1000 and n % 100 == 0:
            ways.append(f"{n / 1000:g}k")
        if n in _SALITA:
            ways += [_SALITA[n]] * 2
        return r.choice(ways)

    def oras(self, h: int, mi: int | None = None, today: bool = False) -> str:
        """An hour the Tagalog way ("alas-sais ng umaga"), with a digit ("alas-6"), or the English way ("6am", "18:00");
        for today's plans also "mamayang 7pm" (later today)."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "madaling-araw" if h < 5 else "umaga" if h < 12 else "tanghali" if h == 12 else "hapon" if h < 18 else "gabi"
        ways = [f"{_ALAS[h12]}{' y medya' if mi == 30 else ''} ng {part}", f"{_ALAS[h12].split('-')[0]}-{h12}{':30' if mi == 30 else ''} ng {part}",
                f"{h12}{'' if mi == 0 else f':{mi:02d}'}{'am' if h < 12 else 'pm'}", f"{h:02d}:{mi:02d}"]
        if today and h >= 15 and mi == 0:
            ways.append(f"mamayang {h12}pm")
        return r.choice(ways)

    def petsa(self, n: int) -> str:
        """A date: "Dis 14", "12/14", "Disyembre 14" or "ika-14 ng Disyembre"."""
        m, d = divmod(n, 28)
        short, long, mm = _BUWAN[m]
        d += 1
        return self.rng.choice([f"{short} {d}", f"{mm}/{d}", f"{long} {d}", f"ika-{d} ng {long}", f"{short}. {d}"])

    def slot(self, k: str) -> str:
        r, f = self.rng, self.konseho.fresh
        slots = {"packs": lambda: grouped(f("packs", 40, 900), ","), "pera": lambda: self.pera(f("pera", 8, 120) * 500),
                 "fam": lambda: str(f("fam", 12, 140)), "teams": lambda: str(f("teams", 6, 24)), "pera2": lambda: self.pera(f("pera2", 25, 160) * 100),
                 "sako": lambda: str(f("sako", 15, 200)), "tanod": lambda: str(f("tanod", 6, 30)), "pera3": lambda: self.pera(f("pera3", 6, 60) * 500),
                 "vol": lambda: str(f("vol", 12, 80)), "pts": lambda: f"{f('pts', 150, 340) / 10:g}", "pera4": lambda: self.pera(f("pera4", 20, 400) * 1000),
                 "araw": lambda: r.choice(_ARAW), "oras": lambda: self.oras(f("h", 5, 22)), "petsa": lambda: self.petsa(f("d", 0, 112))}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.konseho.fresh
        draws = {"gcash": lambda: f"09{r.choice(['17', '18', '27', '56', '66', '95'])} {r.randrange(100, 999)} {r.randrange(1000, 9999)}",
                 "tel": lambda: f"(02) 8{r.randrange(100, 999)}-{r.randrange(1000, 9999)}", "wifi": lambda: f"Masikap{code(r, 3)}@{r.randrange(1000, 9999)}",
                 "link": lambda: f"https://forms.gle/{code(r, 10)}", "plate": lambda: f"{code(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')} {r.randrange(1000, 9999)}",
                 "ref": lambda: f"DSWD-NCR-2026-{r.randrange(10000, 99999)}", "oras": lambda: self.oras(*divmod(f("o", 12, 42) * 30, 60), today=True),
                 "gabi": lambda: self.oras(*divmod(f("o", 38, 48) * 30, 60)),
                 "pera": lambda: self.pera(f("ambag", 2, 30) * 100), "petsa": lambda: f"{r.choice(_ARAW)}, {self.petsa(f('d', 0, 112))}",
                 "lugar": lambda: r.choice(["session hall ng barangay", "bahay ni Kap", "SK office sa 2nd floor", "kapilya ng San Roque", "health center",
                                            "covered court pag gabi", "Jollibee sa Tandang Sora"]),
                 "bigas": lambda: f"₱{f('bigas', 42, 68)}", "packs": lambda: f"{f('pk', 1, 9)} packs"}
        return self.konseho.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def gitna(self) -> str:
        r = self.rng
        t = r.choice(_GITNA)
        said = t.format(n=r.choice(_PANGALAN), p=r.choice(_PUROK))
        if r.random() >= 0.3 or not said[-1].isalnum():  # most write as they speak, with no mark at the end
            return said
        return said[0].upper() + said[1:] + ("?" if t in _TANONG else r.choice([".", "!", " 🙏", " po.", " 😅"]))

    def bulletin(self) -> str:
        r = self.rng
        h = r.choice([5, 11, 17, 23])
        return (f"PAGASA TROPICAL CYCLONE BULLETIN NR. {r.randrange(3, 28)}\n{r.choice(['Typhoon', 'Tropical Storm', 'Severe Tropical Storm'])} "
                f"\"{r.choice(_BAGYO)}\"\nIssued at {h if h <= 12 else h - 12}:00 {'AM' if h < 12 else 'PM'}, {r.randrange(1, 29)} December 2026\n"
                f"Location of center: {r.randrange(80, 600)} km East of {r.choice(['Infanta, Quezon', 'Casiguran, Aurora', 'Daet, Camarines Norte'])}\n"
                f"Maximum sustained winds: {r.randrange(6, 19) * 10} km/h, gustiness up to {r.randrange(12, 26) * 10} km/h\n"
                "TCWS No. 2: Metro Manila, Rizal, Bulacan, northern Quezon\nTCWS No. 1: Pampanga, Laguna, Cavite"
                + r.choice(["", "\n\nSignal No. 2 na tayo guys, ingat!", "\nfrom pagasa.dost.gov.ph", "\nready na po go-bag nyo"]))

    def inventory(self) -> str:
        r = self.rng
        items = [("Bigas", "sako"), ("Sardinas", "lata"), ("Noodles", "pack"), ("Kape 3in1", "sachet"), ("Tubig 500ml", "bote"), ("Kumot", "piraso"),
                 ("Banig", "piraso"), ("Hygiene kit", "kit"), ("Corned beef", "lata")]
        rows = [f"{n:<14}{r.randrange(5, 600):>5}  {u}" for n, u in r.sample(items, r.randrange(4, 8))]
        return (f"RELIEF GOODS INVENTORY (as of {self.petsa(r.randrange(0, 112))})\n```\nItem            Qty  Unit\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nkulang na po tayo sa tubig", "\n- BDRRM", "\npaki-check kung tama"]))

    def schedule(self) -> str:
        r = self.rng
        rows = [f"{r.choice(['Sab', 'Lin', 'Biy'])} {r.choice(['4pm', '5:30pm', '7pm', '8:30pm'])} – {a} vs {b}"
                for a, b in zip(*[iter(r.sample(_TEAMS, 6))] * 2)]
        return "LIGA NG MASIKAP 2026 – GAME SCHEDULE 🏀\n" + "\n".join(rows) + r.choice(["", "\nbe there 15 mins early po", "\nNo jersey, no play!"])

    def score(self) -> str:
        r = self.rng
        a, b = r.sample(_TEAMS, 2)
        x, y = r.randrange(60, 110), r.randrange(50, 100)
        return (f"FINAL SCORE: {a} {max(x, y)} – {min(x, y)} {b}\nBest player: {r.choice(_PLAYERS)} ({r.randrange(14, 40)} pts, {r.randrange(2, 15)} reb)"
                + r.choice(["", "\nGG! 🔥", "\ncongrats sa panalo!", "\nsayang, bawi next game"]))

    def gcash(self) -> str:
        r = self.rng
        amt = r.choice([100, 200, 250, 300, 500, 1000, 1500, 2000])
        month, year = r.choice([("Dec", 2026), ("Jan", 2027)])
        return (f"GCash\nSent via GCash\nAmount: ₱{grouped(amt, ',')}.00\nTo: BR***Y MA*****P\n+63 9** *** {r.randrange(1000, 9999)}\n"
                f"Ref No. {r.randrange(1000, 9999)} {r.randrange(100, 999)} {r.randrange(100000, 999999)}\n"
                f"{month} {r.randrange(1, 29)}, {year} {r.randrange(1, 13)}:{r.randrange(0, 60):02d} {r.choice(['AM', 'PM'])}"
                + r.choice(["", "\nsent na po", "\nambag ko po 🙏"]))

    def advisory(self) -> str:
        r = self.rng
        return r.choice(["Forwarded from Quezon City Government:\nADVISORY: Suspendido ang klase sa lahat ng antas, pampubliko at pribado, "
                         "bukas dahil sa Tropical Cyclone Wind Signal No. 2. Manatili sa loob ng bahay.",
                         "DSWD ADVISORY: Ang family food packs ay ipamimigay lamang sa mga pamilyang nakalista sa evacuation center. "
                         "Dalhin ang valid ID.",
                         "QC DRRMO: Pinapayuhan ang mga residente sa mabababang lugar malapit sa creek na lumikas na habang maaga. "
                         "Hotline 122.",
                         "Forwarded: Meralco – scheduled power interruption sa ilang bahagi ng Novaliches, 8:00 AM to 5:00 PM."])

    def roster(self) -> str:
        r = self.rng
        rows = [f"{d}: {', '.join(r.sample(_PANGALAN, 2))}" for d in r.sample(_ARAW, r.randrange(3, 6))]
        return "TANOD DUTY ROSTER (10pm–6am)\n" + "\n".join(rows) + r.choice(["", "\npaki-confirm po", "\nwalang absent ha"])

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_MAIKLI), None)), (lambda: (self.gitna(), None)), (lambda: (self.bulletin(), None)),
                  (lambda: (self.inventory(), None)), (lambda: (self.schedule(), None)), (lambda: (self.score(), None)), (lambda: (self.gcash(), None)),
                  (lambda: (self.advisory(), None)), (lambda: (self.roster(), None)), (lambda: (ramble(r, _LOLA, 6, " "), None)),
                  (lambda: (letter(r, _KAP, sep="\n\n"), None)), (lambda: (_PAALALA, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**14, 10**15), m=r.randrange(10**15, 10**16)), None)),
                  (lambda: (f"{_UMAGA} {self.gitna()}", None)), self.photo, self.video, self.voice]
        weights = [25, 29, 1.5, 1.8, 1.5, 2, 1.5, 1.5, 1.2, 2.5, 1.8, 3, 3, 3, 6, 1.5, 6]
        return r.choices(makers, weights)[0]()

    def photo(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "baha na dito 😱", "repacking kanina", "team photo!", "champion 🏆", "yung court ngayon", "attendance"]),
                media("photo", f"received_{r.randrange(10**14, 10**15)}.jpeg", "image/jpeg", r.randrange(50_000, 2_400_000)))

    def video(self) -> Said:
        r = self.rng
        return r.choice(["", "buzzer beater 😱🏀", "lakas ng ulan"]), media("video", f"video-{r.randrange(10**9, 10**10)}.mp4", "video/mp4",
                                                                            r.randrange(800_000, 30_000_000))

    def voice(self) -> Said:
        r = self.rng
        if r.random() < 0.45:
            return "", media("sticker", "sticker.png", "image/png", r.randrange(6_000, 80_000))
        return r.choice(["", "", "nagmamaneho ako, voice msg na lng"]), media("voice", f"audioclip-{r.randrange(10**12, 10**13)}.mp4", "audio/mp4",
                                                                             r.randrange(5_000, 600_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_UMAGA} {text}", f"{text}\n\n{_PAALALA}", f"{ramble(r, _LOLA, 4, ' ')} tsaka {text}",
                         f"Mula sa meeting kanina:\n1. {text}\n2. {self.gitna()}", f"{text} 🙏", f"{self.advisory()}\n\nAt saka po: {text}",
                         f"{text}\n- Kap", f"{text} salamat po!", f"guys {text} hehe"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.06) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    b = _Barangay(rng)
    people = [f"1000{rng.randrange(10**10, 10**11)}" for _ in range(rng.randrange(10, 22))]  # Messenger user ids

    # Busy in the evening after work and school, and all night when a typhoon comes; quiet for hours otherwise.
    def gap() -> int:
        return rng.randrange(10, 1400) if rng.random() > 0.1 else rng.randrange(5 * 3600, 26 * 3600)

    voice = Voice(b.konseho, b.chatter, b.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
