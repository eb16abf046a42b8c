"""The ushirika family: the WhatsApp group of a matatu SACCO (a minibus owners' co-operative) in Nairobi with a Mombasa branch, in Swahili.

Written for batch 10, while komando, tiemmay and hafaka (batch 9) were still held out, and run on
no version of the summarizer when it was committed: a held-out family. Mwangaza Matatu SACCO runs
about forty 14- and 33-seaters from Odeon and Ronald Ngala to Kawangware, Ngong and Embakasi, and a
few from Mombasa's Mwembe Tayari to Mtwapa and the Likoni ferry; its owners, drivers (madereva),
conductors (makanga) and stage marshals share one group with the committee. The chairman writes
notices in standard Swahili that open with "TANGAZO KWA WANACHAMA WOTE" and are signed "Mwenyekiti,
Mwangaza Matatu SACCO"; the treasurer pastes the week's contribution table and M-Pesa confirmation
SMS (a code, "Ksh2,500.00 sent to ..."); the young drivers write Sheng mixed with English ("maze",
"karao wako Pangani", "doh", "mathree", "nganya") without punctuation; Mzee Kamau, who has owned a
matatu since the Peugeot 404, writes one long message with no punctuation at all. Times come the
Swahili way, counted from sunrise ("saa tatu asubuhi" is 9am, "saa kumi na moja jioni" is 5pm), and
the English way ("9am", "5:30pm", "17:00"); money is "KSh 2,500", "Ksh2,500", "sh 800", "2,500/="
and "KES 2,500". The same reminder about the insurance sticker, the NTSA inspection sticker and the
speed governor comes again and again, and "Habari za asubuhi wanachama! 🌅" opens many a message.
Pasted into the chat: M-Pesa SMS, the treasurer's contribution table, the day's route list, a
forwarded NTSA notice, a Ma3Route traffic update, a garage's quote; links to the NTSA, Ma3Route,
Google Maps, the Nation, Tuko, TikTok, YouTube and a Google form; photos, videos, voice notes and
stickers. Dates are "14/12", "tarehe 14 Desemba" and "Ijumaa".
Its facts are said the SACCO's way ("Kamati imeamua: bima ya pamoja – tuhamie Jubilee.", "Faith
Njeri ndiye mweka hazina mpya").
"""

from __future__ import annotations

import random

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "ushirika"
LANGUAGE = "sw"
# Messages per chat by default: about 18,000 to 28,000 characters of history and about 20 facts.
MESSAGES = 360

_SIKU = ["Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi", "Jumapili"]
_MIEZI = ["Desemba", "Januari", "Februari", "Machi"]
_SAA = ["kumi na mbili", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa", "kumi", "kumi na moja"]  # by (hour - 6) % 12
# Members as the chatter names them (never a fact's person).
_MAJINA = ["Kamau", "Otis", "Wanjiku", "Baba Njoro", "Juma", "Shiru", "Mose", "Kevo", "Mama Mboga", "Odhis"]
_MAGARI = ["KDA 412X", "KCB 233T", "KDC 118Q", "KCZ 907L", "KDG 550M", "KBZ 361A", "KDE 204J", "KCU 775P"]
_STAGE = ["Odeon", "Ronald Ngala", "Kencom", "Railways", "Mwembe Tayari", "Kawangware 56", "Ngong town"]

_MAAMUZI = Wording(
    topics=[("mchango wa msiba wa Mzee Otieno", ["kila gari KSh 500", "kila mwanachama KSh 1,000", "kwa hiari ya mtu"]),
            ("route mpya ya Rongai", ["tuanze mwezi ujao", "tungoje leseni mpya", "hatuendi huko kabisa"]),
            ("fare ya peak hours", ["KSh 100 hadi town", "ibaki KSh 80", "KSh 120 mvua ikinyesha"]),
            ("branding ya magari", ["graffiti mpya za nganya", "rangi ya SACCO tu", "tungoje mwaka mpya"]),
            ("bima ya pamoja", ["tuhamie Jubilee", "tubaki na APA", "kila mtu ajichagulie"]),
            ("stage ya Odeon", ["tuhamie Ronald Ngala", "tubaki hapo hapo", "tushiriki na Super Metro"]),
            ("mkutano wa mwaka (AGM)", ["ufanyike Kasarani", "ufanyike ofisini Pangani", "online kwa Zoom"]),
            ("mkopo wa dharura", ["riba 1% kwa mwezi", "bila riba kwa wiki mbili", "usizidi KSh 50,000"])],
    decided=["Kamati imeamua: {s} – {c}.", "sawa basi tumekubaliana {s} {c} 👍", "UAMUZI: {S} → {c}", "Wanachama wamepiga kura, {s}: {c}",
             "ok maze, {s} ni {c} final", "Kwa taarifa yenu, {s}: {c}. Asanteni kwa michango yenu."],
    numbers=[("Leo tumekusanya {pesa} kwa daily contributions", ("daily contributions", "{pesa}")),
             ("Kwa sasa tuna matatu {mag} kwenye fleet", ("kwenye fleet", "matatu {mag}")),
             ("Akiba ya SACCO benki ni {pesa2}", ("Akiba ya SACCO benki", "{pesa2}")),
             ("Faini ya speed governor ilikuwa {pesa3} 😡", ("Faini ya speed governor", "{pesa3}")),
             ("Wanachama {wa} wamelipa mwezi huu", ("wamelipa mwezi huu", "Wanachama {wa}")),
             ("Service ya gari moja ni {pesa4} pale garage ya Kariobangi", ("garage ya Kariobangi", "{pesa4}")),
             ("Mafuta ya wiki hii yametumia lita {lita}", ("Mafuta ya wiki hii", "lita {lita}")),
             ("Route 46 inapata trips {tr} kwa siku", ("Route 46 inapata", "trips {tr}")),
             ("Deni la insurance bado ni {pesa5}", ("Deni la insurance", "{pesa5}")),
             ("Kila gari linalipa kanjo {pesa6} kwa siku", ("linalipa kanjo", "{pesa6}"))],
    dates=[("Mkutano wa kamati ni {siku} {saa}", ("Mkutano wa kamati", "{saa}")),
           ("Ukaguzi wa NTSA ni tarehe {tar}", ("Ukaguzi wa NTSA", "{tar}")),
           ("AGM itafanyika tarehe {tar} kuanzia {saa}", ("AGM itafanyika", "{tar}")),
           ("Harambee ya shule ya Kangemi ni {siku} {saa} pale stage", ("Harambee ya shule ya Kangemi", "{saa}")),
           ("Makanga wote, training ya first aid ni tarehe {tar}", ("training ya first aid", "{tar}")),
           ("Insurance za magari zinaisha tarehe {tar}", ("Insurance za magari zinaisha", "{tar}")),
           ("Ofisi itafungwa {siku} kuanzia {saa}", ("Ofisi itafungwa", "{saa}")),
           ("Gari za Mombasa zinaondoka Machakos Country Bus {saa}", ("Machakos Country Bus", "{saa}")),
           ("Mshahara wa madereva utatoka tarehe {tar}", ("Mshahara wa madereva", "{tar}"))],
    people=["John Kamau Njoroge", "Grace Wanjiru", "Brian Mutua", "Mercy Achieng", "Faith Njeri", "Kevin Omondi", "Salim Juma", "Aisha Mohamed",
            "Dennis Kiprop", "Esther Wambui", "Hassan Abdalla", "Lucy Chebet", "Collins Wekesa", "Winnie Atieno"],
    roles=[("{p} ndiye mweka hazina mpya", "mweka hazina mpya"), ("Kuanzia leo {p} ni stage marshal wa Kencom", "stage marshal wa Kencom"),
           ("Mambo ya insurance mwone {p}", "Mambo ya insurance"), ("{p} ni katibu wa SACCO sasa", "katibu wa SACCO"),
           ("Madereva wapya wanafunzwa na {p}", "Madereva wapya wanafunzwa"), ("{p} anashughulikia malipo ya M-Pesa", "malipo ya M-Pesa"),
           ("Mechanic wetu mpya ni {p}, garage iko Kariobangi North", "Mechanic wetu mpya"), ("{p} atasimamia magari ya Mombasa", "magari ya Mombasa"),
           ("Msemaji wa SACCO kwa media ni {p}", "Msemaji wa SACCO")],
    tasks=["kurenew leseni ya TLB", "kununua fire extinguisher mpya", "kupaka rangi ofisi ya Pangani", "kuprint receipt books mpya",
           "kufuatilia fidia ya ajali ya Thika Road", "kuweka CCTV ofisini", "kuongea na OCS wa Kilimani", "kutuma minutes za mkutano",
           "kununua first aid kits", "kuwapigia wanachama wasiolipa", "kurekebisha side mirror ya KCZ 907L", "kutafuta dereva wa usiku"],
    asked=["Nani anaweza {a}? 🙏", "Tunahitaji mtu wa {a} kabla ya Ijumaa", "bado hakuna mtu amejitolea {a}!!",
           "Ombi: {a} ni muhimu, tafadhali mtu ajitokeze.", "msee yeyote anaweza {a} leo", "wadau, nani atasaidia {a}?"],
    edits=[("Paybill ya SACCO ni {x}, account ni plate number", "Paybill ya SACCO ni {y}, account ni plate number (nilikosea namba)", "Paybill ya SACCO", "paybill"),
           ("Namba ya mechanic ni {x}", "Namba ya mechanic ni {y}, ile ya zamani imepotea", "Namba ya mechanic", "tel"),
           ("Password ya WiFi ya ofisi: {x}", "Password ya WiFi ya ofisi: {y}", "WiFi ya ofisi", "wifi"),
           ("Link ya kujiandikisha AGM: {x}", "Link ya kujiandikisha AGM: {y}", "kujiandikisha AGM", "link"),
           ("Policy number ya insurance ya fleet: {x}", "Policy number ya insurance ya fleet: {y}", "insurance ya fleet", "policy"),
           ("Akaunti ya SACCO Equity Bank: {x}", "Akaunti ya SACCO Equity Bank ni {y}, si ile nyingine", "Akaunti ya SACCO Equity", "akaunti")],
    changes=[("Fare ya Ngong ni {x}", ["Fare ya Ngong sasa ni {y}", "kuanzia kesho fare ya Ngong ni {y}"], "Fare ya Ngong", "fare"),
             ("Mchango wa kila wiki ni {x}", ["Mchango wa kila wiki sasa ni {y}", "kamati imebadilisha, mchango wa kila wiki {y}"], "Mchango wa kila wiki", "mchango"),
             ("Gari ya kwanza inatoka stage {x}", ["Gari ya kwanza inatoka stage sasa {y}", "badiliko: gari ya kwanza inatoka stage {y}"],
              "Gari ya kwanza inatoka stage", "saa"),
             ("Mkutano wa wanachama utakuwa {x}", ["Mkutano wa wanachama umehamishwa, utakuwa {y}", "sorry, mkutano wa wanachama utakuwa {y}"],
              "Mkutano wa wanachama", "mahali"),
             ("Diesel kwa Shell ya Pangani ni {x} kwa lita",
              ["Diesel kwa Shell ya Pangani imebadilika, {y} kwa lita", "EPRA wamebadilisha: diesel kwa Shell ya Pangani {y} kwa lita"],
              "Diesel kwa Shell ya Pangani", "diesel"),
             ("Daily fee ya SACCO kwa kila gari ni {x}", ["Daily fee ya SACCO kwa kila gari imekuwa {y}", "kuanzia Jumatatu daily fee ya SACCO kwa kila gari ni {y}"],
              "Daily fee ya SACCO", "fee")])

# The chatter.
_FUPI = ["poa", "sawa", "fiti", "niaje", "asante", "asanteni", "shukran", "👍", "🙏", "😂", "💯", "🔥", "ok", "sawa sawa", "nimefika", "niko njiani",
         "dakika tano", "Amina", "amen", "ameen 🙏", "hongera!", "pole sana", "pole", "mambo", "vipi", "freshi", "maze", "noma", "safi", "ndio", "hapana",
         "si ndio", "wacha", "kweli", "🚐", "🚌", "nimeona", "received", "noted", "Noted 👍", "nimetuma", "sawa boss", "sasa", "woi", "eish", "lol",
         "😂😂😂", "Asante sana", "mzee 🙏", "tuko pamoja", "mungu akubariki", "🤣"]
_KATI = ["karao wako Pangani wanashika mathree bila sticker", "{j} gari yako imekwama Ngara", "leo kuna jam mbaya Thika Road",
         "makanga wa {g} amepotea na doh ya leo 😡", "nani ameona receipt book", "kanjo wako stage ya {s} leo", "mvua imeanza, abiria wamejaa stage",
         "speed governor ya gari yangu imeharibika tena", "{j} umelipa contribution", "stage iko empty leo", "nduthi imegonga side mirror ya {g}",
         "traffic ni noma Waiyaki Way", "hii nganya ina sound system kali 🔥", "tumepata abiria wengi leo mungu ni mwema", "barabara ya Kawangware imeharibika",
         "police check iko Kangemi msiende na overload", "kesho ni holiday, watu ni wachache", "nimetuma pesa check", "{j} hongera kwa mtoto 🎉",
         "M-Pesa iko down ama ni mimi", "nani ako stage sasa hivi", "garage wameniambia ni clutch plate", "gari imeharibika Dagoretti Corner, tuma mechanic",
         "kuna maandamano town msipitie CBD", "mafuta imepanda tena 😩", "abiria amesahau mwavuli kwa {g}", "abiria analalamika conductor alimtusi",
         "ferry ya Likoni imejaa leo, magari ya Mombasa yatachelewa", "jana usiku tulifika saa sita usiku 😴", "{j} niaje, uko route gani leo",
         "gari ya {j} imepata puncture Ngong Road", "nimepata abiria wa airport, nitarudi late", "kuna mtu anajua mahali tunanunua tyre za bei poa",
         "leo karao wamekuwa wakali sana Uhuru Highway", "madereva wa night shift mnakumbushwa kuwasha taa", "hii jua ya Mombasa si mchezo 🥵",
         "maze tumechoka na hizi crackdown", "kuna gari inauzwa Kitengela, 14 seater, iko fiti", "{j} umefika", "mbona hakuna mtu anajibu simu ofisini",
         "wasee mnaenda mazishi ya mama Shiru kesho", "Kencom hakuna parking leo", "mtu aniambie kama kanjo wanakubali M-Pesa", "nimeongea na bank watarudi kwetu",
         "abiria wa Kawangware wanasema tumechelewa", "{g} iko garage mpaka Ijumaa"]
_MASWALI = {"nani", "mbona", "je", "vipi", "wapi", "lini"}
_MZEE = ["wanachama wenzangu nawasalimu kwa jina la Bwana", "mimi nimekuwa kwa hii biashara tangu mwaka 1985", "wakati huo matatu ilikuwa Peugeot 404",
         "na fare ilikuwa shilingi mbili tu", "vijana wa leo msikimbilie pesa ya haraka", "heshimuni abiria wetu", "msiendeshe mbio barabarani",
         "SACCO hii ni yetu sote", "tukishikana tutafika mbali", "tukumbuke wenzetu walioaga dunia", "msisahau kulipa michango kwa wakati",
         "Mungu awabariki nyote na familia zenu"]
_MWENYEKITI = ["TANGAZO KWA WANACHAMA WOTE", "Wanachama wote wanakumbushwa kulipa michango kabla ya tarehe 5 kila mwezi.",
               "Madereva na makanga lazima wavae uniform na beji wakati wote wa kazi.", "Tabia ya kuwatusi abiria haitavumiliwa hata kidogo.",
               "Magari yote yasafishwe kabla ya kuanza kazi asubuhi.", "Mwanachama yeyote mwenye malalamiko afike ofisini siku za kazi.",
               "Asanteni kwa ushirikiano wenu.", "Mwenyekiti,\nMwangaza Matatu SACCO"]
_KUMBUSHO = ("⚠️ REMINDER: Kila gari lazima iwe na insurance sticker valid kwenye windscreen, NTSA inspection sticker na speed governor inayofanya "
             "kazi. Karao wanashika bila kuuliza! Usiweke gari barabarani bila compliance 🙏")
_ASUBUHI = "Habari za asubuhi wanachama! 🌅"
_VIUNGO = ["https://ntsa.go.ke/news/{n} notice mpya ya NTSA", "https://www.ma3route.com/update/{n} jam ya Mombasa Road",
           "https://maps.app.goo.gl/{k} garage iko hapa", "https://nation.africa/kenya/news/{n} mmesoma hii", "https://www.tuko.co.ke/{n}-matatu-crackdown.html",
           "https://www.tiktok.com/@nganya_{k}/video/{n} gari yetu iko TikTok 😂", "https://www.youtube.com/watch?v={k} hii nganya ni kali",
           "https://forms.gle/{k} jaza form hii"]
_BOT = ["Nimeandika ✍️", "Imehifadhiwa.", "Siwezi kusikiliza voice notes, tafadhali andika?", "Karibu!", "Nitawakumbusha wakati ukifika."]


class _Ushirika:
    """One chat's draws and the SACCO's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.maamuzi = Planter(rng, _MAAMUZI, self.nafasi, self.thamani)

    def pesa(self, n: int) -> str:
        """An amount the ways members write it."""
        r, g = self.rng, grouped(n, ",")
        return r.choice([f"KSh {g}", f"KSh {g}", f"Ksh {g}", f"Ksh{g}", f"sh {g}", f"{g}/=", f"KES {g}"])

    def saa(self, h: int, mi: int | None = None) -> str:
        """An hour, the Swahili way (counted from sunrise: saa moja is 7am) or the English way."""
        r = self.rng
        mi = r.choice([0, 0, 30, 15, 45]) if mi is None else mi
        if r.random() < 0.55:
            part = "asubuhi" if 4 <= h < 12 else "mchana" if 12 <= h < 16 else "jioni" if 16 <= h < 19 else "usiku"
            if mi == 45:  # a quarter to the next hour
                return f"saa {_SAA[(h + 1 - 6) % 12]} kasorobo {part}"
            return f"saa {_SAA[(h - 6) % 12]}{ {0: '', 15: ' na robo', 30: ' na nusu'}[mi]} {part}"
        h12, ampm = (h - 12 if h > 12 else h), ("am" if h < 12 else "pm")
        return r.choice([f"{h12}{ampm}" if mi == 0 else f"{h12}:{mi:02d}{ampm}", f"{h:02d}:{mi:02d}", f"{h12}:{mi:02d} {ampm.upper()}"])

    def tarehe(self, n: int) -> str:
        m, d = divmod(n, 28)
        mm, yy = [12, 1, 2, 3][m], "26" if m == 0 else "27"
        return self.rng.choice([f"{d + 1}/{mm}", f"{d + 1} {_MIEZI[m]}", f"{d + 1}/{mm}/{yy}", f"{d + 1} {_MIEZI[m]}"])

    def nafasi(self, k: str) -> str:
        r, f = self.rng, self.maamuzi.fresh
        slots = {"pesa": lambda: self.pesa(f("pesa", 20, 160) * 500), "mag": lambda: str(f("mag", 18, 60)),
                 "pesa2": lambda: self.pesa(f("pesa2", 40, 300) * 10_000), "pesa3": lambda: self.pesa(f("pesa3", 5, 20) * 1000),
                 "wa": lambda: str(f("wa", 15, 70)), "pesa4": lambda: self.pesa(f("pesa4", 30, 150) * 100), "lita": lambda: grouped(f("lita", 30, 180) * 10, ","),
                 "tr": lambda: str(f("tr", 6, 24)), "pesa5": lambda: self.pesa(f("pesa5", 20, 200) * 1000), "pesa6": lambda: self.pesa(f("pesa6", 2, 9) * 100),
                 "siku": lambda: r.choice(_SIKU), "saa": lambda: self.saa(f("h", 6, 21)), "tar": lambda: self.tarehe(f("tar", 0, 112))}
        return slots[k]()

    def thamani(self, kind: str) -> str | None:
        r, f = self.rng, self.maamuzi.fresh
        draws = {"paybill": lambda: str(r.randrange(200_000, 999_999)), "tel": lambda: f"07{r.randrange(10, 99)} {r.randrange(100, 999)} {r.randrange(100, 999)}",
                 "wifi": lambda: f"Mwangaza@{r.randrange(1000, 9999)}", "link": lambda: f"https://forms.gle/{code(r, 10)}",
                 "policy": lambda: f"PSV/{r.randrange(10, 99)}/{r.randrange(100000, 999999)}", "akaunti": lambda: f"{r.randrange(10**12, 10**13)}",
                 "fare": lambda: self.pesa(f("fare", 6, 15) * 10), "mchango": lambda: self.pesa(f("mchango", 4, 40) * 100),
                 "saa": lambda: self.saa(*divmod(f("saa", 16, 28) * 15, 60)),
                 "mahali": lambda: r.choice(["ofisini Pangani", "Kasarani hall", "Charter Hall", "kanisa la PCEA Kariobangi", "hoteli ya Kenya Comfort",
                                             "stage ya Kencom jioni"]),
                 "diesel": lambda: f"KSh {f('diesel', 160, 185)}.{r.choice(['00', '50', '27', '88'])}", "fee": lambda: self.pesa(f("fee", 2, 12) * 50)}
        return self.maamuzi.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def kati(self) -> str:
        r = self.rng
        t = r.choice(_KATI).format(j=r.choice(_MAJINA), g=r.choice(_MAGARI), s=r.choice(_STAGE))
        if r.random() < 0.3 and t[-1].isalnum():
            t = t[0].upper() + t[1:] + ("?" if t.split()[0].lower() in _MASWALI or t.split()[-1] in ("gani", "wapi", "umefika") else r.choice([".", "!", " 🙏", " 🚐"]))
        return t

    def mpesa(self) -> str:
        r = self.rng
        c = r.choice("RSTU") + code(r, 9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
        amt = grouped(r.randrange(2, 60) * 100, ",")
        when = f"{r.randrange(1, 29)}/{r.choice(['12/26', '1/27', '2/27'])} at {r.randrange(1, 13)}:{r.randrange(0, 60):02d} {r.choice(['AM', 'PM'])}"
        bal = f"{grouped(r.randrange(100, 90000), ',')}.{r.randrange(0, 100):02d}"
        if r.random() < 0.5:
            return (f"{c} Confirmed. Ksh{amt}.00 sent to MWANGAZA SACCO for account {r.choice(_MAGARI).replace(' ', '')} on {when} New M-PESA balance is "
                    f"Ksh{bal}. Transaction cost, Ksh0.00." + r.choice(["", "\nnimelipa", "\nwiki hii"]))
        return (f"{c} Confirmed.You have received Ksh{amt}.00 from {r.choice(['JOSEPH MWANGI', 'ANNE WAIRIMU', 'ALI HASSAN', 'PETER OCHIENG'])} "
                f"07{r.randrange(10, 99)}***{r.randrange(100, 999)} on {when}  New M-PESA balance is Ksh{bal}.")

    def michango(self) -> str:
        r = self.rng
        rows = [f"{n:<11}{g:<10}{grouped(r.choice([1500, 2000, 2500, 2500, 3000, 0]), ','):>6}  {r.choice(['✅', '✅', '✅', '❌', 'nusu'])}"
                for n, g in zip(r.sample(_MAJINA, 6), r.sample(_MAGARI, 6))][:r.randrange(4, 7)]
        return ("MICHANGO YA WIKI (KSh)\n```\nJina       Gari       Kiasi  Status\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nWale hamjalipa tafadhali lipeni", "\n- Mweka Hazina"]))

    def route(self) -> str:
        r = self.rng
        routes = ["46 Kawangware via Yaya", "111 Ngong via Karen", "33 Embakasi via Outer Ring", "58 Buruburu", "125 Rongai via Langata",
                  "Mwembe Tayari – Mtwapa", "Likoni ferry – Ukunda"]
        return "ROUTES ZA LEO:\n" + "\n".join(f"{x}: {', '.join(r.sample(_MAGARI, r.randrange(1, 4)))}" for x in r.sample(routes, r.randrange(3, 6)))

    def ntsa(self) -> str:
        r = self.rng
        return r.choice(["Forwarded:\nNTSA NOTICE: All PSV operators are reminded that vehicles without valid inspection certificates will be impounded. "
                         "Owners are advised to book inspection via the eCitizen portal.",
                         f"*Forwarded*\n@Ma3Route: Heavy traffic on {r.choice(['Mombasa Rd from Cabanas', 'Thika Rd at Roysambu', 'Waiyaki Way at ABC', 'Ngong Rd at Prestige'])} "
                         "towards town. Avoid if you can.",
                         "Forwarded\nKenya Power: scheduled maintenance in Pangani and Ngara tomorrow 9am to 5pm.",
                         "Forwarded: Nairobi County – matatu termini changes effective Monday, see attached."])

    def nukuu(self) -> str:
        r = self.rng
        parts = ["clutch plate", "brake pads", "shock absorbers", "oil + filter", "tyre 195/R15", "alternator", "speed governor calibration"]
        rows = [f"- {p}: {grouped(r.randrange(15, 400) * 100, ',')}" for p in r.sample(parts, r.randrange(2, 5))]
        return f"Quote ya garage ({r.choice(_MAGARI)}):\n" + "\n".join(rows) + f"\nlabour {grouped(r.randrange(10, 60) * 100, ',')}"

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_FUPI), None)), (lambda: (self.kati(), None)), (lambda: (self.mpesa(), None)), (lambda: (self.michango(), None)),
                  (lambda: (self.route(), None)), (lambda: (self.ntsa(), None)), (lambda: (self.nukuu(), None)),
                  (lambda: (ramble(r, _MZEE, 6, " "), None)), (lambda: (letter(r, _MWENYEKITI, sep="\n"), None)), (lambda: (_KUMBUSHO, None)),
                  (lambda: (r.choice(_VIUNGO).format(k=code(r, 11), n=r.randrange(10**6, 10**9)), None)),
                  (lambda: (f"{_ASUBUHI} {self.kati()}", None)), self.picha, self.video, self.sauti]
        weights = [24, 29, 3.5, 2, 2, 2, 1.2, 3, 2, 3.5, 3, 3, 6, 1.8, 5]
        return r.choices(makers, weights)[0]()

    def picha(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "gari imeharibika hapa", "nganya mpya 🔥", "stage leo", "hii ni ajali ya Thika Road", "receipt"]),
                media("photo", f"IMG-2026{r.choice(['12', '01', '02'])}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.jpg", "image/jpeg", r.randrange(60_000, 2_600_000)))

    def video(self) -> Said:
        r = self.rng
        return r.choice(["jam ya leo", "karao wanashika magari", ""]), media("video", f"VID-2026{r.choice(['12', '01', '02'])}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.mp4",
                                                                        "video/mp4", r.randrange(900_000, 28_000_000))

    def sauti(self) -> Said:
        r = self.rng
        if r.random() < 0.3:
            return "", media("sticker", "sticker.webp", "image/webp", r.randrange(8_000, 60_000))
        return r.choice(["", "", "niko kwa gari siwezi kuandika"]), media("voice", f"PTT-2026{r.choice(['12', '01', '02'])}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.opus",
                                                                         "audio/ogg", r.randrange(4_000, 500_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_ASUBUHI} {text}", f"{text}\n\n{_KUMBUSHO}", f"{ramble(r, _MZEE, 4, ' ')} pia {text}",
                         f"Kutoka kwa kikao cha leo:\n1. {text}\n2. {self.kati()}", f"{text} 🚐", f"{self.ntsa()}\n\nPia: {text}",
                         f"{text}\n- Katibu", f"{text} asanteni 🙏"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.056) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    u = _Ushirika(rng)
    people = [f"2547{rng.randrange(10_000_000, 99_999_999)}" for _ in range(rng.randrange(10, 20))]  # Kenyan mobile numbers

    # From the first trip before dawn to the last after dark; quieter on Sundays.
    def gap() -> int:
        return rng.randrange(15, 1600) if rng.random() > 0.1 else rng.randrange(7 * 3600, 30 * 3600)

    voice = Voice(u.maamuzi, u.chatter, u.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
