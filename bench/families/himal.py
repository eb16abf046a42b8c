"""The himal family: the WhatsApp group of a small trekking agency in Lakeside, Pokhara, Nepal, in Nepali (Devanagari and romanized) and English.

Written for batch 20 by a writer who did not read the summarizer, and run on no summarizer when
it was written: a held-out family. "Machhapuchhre Trails & Treks P. Ltd." is an office of two
rooms above a momo shop in Lakeside; its group has the owner (sahuji, Krishna dai), the office
manager who handles bookings and permits, half a dozen guides, a dozen porters and the jeep
driver (Ramesh dai, Nayapul and Kande runs). They write Nepali in Devanagari ("भोलि बिहान ७
बजे अफिसमा आउनु") and, more often, romanized ("bholi 6 baje office aaunu hai dai", "hajur",
"thik cha", "la la"), mixed with English for everything that touches clients and bookings
("client ko flight delay bhayo", "pax confirm"). Digits come in both scripts. Money is "Rs
4500", "Rs. 4,500", "रु ४,५००", "रु १,२०,०००" (lakh grouping), "NPR 4,500", "4.5k", "4500
rupiya", "USD 60", "$60" and "60 dollar"; dates "Mangsir 15", "मंसिर १५", "Poush 3 gate",
"२०८३/०८/१५" (the Nepali calendar), "Dec 1" and "1 Dec"; times "6 baje", "बिहान ७ बजे", "साँझ
५ बजे", "7am", "6:30 baje". Guides write short messages from the trail with bad network, photos
and voice notes; the owner writes long rambling ones about the season, the clients and the
old days; the office manager pastes itineraries, the TIMS/ACAP permit list, the client arrival
list, the porters' wage sheet, Annapurna weather reports and ACAP or NTB notices; links to
TripAdvisor, Google Maps, mountain-forecast, Facebook, Instagram and YouTube. Its facts are said
the office's way ("la final bhayo, Mardi Himal group ko lodge: Forest Camp ma 2 rat 👍",
"Porter ko daily wage yo season Rs 2,200 fix gareko cha", "kasle garcha? crampon haru check
garne 🙏 aja bhitra"), a number's or a date's digits now and then in Devanagari, its probe the
same way.
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from typing import Any

from .common import Chat, Ids, Planted, Planter, Said, Voice, Wording, assemble, code, family_chats, letter, media, ramble, tidied

NAME = "himal"
LANGUAGE = "ne"
# Messages per chat by default: about 20,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

_DEV = str.maketrans("0123456789", "०१२३४५६७८९")


def _dev(text: str) -> str:
    """`text` with its digits in Devanagari."""
    return text.translate(_DEV)


def _lakh(n: int) -> str:
    """`n` grouped the South Asian way: 4,500; 1,20,000; 12,50,000."""
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join(groups + [tail])


_EN_MON = {11: "Nov", 12: "Dec", 1: "Jan", 2: "Feb", 3: "Mar"}
# The Nepali (Bikram Sambat) months of 2083 around this winter, from their first day in AD.
_BS = [(date(2026, 10, 18), 7, "Kartik", "कात्तिक"), (date(2026, 11, 17), 8, "Mangsir", "मंसिर"), (date(2026, 12, 16), 9, "Poush", "पुस"),
       (date(2027, 1, 15), 10, "Magh", "माघ"), (date(2027, 2, 13), 11, "Falgun", "फागुन"), (date(2027, 3, 15), 12, "Chait", "चैत")]

_HIMAL = Wording(
    topics=[("Poon Hill group ko transport", ["Baglung highway ko local bus", "hamro aafnai jeep, Nayapul samma", "bhada ko Hiace, Ulleri samma"]),
            ("Mardi Himal group ko lodge", ["Forest Camp ma 2 rat", "Low Camp ma basne, High Camp day hike", "High Camp ma sidhai"]),
            ("ABC trek ma porter ratio", ["2 client lai 1 porter", "har client lai euta porter", "porter-guide matra, chhuttai porter chaina"]),
            ("हिउँदको अफ सिजन छुट", ["१० प्रतिशत छुट", "छुट नदिने", "group lai matra 15% off"]),
            ("booking ko advance payment", ["50% advance, baki Pokhara aaepachhi", "pura payment arrival ma", "USD 100 deposit matra"]),
            ("staff ko winter bonus", ["ek mahina ko talab barabar", "sabai lai flat Rs 5000", "yo barsa bonus chaina, arko season"]),
            ("Annapurna Circuit group ko route", ["Thorong La katera Muktinath", "Tilicho Lake detour sahit", "Manang samma, ani jeep ma pharkine"]),
            ("guide haru ko uniform jacket", ["Thamel bata fleece jacket", "logo print gareko softshell", "aile lai nalinne, budget chaina"]),
            ("पोर्टरको बीमा", ["Shikhar Insurance बाट", "Sagarmatha Insurance मा renew", "agency ले आधा, porter ले आधा"]),
            ("client ko welcome dinner", ["Thakali Kitchen ma dal bhat set", "Moondance ma continental", "office mai momo party"]),
            ("naya website", ["Wix ma aafai banaune", "Suman ko saathi lai 40k ma dine", "pahile Facebook page nai ramro banaune"])],
    decided=["la final bhayo, {s}: {c} 👍", "sahuji le bhannu bhayo, {s} - {c}. aba change hudaina hai", "ok sabai sanga kura bhayo. {S} → {c}",
             "{S} ko kura: {c} garne nirnay bhayo dai haru", "ल फाइनल: {s} — {c}। यही गरौं।", "Office decision: {s} = {c}. Thik cha sabai lai?",
             "dherai bahas bhayo tara antim ma {s} chai {c} 🙏", "हजुर, {s} बारे सहुजीको निर्णय: {c}"],
    numbers=[("Porter ko daily wage yo season {wage} fix gareko cha", ("Porter ko daily wage", "{wage}")),
             ("ABC package ko rate client lai {usd} per person bhaneko cha", ("ABC package ko rate", "{usd}")),
             ("TIMS card ko fee ahile {fee} per head pugyo", ("TIMS card ko fee", "{fee}")),
             ("ACAP permit को शुल्क अहिले {fee2} छ, विदेशीलाई", ("ACAP permit को शुल्क", "{fee2}")),
             ("Ramesh dai le jeep bhada Kande samma {jeep} maagnu bhayo", ("jeep bhada Kande samma", "{jeep}")),
             ("Mardi group ma total {pax} jana client confirm bhaye", ("Mardi group ma total", "{pax} jana")),
             ("Chhomrong ma dal bhat ko rate {dal} pugecha aba 😳", ("Chhomrong ma dal bhat", "{dal}")),
             ("Germany group le advance pathayo, bank ma {usd2} aayo", ("Germany group le advance", "{usd2}")),
             ("sleeping bag ko rent per day {bag}, down jacket ni tei", ("sleeping bag ko rent", "{bag}")),
             ("guide haru ko tip pool ma yo choti {tip} jamma bhayo", ("tip pool ma yo choti", "{tip}")),
             ("Thorong Phedi ma hijo rati -{deg} degree thiyo re", ("Thorong Phedi ma hijo rati", "-{deg} degree")),
             ("अफिसको भाडा यो महिनादेखि {rent}", ("अफिसको भाडा", "{rent}")),
             ("yo season ma ahile samma {trips} ota trip sakiyo", ("yo season ma ahile samma", "{trips} ota trip")),
             ("MBC ko lodge ma room {room} per night bhanyo", ("MBC ko lodge ma room", "{room}"))],
    dates=[("Australia bata aaune group {dt} ma Pokhara land garcha", ("Australia bata aaune group", "{dt}")),
           ("ABC group ko trek start {dt}, Nayapul bata", ("ABC group ko trek start", "{dt}")),
           ("TIMS counter {dy} {tm} samma matra khulcha re", ("TIMS counter", "{tm}")),
           ("Mardi wala group {dt} ma Siding jharchha, jeep tayar rakhnu", ("Mardi wala group", "{dt}")),
           ("sabai guide ko meeting {dy} {tm}, office ma, nabirsanu", ("sabai guide ko meeting", "{tm}")),
           ("Jomsom ko flight {dt} ko booked bhayo, Circuit group lai", ("Jomsom ko flight", "{dt}")),
           ("first aid ko training {dt} dekhi 3 din, sabai guide aaunu", ("first aid ko training", "{dt}")),
           ("porter haru ko talab {nd} bhitra dinchhu bhannu bhayo sahuji le", ("porter haru ko talab", "{nd}")),
           ("Dutch couple ko Ghandruk trek {dt} bata suru", ("Dutch couple ko Ghandruk trek", "{dt}")),
           ("जीप सर्भिसिङमा {dy} {tm} लैजाने", ("जीप सर्भिसिङमा", "{tm}")),
           ("Korea ko group ko Kathmandu bus {dt} {tm}, Tourist Bus Park bata", ("Korea ko group ko Kathmandu bus", "{dt}")),
           ("ACAP office ma report garne last date {nd}", ("ACAP office ma report garne", "{nd}"))],
    people=["Pasang Gurung", "Bishnu Thapa Magar", "Tek Bahadur Pun", "Sita Gurung", "Ngima Sherpa", "Dil Kumari Rai", "Kamal Adhikari",
            "Sunita Tamang", "Hari Pariyar", "Mingmar Lama", "Prem Ghale", "Anjali Subedi", "Rabin KC", "Dawa Tamang"],
    roles=[("Mardi group ko lead guide {p} dai hunuhuncha, client lai bhanidinu", "Mardi group ko lead guide"),
           ("aba dekhi office ko accounts {p} le herchin, bill haru uhaan lai dinu", "office ko accounts"),
           ("ABC group को porter sardar {p} हो, porter को कुरा उहाँसँग", "porter sardar"),
           ("Naya trainee guide: {p}, Lamjung bata aako, sikaidinu hai", "trainee guide"),
           ("German bolne guide chahiyo bhane {p} lai phone garnu", "German bolne guide"),
           ("Insta ra Facebook page aba {p} le chalaucha 📸", "Insta ra Facebook page"),
           ("बुकिङ इमेलको जवाफ दिने जिम्मा {p} को", "बुकिङ इमेलको जवाफ"),
           ("oxygen cylinder ra first aid box ko jimma {p} ko", "oxygen cylinder ra first aid box"),
           ("Circuit group ko cook {p} bhai, kitchen saman uhaan sanga", "Circuit group ko cook"),
           ("store room ko chabi {p} sanga huncha, maagnu", "store room ko chabi"),
           ("naya office assistant {p}, Monday dekhi join", "naya office assistant"),
           ("client haru ko airport receive {p} le garcha yo hapta", "airport receive")],
    tasks=["Sarangkot ko photo haru website ma upload garne", "TIMS card ko photocopy 3 copy nikalne", "Tadapani ko lodge lai booking confirm phone garne",
           "jeep ko pachhadi ko tyre puncture banaune", "sleeping bag haru dhune ra gham ma sukaune", "ACAP office bata naya permit form lyaune",
           "Spain ko client lai invoice pathaune", "अफिसको ग्यास सिलिन्डर भर्ने", "porter haru ko insurance paper collect garne",
           "office ko internet bill tirne", "crampon haru check garne", "TripAdvisor ko naya review ko reply lekhne",
           "Bagar bus park bata client ko jhola lyaune", "pahilo aid kit ma Diamox thapne"],
    asked=["kasle garcha? {a} 🙏 aja bhitra", "{a} — yo kaam ajhai baaki cha hai, koi free cha?", "कसैले {a} गरिदिनु पर्‍यो, म Kathmandu मा छु",
           "reminder: {a}, ahile samma kasaile gareko chaina", "bhai haru, {a} ko lagi euta manche chahiyo", "sahuji bhannu hunthyo {a} garnu paryo, ko free?",
           "{a} pending cha 😩 bholi samma bhayena bhane gadbad"],
    edits=[("Office ko eSewa number: {x}", "Office ko eSewa number: {y} (aghi ko galat thiyo sorry)", "Office ko eSewa number", "tel"),
           ("Nabil Bank ko account no: {x}", "Nabil Bank ko account no: {y} — sorry ek digit milena", "Nabil Bank ko account no", "acct"),
           ("Client ko flight no. {x}, Kathmandu-Pokhara", "Client ko flight no. {y}, Kathmandu-Pokhara (yo sahi ho)", "Client ko flight no.", "flight"),
           ("Store ko tala ko code {x}", "Store ko tala ko code {y}, milayera rakhnu", "Store ko tala ko code", "pin"),
           ("Office wifi password: {x}", "Office wifi password: {y} ✅", "Office wifi password", "wifi"),
           ("Client feedback form link: {x}", "Client feedback form link: {y} (pahilo wala khulena)", "Client feedback form link", "link"),
           ("हाम्रो जीपको नम्बर {x}", "हाम्रो जीपको नम्बर {y}, permit form मा यही लेख्नु", "हाम्रो जीपको नम्बर", "plate"),
           ("Hotel ko reservation code: {x}", "Hotel ko reservation code: {y}", "Hotel ko reservation code", "res")],
    changes=[("Client briefing bholi {x} ma office ma", ["Client briefing ko time change bhayo: {y}", "sorry dai haru, client briefing {y} ma garam"],
              "client briefing", "hour"),
             ("Porter lai advance {x} dine", ["Porter lai advance {y} matra dine, sahuji le bhannu bhayo", "hoina hoina, porter lai advance {y} dine"],
              "porter lai advance", "rs"),
             ("Kande jane jeep {x} ma chhutcha", ["Kande jane jeep {y} ma chhutcha aba, Ramesh dai ko kaam pare cha", "update: Kande jane jeep {y}"],
              "Kande jane jeep", "hour"),
             ("UK group lai {x} ma rakhne", ["UK group lai chai {y} ma rakhne, room milena", "change: UK group lai {y} ma rakhne"],
              "UK group lai", "hotel"),
             ("Circuit group Besisahar tira {x} ma hidcha", ["Circuit group Besisahar tira {y} ma hidcha, permit dhilo bhayo", "Circuit group Besisahar tira {y} ma matra"],
              "Circuit group Besisahar tira", "date"),
             ("Guide ko per day rate {x}", ["Guide ko per day rate {y} garne, sahuji sanga kura bhayo", "milayeko: guide ko per day rate {y}"],
              "guide ko per day rate", "rs"),
             ("Poon Hill group ko pickup point {x}", ["Poon Hill group ko pickup point {y} ma sariyo", "pickup change! Poon Hill group ko pickup point {y}"],
              "Poon Hill group ko pickup point", "place"),
             ("स्टाफ पिकनिक {x} मा", ["स्टाफ पिकनिक {y} मा सर्‍यो", "स्टाफ पिकनिक {y} मा, पहिलेको रद्द"], "स्टाफ पिकनिक", "date")])

# The chatter: names and places it mentions (never a fact's person).
_NAAM = ["Ramesh dai", "Suman", "Krishna dai", "Bikash", "Lakpa", "Dipak bhai", "Maya didi", "Binod", "Aarati", "Nabin", "Chhiring", "Kaji dai",
         "Santosh", "Bimala", "Raju", "Gopal dai"]
_THAU = ["Ghandruk", "Deurali", "MBC", "Landruk", "Ulleri", "Sinuwa", "Manang", "Lakeside", "Hemja", "Sarangkot", "Dhampus", "Bamboo",
         "Dovan", "Jhinu", "Tikhedhunga", "Pitam Deurali", "Birethanti"]
_CHHOTO = ["ok dai", "hajur", "thik cha", "हुन्छ", "👍", "👍👍", "la thik cha", "la la", "aaudai chu", "5 min", "k cha?", "sanchai", "🙏", "🙏🙏",
           "haha", "😂😂", "दाइ कता?", "pugen", "ok sir", "noted", "bholi bhetaula", "hunchha hunchha", "khana khanu bhayo?", "namaste 🙏",
           "शुभ प्रभात ☀️", "शुभ रात्रि", "ए ठीक छ", "ho ra?", "aaile?", "ma ni", "thank u dai", "dhanyabad", "hoina", "ahh", "network chaina",
           "battery low 🪫", "ok", "OK", "hmm", "ए हो", "thikai cha", "dai call garnu ta", "missed call thiyo", "la", "hajur dai", "आउँदैछु",
           "sorry late bhayo", "😅", "🔥🔥", "❤️", "wow", "ramro", "ekdam ramro", "jhyau lagyo 😴", "jam", "jaam la", "ho ni", "kina?", "kasari?",
           "aile busy chu", "paxi phone garchu", "👌", "ekchin", "हस्", "hass", "mero pani", "same", "tei ta", "bujhena", "feri pathau na",
           "ok ok", "gayo", "arrived", "client khusi 😊", "hiun pariracha ❄️", "chiso cha yar 🥶", "Happy birthday dai 🎂🎉"]
_BICH = ["{n}, {w} pugyau?", "{w} ma network ekdam slow cha, photo jadaina", "hijo {w} ma hiun pareko raicha ❄️", "{n} ko phone lagena, kasai sanga arko number cha?",
         "client le momo khana man garyo, Lakeside ma kun thau ramro hola?", "{w} ko bato ma pahiro gayecha re, hidne bato matra khula", "aaja Phewa ma boating garera client haru dherai khusi",
         "{n} bhai le Machhapuchhre ko photo pathayo 🔥", "ghar jane bus ma seat paiyena yar", "bijuli gayo feri, inverter ni sakiyo", "{w} ko dal bhat ekdam mitho, dobbar khayo client le",
         "bato bigreko cha, jeep ekdam bistari", "ma ali late huncha, Chipledhunga ma jam", "{n} lai bhandinu na mero charger lyaidinu", "client ko ghunda dukhyo, {w} ma ek din rest garchhau",
         "{w} ma lodge sab full re, tent lagaunu parchha ki kya ho", "aaja sunrise clear thiyo, Dhaulagiri dekhiyo 😍", "kasko jhola office ma chhutyo? rato wala",
         "{n} dai, tapai ko client ko passport photocopy malai chahiyo", "malai ni euta porter chahiyo arko hapta, kohi chinnu huncha?", "{w} ma jukha dherai cha re, namak bokeko ramro",
         "client le tip ramro diyo, khusi bhayo bhai haru", "dollar ko rate kati chalirako aaja?", "{n} ko bihe kaile ho? card aayo?", "yo hapta ta ekdam busy, 3 ota group sangai",
         "{w} ma wifi paisa tirnu parchha, 300 maagyo", "sabai le aafno ration card jasto permit ko copy rakhnu hai", "Kathmandu ma ta hartal re, bus chaldaina ki?",
         "{n} lai jwaro aayo, aaja aaudaina office", "ramro trekking boot kaha paincha sasto ma?", "client le yak cheese kinna khojyo, {w} ma paincha?",
         "{w} dekhi tala jharyau? ma Siding tira", "office ko printer feri bigryo 😤", "Lakeside ma naya cafe khulyo, coffee mitho", "kasaile mero head torch dekhnu bhako?"]
_PRASNA = {"k", "kati", "kaha", "kasko", "kasle", "kina", "kasari", "kun", "kaile", "ke", "ramro", "malai"}
_YUWA = ["bro aaja ta full vibe 🏔️", "pics pathau na", "insta ma story haleko chu hera", "ekdam lit thiyo sunrise 🔥🔥", "dai ma ni jana paye hunthyo",
         "lol client le dal bhat lai 'lentil soup' bhanyo 😂", "reels banau na yar", "tiktok ma viral bhayo re hamro video", "ghar jaana man lagyo 😭",
         "kasle mero earphone lagyo", "yo porter life ho dai 💪", "gf le phone utha6aina 😅", "wifi ko password k ho yar"]
_SAHUJI = ["bhai haru sabai lai namaste", "ma 2052 sal dekhi yo line ma chu porter bata suru gareko", "tyo bela TIMS pani thiena, permit ta Kathmandu mai banauna jannu parthyo",
           "aile ta sajilo bhayo road pugyo Ghandruk samma tara trekking ko maja ghatyo", "client haru ko ijjat garnu, hami Nepal ko anuhar ho",
           "paisa ko lagi matra kaam nagarnu, client surakshit pharkanu pahilo kura", "gaye season ma 2 ota group le Google ma ramro review diyeko thiyo tei le booking badhyo",
           "hiunde season ma sabai le jacket glove sab bokera hidnu, chiso lagyo bhane bimar huncha", "bato ma raksi na khanu, client le dekhyo bhane naramro",
           "arko barsa dekhi hami le Manaslu ni suru garne soch cha", "covid ko bela ma ta office nai banda garnu parne bhako thiyo, yaad cha ni",
           "aba chai kaam ramro huncha jasto cha, Europe bata enquiry dherai aairako cha", "guide haru le English ramro sikhnu, German French ni sikyo bhane jhan ramro",
           "ma ali budho bhaye aba, tapai haru nai ho yo company ko bhabisya", "dhanyabad sabai lai, lamo lekhe sorry 🙏"]
_SUCHANA = ["📢 सूचना", "अन्नपूर्ण संरक्षण क्षेत्र परियोजना (ACAP) को सूचना अनुसार, सबै पदयात्रीले चेकपोस्टमा अनिवार्य रूपमा अनुमतिपत्र देखाउनुपर्नेछ।",
            "Trekkers without a licensed guide are not allowed in the Annapurna region as per NTB rules.", "प्लास्टिकका बोतल फाल्न पाइने छैन, फोहोर फिर्ता ल्याउनुहोला।",
            "हिउँ र पहिरोको जोखिम भएकाले बेलुकी ४ बजेपछि हिँड्न निषेध गरिएको छ।", "Please carry your permit card at all times; it will be checked at Ghandruk, Chhomrong and Deurali.",
            "पदयात्री तथा गाइडहरूको सुरक्षाको लागि सबैलाई अनुरोध छ।", "— नेपाल पर्यटन बोर्ड, पोखरा"]
_OFFICE = ("📌 OFFICE REMINDER: Client ko passport copy, 2 ota passport size photo ra travel insurance paper nalyai permit banna sakdaina. "
           "Booking confirm garda advance receipt pani WhatsApp ma pathaunu hai. पैसा नगद लिँदा रसिद अनिवार्य! — Office")
_LINKS = ["https://www.tripadvisor.com/ShowUserReviews-g293890-d{n}-r{m}.html naya review aayo 5 star ⭐", "https://maps.app.goo.gl/{k} yo lodge ko location",
          "https://www.mountain-forecast.com/peaks/Annapurna/forecasts/8091 forecast hera yo hapta", "https://www.facebook.com/share/p/{k}/ hamro page ma post gareko",
          "https://youtu.be/{k} Mardi trek ko video, client le banako 🔥", "https://www.instagram.com/p/{k}/ client le tag garyo",
          "https://www.booking.com/hotel/np/{k}.html yo hotel kasto cha?", "https://www.mountain-forecast.com/peaks/Machapuchare/forecasts/6993",
          "https://www.nepalimmigration.gov.np/ visa extension ko lagi yo site", "https://maps.app.goo.gl/{k} Kande ko jeep parking yaha"]
_BOT = ["Noted 👍", "टिपेँ।", "Voice note sunna mildaina, text ma pathaunu na 🙏", "Hajur, record gare.", "Reminder rakhchu."]
_HOTEL = ["Hotel Middle Path", "Temple Tree Resort", "Hotel Landmark", "Kuti Resort", "Hotel Pokhara Grande", "Fewa Paradise", "Hotel Orchid", "Lake Star Hotel"]
_PICKUP = ["Hallan Chowk", "Damside ko chautari", "Prithvi Chowk", "Mahendrapul", "Zero Kilometer", "Baidam ko gate", "Basundhara Park", "Srijana Chowk"]
_GUEST_HOTEL = ["Hotel Barahi", "Trekkers Inn", "Butterfly Lodge", "Hotel Lakeside Retreat", "Mountain Glory", "Hostel Pokhara"]
_CLIENT = ["Müller", "Smith", "Jansen", "Rossi", "Kim", "Dubois", "García", "O'Brien", "Novak", "Tanaka", "Larsen", "Cohen", "Schmidt", "Wilson"]
_LAND = ["Germany", "UK", "Netherlands", "Italy", "Korea", "France", "Spain", "Ireland", "Czech", "Japan", "Denmark", "Israel", "USA", "Australia"]
_PORTER = ["Dil Bahadur", "Ram Bdr", "Kaji", "Mane", "Sanu Bhai", "Dambar", "Bir Bahadur", "Tul Bahadur", "Hom", "Lal Bdr"]


class _Himal:
    """One chat's draws and the agency's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.himal = Planter(rng, _HIMAL, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it; a number's or a date's digits in Devanagari now and
        then (its probe the same way, so it still matches)."""
        p = self.himal(kind)
        if p is None or kind not in ("number", "date/time") or self.rng.random() >= 0.2:
            return p
        text, probe, _ = p
        return _dev(text), tuple(_dev(x) for x in probe), None

    # -- formats ----------------------------------------------------------------------------

    def rs(self, n: int) -> str:
        """Rupees: "Rs 4500", "Rs. 4,500", "रु ४,५००", "NPR 4,500", "4.5k", "4500 rupiya"."""
        r = self.rng
        ways = [f"Rs {n}", f"Rs. {_lakh(n)}", f"रु {_dev(_lakh(n))}", f"रु. {n}", f"NPR {_lakh(n)}", f"{n} rupiya", f"Rs {_lakh(n)}"]
        if n % 100 == 0 and 1000 <= n < 100_000:
            ways += [f"{n / 1000:g}k", f"{n / 1000:g}k"]
        return r.choice(ways)

    def usd(self, n: int) -> str:
        return self.rng.choice([f"USD {n}", f"${n}", f"{n} dollar", f"US$ {n}", f"USD {n}"])

    def din(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def bs(self, d: date) -> tuple[int, str, str, int]:
        """The Nepali year's month (number, romanized, Devanagari) and day of `d`."""
        for start, num, rom, dev in reversed(_BS):
            if d >= start:
                return num, rom, dev, (d - start).days + 1
        raise ValueError(d)

    def dt(self, n: int) -> str:
        """A date: "Mangsir 15", "मंसिर १५", "Poush 3 gate", "२०८३/०८/१५", "Dec 1", "1 Dec"."""
        d = self.din(n)
        num, rom, dev, day = self.bs(d)
        return self.rng.choice([f"{rom} {day}", f"{dev} {_dev(str(day))}", f"{rom} {day} gate", _dev(f"2083/{num:02d}/{day:02d}"),
                                f"{_EN_MON[d.month]} {d.day}", f"{d.day} {_EN_MON[d.month]}", f"{rom} {day} ({_EN_MON[d.month]} {d.day})"])

    def nd(self, n: int) -> str:
        """A deadline: "Poush 10 gate", "२०८३/०९/१०", "Dec 25"."""
        d = self.din(n)
        num, rom, _, day = self.bs(d)
        return self.rng.choice([f"{rom} {day} gate", _dev(f"2083/{num:02d}/{day:02d}"), f"{_EN_MON[d.month]} {d.day}", f"2083-{num:02d}-{day:02d}"])

    def samay(self, h: int, half: bool = False) -> str:
        """A time: "6 baje", "बिहान ७ बजे", "साँझ ५ बजे", "7am", "6:30 baje"."""
        r = self.rng
        h12 = h if h <= 12 else h - 12
        ampm = "am" if h < 12 else "pm"
        part = "बिहान" if h < 12 else ("दिउँसो" if h < 16 else "साँझ")
        if half:
            return r.choice([f"{h12}:30 baje", f"{h12}:30{ampm}", f"{part} {_dev(f'{h12}:30')} बजे", f"sadhe {h12} baje"])
        return r.choice([f"{h12} baje", f"{part} {_dev(str(h12))} बजे", f"{h12}{ampm}", f"{h12} {ampm.upper()}", f"{h12}:00 baje"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.himal.fresh
        slots = {"wage": lambda: self.rs(f("wage", 30, 80) * 50), "usd": lambda: self.usd(f("usd", 45, 160) * 10),
                 "fee": lambda: self.rs(f("fee", 8, 40) * 100), "fee2": lambda: self.rs(f("fee2", 20, 60) * 100),
                 "jeep": lambda: self.rs(f("jeep", 25, 90) * 100), "pax": lambda: str(f("pax", 3, 19)),
                 "dal": lambda: self.rs(f("dal", 45, 120) * 10), "usd2": lambda: self.usd(f("usd2", 30, 400) * 10 + r.choice([0, 0, 5])),
                 "bag": lambda: self.rs(f("bag", 10, 40) * 10), "tip": lambda: self.rs(f("tip", 80, 600) * 100 + r.choice([0, 0, 50])),
                 "deg": lambda: str(f("deg", 8, 28)), "rent": lambda: self.rs(f("rent", 25, 90) * 1000),
                 "trips": lambda: str(f("trips", 12, 70)), "room": lambda: self.rs(f("room", 5, 30) * 100),
                 "dt": lambda: self.dt(f("d", 0, 100)), "nd": lambda: self.nd(f("d", 0, 100)),
                 "tm": lambda: self.samay(f("h", 6, 19), r.random() < 0.25),
                 "dy": lambda: r.choice(["bholi", "parsi", "भोलि", "आइतबार", "Sunday", "sombar", "मंगलबार", "Friday", "shukrabar"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.himal.fresh

        def tel() -> str:
            a, b = r.choice(["984", "985", "986", "980", "981", "982", "974"]), r.randrange(10**6, 10**7)
            return r.choice([f"{a}{b}", f"+977 {a}-{b}", f"{a}-{b}", _dev(f"{a}{b}")])

        def hour() -> str:
            h, half = divmod(f("hour", 12, 40), 2)
            return self.samay(h, bool(half))

        def plate() -> str:
            a, b = r.randrange(1, 4), r.randrange(1000, 10000)
            return r.choice([f"Ga {a} Ja {b}", f"GA {a} JA {b}", f"ग {_dev(str(a))} ज {_dev(str(b))}", f"Gandaki 01-00{a} Ja {b}"])

        draws = {"tel": tel, "acct": lambda: f"0{r.randrange(10, 100)}0{r.randrange(10**10, 10**11)}",
                 "flight": lambda: f"{r.choice(['YT', 'U4', 'H9', 'S9'])} {r.randrange(600, 1000)}",
                 "pin": lambda: str(r.randrange(1000, 10000)),
                 "wifi": lambda: r.choice([f"Himal_{code(r, 5)}", f"pokhara{r.randrange(1000, 100000)}", f"MTT@{r.randrange(100, 1000)}{code(r, 2)}"]),
                 "link": lambda: r.choice([f"https://forms.gle/{code(r, 10)}", f"https://docs.google.com/forms/d/e/{code(r, 16)}/viewform"]),
                 "plate": plate, "res": lambda: f"{r.choice(['LKS', 'PKR', 'HMP'])}-{code(r, 6, '23456789ABCDEFGHJKMNPQRSTUVWXYZ')}",
                 "hour": hour, "rs": lambda: self.rs(f("rsx", 10, 90) * 100), "hotel": lambda: r.choice(_HOTEL), "place": lambda: r.choice(_PICKUP),
                 "date": lambda: self.dt(f("d", 0, 100))}
        return self.himal.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def bich(self) -> str:
        r = self.rng
        said = r.choice(_BICH).format(n=r.choice(_NAAM), w=r.choice(_THAU))
        if r.random() < 0.15:
            more = r.choice(_BICH).format(n=r.choice(_NAAM), w=r.choice(_THAU))
            said += r.choice([". ", " ani ", ", arko kura "]) + more[0].lower() + more[1:]
        return tidied(r, said, 0.35, _PRASNA, [".", "!", " 🙏", "...", " 😅", ""])

    def itinerary(self) -> str:
        """A trek itinerary, as the office pastes it for a client."""
        r = self.rng
        trek = r.choice([
            ["Pokhara – Nayapul (drive) – Tikhedhunga 1540m", "Tikhedhunga – Ulleri – Ghorepani 2860m", "Poon Hill sunrise 3210m – Tadapani 2630m",
             "Tadapani – Ghandruk 1940m", "Ghandruk – Nayapul – Pokhara"],
            ["Pokhara – Kande (drive) – Forest Camp 2550m", "Forest Camp – Low Camp 2970m", "Low Camp – High Camp 3580m",
             "High Camp – Mardi Base Camp 4500m – High Camp", "High Camp – Siding – Pokhara"],
            ["Pokhara – Jhinu Danda 1780m", "Jhinu – Chhomrong – Bamboo 2310m", "Bamboo – Deurali 3230m", "Deurali – MBC – ABC 4130m",
             "ABC – Bamboo", "Bamboo – Jhinu (hot spring)", "Jhinu – Pokhara"]])
        head = r.choice(["ITINERARY", "Trek plan", "यात्रा तालिका", "Itinerary (final)"])
        client = f"{r.choice(_CLIENT)} x{r.randrange(1, 7)}"
        return f"{head} – {client}\n" + "\n".join(f"Day {i + 1}: {d}" for i, d in enumerate(trek)) + r.choice(["", "\nInclude: guide, porter, teahouse, permits", "\n*subject to weather"])

    def permits(self) -> str:
        """The TIMS/ACAP permit list."""
        r = self.rng
        rows = []
        for i, name in enumerate(r.sample(_CLIENT, r.randrange(3, 7))):
            rows.append(f"{i + 1}. {name} ({r.choice(_LAND)}) – PP {code(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{r.randrange(10**6, 10**7)} – ACAP {r.choice(['✅', '✅', '❌'])} TIMS {r.choice(['✅', '✅', 'pending'])}")
        return r.choice(["PERMIT LIST (ACAP + TIMS)", "पर्मिट लिस्ट", "Permits for tomorrow"]) + "\n" + "\n".join(rows) + r.choice(["", "\nphoto 2 ota chahincha", "\nbaki bholi"])

    def mausam(self) -> str:
        """An Annapurna weather report."""
        r = self.rng
        lines = [f"{p}: {r.choice(['☀️', '⛅', '🌨️', '❄️', '🌫️'])} {r.randrange(-22, 12)}°C, wind {r.randrange(5, 60)} km/h"
                 for p in r.sample(["ABC 4130m", "MBC 3700m", "Thorong La 5416m", "Ghorepani 2860m", "Mardi High Camp 3580m", "Manang 3519m"], 4)]
        return (r.choice(["Annapurna weather (mountain-forecast)", "मौसम अपडेट 🏔️", "Weather next 3 days"]) + "\n" + "\n".join(lines)
                + r.choice(["", f"\nsnow {r.randrange(2, 40)} cm expected above 3500m", "\nbiheni clear, diuso badal"]))

    def arrivals(self) -> str:
        """The client arrival list."""
        r = self.rng
        rows = [f"{self.dt(r.randrange(0, 60))} – {name} ({r.choice(_LAND)}, {r.randrange(1, 6)} pax) – {r.choice(_GUEST_HOTEL)}"
                for name in r.sample(_CLIENT, r.randrange(3, 6))]
        return r.choice(["ARRIVALS", "Client arrival list", "यो हप्ता आउने क्लाइन्ट"]) + "\n" + "\n".join(rows)

    def jyala(self) -> str:
        """The porters' wage sheet."""
        r = self.rng
        days, rate = r.randrange(4, 13), r.randrange(30, 80) * 50
        rows = [f"{p}: {days} x {rate} = {days * rate:,}" for p in r.sample(_PORTER, r.randrange(3, 6))]
        return (r.choice(["PORTER PAYMENT", "पोर्टर ज्याला", "Porter wage sheet"]) + f" – {r.choice(['Mardi', 'Poon Hill', 'ABC', 'Circuit', 'Khopra'])} trek\n"
                + "\n".join(rows) + r.choice(["", "\nsab cash ma diye ✅", "\nsignature baki"]))

    def jhuto(self) -> str:
        """Fact-like chatter that plants nothing."""
        r = self.rng
        return r.choice([f"ma {self.dt(r.randrange(0, 80))} ma ghar janchu, 3 din chhutti", f"Thamel ma gloves {self.rs(r.randrange(5, 20) * 100)} ma painchha",
                         f"{r.choice(_NAAM)} ko birthday {self.dt(r.randrange(0, 80))} ma 🎂", f"bus ticket Kathmandu ko {self.rs(r.randrange(8, 20) * 100)} rahecha",
                         f"{r.choice(_NAAM)} {self.samay(r.randrange(7, 19))} samma Lakeside ma huncha", f"hijo {r.randrange(2, 9)} ghanta hidyau, ekdam thakai",
                         f"mero phone {self.rs(r.randrange(15, 60) * 1000)} ma bechdinchu kohi line?", f"{r.randrange(2, 6)} ota client Sarangkot paragliding gaye",
                         f"dollar ko rate {r.randrange(132, 140)} chalirako", f"{self.samay(r.randrange(5, 8))} uthera sunrise hernu paryo client lai",
                         f"taxi le airport bata {self.rs(r.randrange(4, 12) * 100)} liyo", f"{r.choice(_THAU)} ma {r.randrange(10, 40)} cm hiun"])

    def photo(self) -> Said:
        r = self.rng
        d = self.din(r.randrange(0, 100))
        return (r.choice(["", "", "Machhapuchhre 🏔️", "ABC bata 🙏", "client sanga group photo", "bato ko halat hera", "hiun 😍", "yo lodge ko room",
                          "permit ko photo", "receipt"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(60_000, 4_000_000)))

    def arko(self) -> Said:
        r = self.rng
        d = self.din(r.randrange(0, 100))
        kind = r.choice(["video", "voice", "voice", "voice", "sticker", "document"])
        if kind == "video":
            return (r.choice(["", "sunrise timelapse", "hiun pardai cha"]), media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(900_000, 40_000_000)))
        if kind == "voice":
            return (r.choice(["", "", "network kharab, voice pathaye", "suna hai dai"]), media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(8_000, 900_000)))
        if kind == "sticker":
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        name, text = r.choice([("Itinerary_Mardi_Himal.pdf", "client lai pathako"), ("Invoice_MTT.pdf", "invoice"), ("Porter_list.xlsx", ""),
                               ("ACAP_form.pdf", "form yei ho"), ("Price_list_2026.pdf", "naya price list")])
        mime = "application/pdf" if name.endswith("pdf") else "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        return text, media("document", name, mime, r.randrange(30_000, 2_500_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (r.choice(_CHHOTO), None)), (lambda: (self.bich(), None)), (lambda: (r.choice(_YUWA), None)),
            (lambda: (self.itinerary(), None)), (lambda: (self.permits(), None)), (lambda: (self.mausam(), None)), (lambda: (self.arrivals(), None)),
            (lambda: (self.jyala(), None)), (lambda: (ramble(r, _SAHUJI, 5, " "), None)), (lambda: (letter(r, _SUCHANA, sep="\n"), None)),
            (lambda: (_OFFICE, None)), (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**6, 10**8), m=r.randrange(10**8, 10**9)), None)),
            (lambda: (f"Namaste dai haru 🙏 {self.bich()}", None)), (lambda: (self.jhuto(), None)), self.photo, self.arko]
        weights = [26, 30, 7, 1.4, 1.4, 1.6, 1.2, 1.2, 3.5, 1.5, 2, 2.5, 2.5, 7, 6, 6]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"Namaste dai haru 🙏 {text}", f"{text}\n\n{_OFFICE}", f"{ramble(r, _SAHUJI, 3, ' ')} ani {text}",
                         f"aaja ko kura:\n1. {text}\n2. {self.bich()}", f"{text} 🙏", f"{text}\n— Office", f"Important! {text}",
                         f"{text}\nnetwork nabhako guide lai pani bhanidinu hai", f"📌 {text}", f"{text} dhanyabad."])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    h = _Himal(rng)
    people = [f"977{rng.choice(['984', '985', '986', '980', '981', '982', '974'])}{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(10, 25))]

    # A trekking season: early mornings and evenings busy, long silences while guides are out of network.
    def gap() -> int:
        return rng.randrange(15, 2400) if rng.random() > 0.1 else rng.randrange(3 * 3600, 20 * 3600)

    voice = Voice(h.plant, h.chatter, h.wrap, 0.25, lambda: rng.choice(_BOT), 0.03, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
