"""The malli family: the WhatsApp group of a jasmine (malli) wholesale commission agent's stall in Madurai's Mattuthavani flower market, in Tamil.

Written for batch 13, while weixin, bazaar and barangay (batch 12) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. ஸ்ரீ மீனாட்சி மலர் கமிஷன் மண்டி,
shop no. 47 in the Mattuthavani flower market (மாட்டுத்தாவணி மலர் வணிக வளாகம்), buys jasmine, mullai,
pichi and kanakambaram from growers of the villages around Madurai (Usilampatti, Cholavandan,
Thirumangalam, Melur, Nilakottai) at the small-hours auction, on a 10% commission, and sends it on by
lorry to Chennai's Koyambedu, by bus parcel to Bangalore and by air cargo to Dubai and Singapore; the
owner, his accountant, the young loading and weighing boys (the "pasanga"), the garland-tying women
and some growers share one group. The owner, ச. பழனிசாமி, writes formal Tamil notices that open
with "அன்புள்ள விவசாய பெருமக்களுக்கும் வியாபார நண்பர்களுக்கும் வணக்கம் 🙏" and are signed
"இப்படிக்கு, ச. பழனிசாமி, உரிமையாளர்"; the helpers write short Tanglish, romanized Tamil in lower
case ("anne truck vandhuchu", "GPay panniten", "seri ne", "5 min la varen") with English words and
no punctuation; the growers write at length in spoken Madurai Tamil ("வரோம்", "போச்சு", "அண்ணே")
without a single punctuation mark, about rain, picking before dawn and the price they were given.
The owner's same reminder against sprinkling water on the sacks before weighing (and against credit)
comes again and again, and "காலை வணக்கம் 🌼" opens many a message. Pasted into the chat: the day's
auction price board, the lorry's loading list, the cold room's temperature log, UPI and bank
credit SMSes (GPay, Indian Bank, SBI, TMB), the traders' association circular, temple and wedding
orders for the festival season (Karthigai Deepam, Margazhi, Vaikunta Ekadasi, Pongal), a forwarded
rain warning; links to maps.app.goo.gl, wa.me, YouTube, Instagram reels, Google Drive and the news;
photos, videos, voice notes, stickers and PDF or Excel documents. Money is "₹850/கிலோ", "₹12,450",
"Rs.850", "Rs.1,450/-", "850 ரூபாய்", "12 ஆயிரம்" and "1.2 லட்சம்" (lakhs grouped the Indian way,
"₹1,24,500"); times "அதிகாலை 4 மணி", "காலை 5.30 மணி", "4am", "4:30 AM" and "21:30"; dates
"டிசம்பர் 14", "14/12", "14-12-2026", "சனிக்கிழமை" and the Tamil month's day ("மார்கழி 1").
Its facts are said the stall's way ("📌 முதலாளி முடிவு: சென்னை லோடு அனுப்புற வழி → KPN பஸ் பார்சல்ல",
"க. செல்வகுமார் தான் நம்ம புது கணக்குப்பிள்ளை").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "malli"
LANGUAGE = "ta"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 350

_KILAMAI = ["திங்கள்கிழமை", "செவ்வாய்க்கிழமை", "புதன்கிழமை", "வியாழக்கிழமை", "வெள்ளிக்கிழமை", "சனிக்கிழமை", "ஞாயிற்றுக்கிழமை"]
_MAADHAM = {12: "டிசம்பர்", 1: "ஜனவரி", 2: "பிப்ரவரி", 3: "மார்ச்"}
_MON = {12: "Dec", 1: "Jan", 2: "Feb", 3: "Mar"}  # as bank SMSes write them (no locale)
# The first day of each Tamil month in the winter of 2026-27 (Karthigai to Panguni).
_TAMIL_MAADHAM = [(date(2026, 11, 17), "கார்த்திகை"), (date(2026, 12, 16), "மார்கழி"), (date(2027, 1, 14), "தை"), (date(2027, 2, 13), "மாசி"),
                  (date(2027, 3, 15), "பங்குனி")]
# Helpers, growers and drivers as the chatter names them (never a fact's person).
_PER = ["மணி", "கண்ணன்", "சூர்யா", "வேலு", "ராஜா", "பிரபு", "செல்வி அக்கா", "முனியாண்டி", "கருப்பு", "Santhosh", "Vignesh", "Bala", "Ajith"]
_OOR = ["உசிலம்பட்டி", "சோழவந்தான்", "திருமங்கலம்", "மேலூர்", "நிலக்கோட்டை", "கொட்டாம்பட்டி", "வாடிப்பட்டி", "பேரையூர்", "அலங்காநல்லூர்", "Thenur"]
_OOR_EN = ["Usilampatti", "Cholavandan", "Thirumangalam", "Melur", "Nilakottai", "Vadipatti", "Alanganallur", "Peraiyur"]
_SMS_NAMES = ["MURUGESAN P", "SELVI R", "KARUPPASAMY M", "RAMAR K", "ANBU S", "PANDI V", "LAKSHMI N", "SEENIVASAN A", "VELMURUGAN T"]

_MANDI = Wording(
    topics=[("சென்னை லோடு அனுப்புற வழி", ["இனி ரயில் பார்சல்ல", "நம்ம சொந்த Tata Ace-ல", "KPN பஸ் பார்சல்ல"]),
            ("மார்கழி மாச கோவில் ஆர்டர்", ["மீனாட்சி அம்மன் கோவிலுக்கு மட்டும்", "அழகர் கோவிலுக்கும் சேர்த்து எடுக்கலாம்", "புது ஆர்டர் எதுவும் எடுக்க வேண்டாம்"]),
            ("விவசாயிகளுக்கு பணம் போடுற முறை", ["அன்னைக்கே GPay", "வாரம் ஒரு தடவை bank transfer", "கையில cash தான்"]),
            ("புது குளிர்பதன அறை", ["5 டன் கெப்பாசிட்டி வாங்கலாம்", "இப்போதைக்கு வேண்டாம்", "பக்கத்து கடையோட வாடகைக்கு எடுக்கலாம்"]),
            ("Dubai export ஆர்டர்", ["ஏத்துக்கலாம்", "தரம் பாத்துட்டு அடுத்த மாசம்", "வேண்டாம், ரிஸ்க் அதிகம்"]),
            ("பொங்கல் போனஸ்", ["எல்லாருக்கும் ஒரு மாச சம்பளம்", "தலைக்கு ₹5,000", "புது வேட்டி சட்டையும் ₹2,000-மும்"]),
            ("கமிஷன் கணக்கு எழுதுற software", ["Tally-லயே தொடரலாம்", "Vyapar app-க்கு மாறலாம்", "பழைய நோட்டு புத்தகமே போதும்"]),
            ("இரவு காவலுக்கு ஆள்", ["சங்கத்து வாட்ச்மேனே போதும்", "நம்மளே தனியா ஒருத்தர வைக்கலாம்", "CCTV மட்டும் போட்டா போதும்"]),
            ("ஈர பூவுக்கான பிடித்தம்", ["பாதி கழிவு மட்டும்", "எடை போட்டு காய வெச்சு மறுபடி போடலாம்", "இந்த மாசம் மட்டும் விட்டுரலாம்"])],
    decided=["முடிவு பண்ணியாச்சு: {s} – {c}.", "அண்ணே சொல்லிட்டாரு, {s} {c} 👍", "📌 முதலாளி முடிவு: {s} → {c}",
             "நேத்து பேசினபடி {s}: {c}. இனி மாத்தம் இல்ல.", "ok final ah {s} – {c} nu fix pannitom",
             "அனைவரின் கவனத்திற்கு: {s} விஷயத்தில் {c} என்று முடிவு செய்யப்பட்டுள்ளது.", "seri da, {s} {c} thaan, confirm 🙏"],
    numbers=[("இன்னைக்கு மொத்த மல்லி வரத்து {kg} கிலோ", ("மொத்த மல்லி வரத்து", "{kg} கிலோ")),
             ("இன்னைக்கு ஏலத்துல மல்லிக்கு அதிகபட்ச விலை {rate}", ("ஏலத்துல மல்லிக்கு அதிகபட்ச விலை", "{rate}")),
             ("இந்த மாசம் cold room கரண்ட் பில் {bill} வந்திருக்கு 😳", ("cold room கரண்ட் பில்", "{bill}")),
             ("கோயம்பேடு பார்ட்டிகிட்ட இருந்து வர வேண்டிய பாக்கி {baki}", ("வர வேண்டிய பாக்கி", "{baki}")),
             ("நம்ம மண்டிக்கு பூ குடுக்குற விவசாயிங்க மொத்தம் {farmers} பேர்", ("பூ குடுக்குற விவசாயிங்க", "{farmers} பேர்")),
             ("நேத்து ராத்திரி சென்னை லாரியில {box} பெட்டி ஏத்தியாச்சு", ("சென்னை லாரியில", "{box} பெட்டி")),
             ("பூ கட்டுற அக்காங்களுக்கு ஒரு நாள் கூலி {kooli}", ("பூ கட்டுற அக்காங்களுக்கு ஒரு நாள் கூலி", "{kooli}")),
             ("இந்த வாரம் Dubai-க்கு flight cargo-ல போன மல்லி {kg2} கிலோ ✈️", ("Dubai-க்கு flight cargo", "{kg2} கிலோ")),
             ("சங்கத்துக்கு இந்த வருஷ சந்தா {sandha}", ("இந்த வருஷ சந்தா", "{sandha}")),
             ("ஐஸ் கட்டி ஒண்ணு இப்ப {ice} ஆகிருச்சு", ("ஐஸ் கட்டி ஒண்ணு", "{ice}")),
             ("கார்த்திகை தீபத்துக்கு மட்டும் வித்த மல்லி {kg3} கிலோ 🪔", ("கார்த்திகை தீபத்துக்கு மட்டும் வித்த", "{kg3} கிலோ")),
             ("நம்ம கடை வாடகை மாசம் {rent}", ("கடை வாடகை மாசம்", "{rent}"))],
    dates=[("மார்க்கெட் கமிட்டி மீட்டிங் {date}, {time}", ("மார்க்கெட் கமிட்டி மீட்டிங்", "{date}")),
           ("Singapore-க்கு sample பெட்டி அனுப்ப கடைசி தேதி {date}", ("sample பெட்டி அனுப்ப கடைசி தேதி", "{date}")),
           ("cold room சர்வீஸ் மெக்கானிக் {day} {time} வர்றாரு", ("சர்வீஸ் மெக்கானிக்", "{time}")),
           ("மீனாட்சி அம்மன் கோவில் மாலை டெலிவரி {date} {early}", ("கோவில் மாலை டெலிவரி", "{early}")),
           ("வைகுண்ட ஏகாதசி ஸ்பெஷல் லோடு {date} அன்னைக்கு", ("வைகுண்ட ஏகாதசி ஸ்பெஷல் லோடு", "{date}")),
           ("லைசென்ஸ் renewal-க்கு {date} முன்னாடி corporation ஆபீஸ் போகணும்", ("லைசென்ஸ் renewal", "{date}")),
           ("புது எடை மெஷின் stamping {day} {time}", ("எடை மெஷின் stamping", "{time}")),
           ("பொங்கல் லீவு முடிஞ்சு மண்டி திறக்குறது {date}", ("மண்டி திறக்குறது", "{date}")),
           ("GST ஆடிட்டர் கணக்கு பாக்க வர்றது {date} {time}", ("GST ஆடிட்டர்", "{date}")),
           ("விவசாயிகள் கூட்டம் உசிலம்பட்டி கல்யாண மண்டபத்துல {day} {time}", ("விவசாயிகள் கூட்டம்", "{time}"))],
    people=["க. செல்வகுமார்", "மு. பாண்டியராஜன்", "ரா. தமிழ்செல்வி", "சி. முத்துலட்சுமி", "பெ. அழகர்சாமி", "ந. கார்த்திகேயன்", "செ. வள்ளியம்மாள்",
            "த. சுந்தரபாண்டி", "வே. மீனாட்சிசுந்தரம்", "இ. ராஜேஸ்வரி", "கோ. பாலமுருகன்", "அ. இளங்கோவன்", "சு. ஜெயப்பிரகாஷ்", "மா. சண்முகவேல்"],
    roles=[("இனிமே எடை போடுறது {p} பொறுப்பு", "எடை போடுறது"), ("{p} தான் நம்ம புது கணக்குப்பிள்ளை", "கணக்குப்பிள்ளை"),
           ("Cold room சாவி {p} கிட்ட தான் இருக்கும்", "Cold room சாவி"), ("சென்னை லோடுக்கு டிரைவர் இனி {p}", "லோடுக்கு டிரைவர்"),
           ("சங்கத்துல நம்ம கடை பிரதிநிதி {p}", "கடை பிரதிநிதி"), ("உசிலம்பட்டி பக்க விவசாயிகள் பூ எல்லாம் {p} மூலமா தான் வரும்", "உசிலம்பட்டி பக்க விவசாயிகள்"),
           ("Export ஆர்டர் எல்லாம் {p} பாத்துக்குவாங்க", "Export ஆர்டர் எல்லாம்"), ("GPay QR-ல பணம் வந்தா confirm பண்றது {p}", "GPay QR"),
           ("கோவில் மாலை கட்டுறதுக்கு தலைமை {p} அக்கா", "மாலை கட்டுறதுக்கு தலைமை"), ("{p} நம்ம புது சூப்பர்வைசர், night shift 🌙", "புது சூப்பர்வைசர்")],
    tasks=["எடை மெஷினுக்கு புது battery வாங்க", "cold room கதவு rubber-அ மாத்த", "சேலம் வியாபாரிகிட்ட பழைய பணத்த வசூல் பண்ண",
           "புது thermocol பெட்டி order பண்ண", "சங்க ஆபீஸ்ல receipt book வாங்கிட்டு வர", "கடை முன்னாடி tube light மாத்த",
           "விவசாயிகள் லிஸ்ட்ட Excel-ல ஏத்த", "லாரிக்கு FC renewal பண்ண", "ஆடிட்டருக்கு நவம்பர் bill எல்லாம் அனுப்ப", "கடை போர்டுல புது phone நம்பர் எழுத",
           "பூ கட்டுற நூல் கண்டு வாங்க", "ஒழுகுற shed கூரைய சரி பண்ண", "ஐஸ் சப்ளையர்கிட்ட புது ரேட் பேச"],
    asked=["யாராவது {a} முடியுமா? 🙏", "இன்னும் யாரும் {a} போகல, யாருப்பா free?", "pasanga, {a} yaaru free? reply pannunga",
           "சனிக்கிழமைக்குள்ள {a} ஒருத்தர் வேணும்", "{a} ஆள் இல்ல, யாராவது பொறுப்பு எடுத்துக்கோங்க",
           "அவசரம்: {a} யாராவது போங்க, நான் மண்டில மாட்டிக்கிட்டேன்"],
    edits=[("GPay நம்பர் (விவசாயிகள் பணம் கேக்க): {x}", "GPay நம்பர் (விவசாயிகள் பணம் கேக்க): {y} – முன்னாடி போட்டது தப்பு 🙏", "GPay நம்பர்", "gpay"),
           ("Cold room WiFi password: {x}", "Cold room WiFi password: {y}", "Cold room WiFi password", "wifi"),
           ("சென்னை லாரி நம்பர் இன்னைக்கு: {x}", "சென்னை லாரி நம்பர் இன்னைக்கு: {y} (சரி பண்ணிட்டேன்)", "சென்னை லாரி நம்பர்", "lorry"),
           ("மண்டி கணக்கு IFSC: {x}", "மண்டி கணக்கு IFSC: {y}, ஒரு எழுத்து மாறிப்போச்சு", "மண்டி கணக்கு IFSC", "ifsc"),
           ("கோயம்பேடு ஏஜென்ட் நம்பர்: {x}", "கோயம்பேடு ஏஜென்ட் நம்பர்: {y} (பழசு வேலை செய்யல)", "கோயம்பேடு ஏஜென்ட் நம்பர்", "tel"),
           ("மார்க்கெட் கமிட்டி ரசீது எண்: {x}", "மார்க்கெட் கமிட்டி ரசீது எண்: {y}", "மார்க்கெட் கமிட்டி ரசீது", "rasi"),
           ("Dubai ஆர்டர் AWB நம்பர்: {x}", "Dubai ஆர்டர் AWB நம்பர்: {y}", "AWB நம்பர்", "awb")],
    changes=[("சென்னை லாரி புறப்படும் நேரம் {x}", ["நாளைலேருந்து சென்னை லாரி புறப்படும் நேரம் {y}", "மாற்றம்: சென்னை லாரி புறப்படும் நேரம் இனி {y}"],
              "சென்னை லாரி புறப்படும் நேரம்", "neram"),
             ("முல்லைக்கு கமிஷன் {x}", ["முல்லைக்கு கமிஷன் இனி {y}", "சங்கம் சொன்னதால முல்லைக்கு கமிஷன் {y} ஆக மாறுது"], "முல்லைக்கு கமிஷன்", "pct"),
             ("பெங்களூர் பஸ் பார்சல் கட்டணம் பெட்டிக்கு {x}", ["பெங்களூர் பஸ் பார்சல் கட்டணம் ஏறிருச்சு, பெட்டிக்கு {y}",
                                                              "KPN-ல சொன்னாங்க: பெங்களூர் பஸ் பார்சல் கட்டணம் இனி {y}"], "பெங்களூர் பஸ் பார்சல் கட்டணம்", "rupee"),
             ("அழகர் மஹால் திருமண ஆர்டர் டெலிவரி {x}", ["அழகர் மஹால் திருமண ஆர்டர் டெலிவரி {y}-க்கு மாறிருச்சு",
                                                      "பொண்ணு வீட்டுக்காரங்க சொன்னாங்க, அழகர் மஹால் திருமண ஆர்டர் டெலிவரி {y}"], "அழகர் மஹால் திருமண ஆர்டர்", "naal"),
             ("பூ பறிக்கிற கூலி கிலோவுக்கு {x}", ["பூ பறிக்கிற கூலி கிலோவுக்கு {y} ஆக்கியாச்சு", "விவசாயிங்க கேட்டதால பூ பறிக்கிற கூலி கிலோவுக்கு {y}"],
              "பூ பறிக்கிற கூலி", "kooli"),
             ("எடை போடுற இடம் {x}", ["எடை போடுற இடம் இப்ப {y}", "கூட்டம் அதிகம், எடை போடுற இடம் {y}-க்கு மாத்திட்டோம்"], "எடை போடுற இடம்", "idam"),
             ("Cold room temperature {x} வெச்சிருங்க", ["Cold room temperature இனி {y} வெச்சா போதும்", "மெக்கானிக் சொன்னாரு, Cold room temperature {y}"],
              "Cold room temperature", "temp")])

# The chatter.
_SURUKKAM = ["சரிண்ணே", "ok anne", "seri", "seri ne", "👍", "🙏", "🙏🙏", "🌼", "🌼🌼🌼", "vandhuten", "on the way", "5 min", "load aachu", "ஆமா", "சரி",
             "நன்றி அண்ணே", "GPay panniten", "received 👍", "paathen", "ok da", "haha", "😂", "semma", "enna ne", "என்னண்ணே", "வந்துட்டேன்",
             "இதோ வரேன்", "done anne", "noted", "ama ne", "illa", "aprom pesuren", "call pannunga", "🔥", "rate yeri pochu 😅", "தூக்கம் வருது 😴",
             "tea venum", "Good morning anne", "gm", "ok", "k", "vanakkam", "seri seri", "sollunga", "👌", "❄️", "🚚", "paravala", "avlo thaan",
             "varala", "missed call kudunga", "சரிங்க ஐயா", "ஓகே", "வணக்கம் 🙏", "bro", "wait", "கிளம்பிட்டேன்", "ama", "💐", "🤣🤣", "ok sir",
             "nalla irukku", "vera level 🔥", "sari da", "இப்போ தான் பாத்தேன்"]
_NADU = ["anne {u} la irundhu pickup van innum varala", "{n} enga irukka? kaanom", "மழை பெய்யுது, மொட்டு எல்லாம் ஈரமா இருக்கு",
         "cold room door sariya moodala, yaaru last ah ponadhu", "{n} tea vaangittu vaa da", "இன்னைக்கு மல்லி வரத்து கம்மி",
         "bus stand pakkam traffic, late aagum", "weighing machine battery low nu kaatudhu", "{n} anna GPay check pannunga anupiten",
         "koodai pathala, innum konjam venum", "{u} la nethu mazhai, poo velaiyala", "சணல் சாக்கு தீர்ந்து போச்சு",
         "thermocol box vandhuchu, pinnadi vechirken", "{n} phone eduka maatenguranga", "இன்னைக்கு ஏலம் சீக்கிரம் முடிஞ்சிருச்சு",
         "Koyambedu la rate enna?", "kanagambaram suthama illa inniki", "ice venuma anne?", "{n} naalaiku leave nu sonnan",
         "கோவிலுக்கு பிச்சி வேணுமாம், எவ்வளவு இருக்கு?", "parcel Bangalore bus la ethiyachu", "flight cargo ku box ready",
         "yaaravadhu charger vechirukeengala", "market gate la police nikkuranga, vandi side la podunga", "{u} vivasayi oruthar rate pathala nu sandai",
         "tea kadai la vadai sooda irukku 😋", "தூத்துக்குடி லோடு கேன்சல் ஆம்", "malli mottu size chinnadha irukku inniki",
         "{n} sonna kanakku thappu, recheck pannu", "naalaiku muhurtham naal, malai order adhigam varum", "Vaigai bridge la vandi stuck 😩",
         "yaaru andha pudhu pasanga?", "poo kattura akka inniki varala", "mobile la signal illa inga", "generator ku diesel podanum",
         "abroad ku sample kekuraanga oru party", "{n} vandiya kadai munnadi nirutha vendaam", "ஏலம் ஆரம்பிச்சாச்சா?", "mullai rate enna aachu?",
         "இன்னைக்கு ரோஜா சுத்தமா போகல", "{u} bus innum varala, driver kitta pesunen", "kadai la koottam semma 🔥", "{n} ku udambu sari illa, varala",
         "pichi poo fresh ah irukku inniki", "thaarpaai eduthutu vaanga mazhai varudhu", "யாரு கடை சாவி வெச்சிருக்கா?", "{n} bill book enga vechirukeenga?",
         "Chennai party phone pannanga, nalaiku extra venumam", "லாரி டயர் பஞ்சர், லேட் ஆகும்", "kaalaila sappidala, pasikudhu 😅",
         "{u} la irundhu {n} anna vandhutaru", "இன்னைக்கு மார்க்கெட் லீவா?", "spray bottle odanjiruchu, pudhusu venum",
         "vaazhai ilai kattu vandhuchu", "{n} naan varra varaikum kadaiya paathuko", "காத்து பலமா அடிக்குது, shed-அ பாத்துக்கோங்க",
         "UPI server down pola, GPay pogala", "{n} anna rate kammi nu kovam", "poo mela ice podatheenga, karuppa aayidum"]
# The questions among them (the punctuating members end these with "?").
_KELVI = {"{n} enga irukka? kaanom", "yaaravadhu charger vechirukeengala", "{n} bill book enga vechirukeenga?"}
_VIVASAYI = ["அண்ணே வணக்கம் நான் சோழவந்தான் பக்கம் தேனூர்லேருந்து பேசுறேன்", "இந்த வருசம் மழை அதிகம் பெஞ்சதால செடி எல்லாம் அழுகிப் போச்சு",
             "காலைல நாலு மணிக்கே எந்திரிச்சு பூ பறிக்கணும் இல்லனா மொட்டு விரிஞ்சிரும்", "பறிக்கிற ஆளுக்கு கூலி குடுத்தே கட்டுபடி ஆகல",
             "உரம் விலை ஏறிப்போச்சு மருந்து அடிக்கவே காசு பத்தல", "போன வாரம் குடுத்த பூவுக்கு ரேட் கம்மியா போட்டுட்டீங்க",
             "எங்க அப்பா காலத்துல மல்லிக்கு இவ்வளவு மவுசு இல்ல", "இப்ப மதுரை மல்லிக்கு புவிசார் குறியீடு கிடைச்சப்புறம் வெளிநாட்டுக்கு எல்லாம் போகுது",
             "பஸ்ல மூட்டை ஏத்த கண்டக்டர் தனியா காசு கேக்குறான்", "நீங்க தான் நல்ல ரேட் போடணும் உங்கள நம்பி தான் கொண்டு வரோம்",
             "பணத்த என் மகன் GPay க்கு போட்டுருங்க அவன் தான் பாத்துக்குறான்", "மார்கழி மாசம் வந்தா கோவிலுக்கு பூ நிறைய போகும் அப்ப நல்ல விலை கிடைக்கும்னு நம்புறேன்",
             "பனி அதிகமா இருந்தா மொட்டு கருத்துப் போகுது", "தண்ணி பத்தல கிணத்துல மோட்டார் போட்டு தான் பாய்ச்சுறோம்", "சரி அண்ணே நாளைக்கு பாக்கலாம்"]
_MUDHALALI = ["அன்புள்ள விவசாய பெருமக்களுக்கும் வியாபார நண்பர்களுக்கும் வணக்கம் 🙏",
              "நாளை முதல் மண்டி அதிகாலை 3 மணிக்கே திறக்கப்படும். பூ கொண்டு வருபவர்கள் நேரத்திற்கு வரவும்.",
              "எடை போடும் இடத்தில் கூட்டம் போடாமல் வரிசையில் நிற்கவும்.",
              "பணம் அனைத்தும் அன்றே UPI மூலம் உங்கள் கணக்கில் வரவு வைக்கப்படும். ரசீது இல்லாமல் யாரும் பணம் வாங்க வேண்டாம்.",
              "மார்கழி மாதம் கோயில் ஆர்டர்கள் அதிகம் இருப்பதால் மொட்டு தரம் குறையாமல் பறித்து வரவும்.",
              "கடையின் முன் வண்டிகளை நிறுத்த வேண்டாம் என மார்க்கெட் நிர்வாகம் கேட்டுக்கொண்டுள்ளது.",
              "மழைக்காலம் என்பதால் மூட்டைகளை தார்ப்பாய் போட்டு மூடி கொண்டு வரவும்.",
              "நம் கடை பணியாளர்கள் யாரும் விவசாயிகளிடம் தனியாக பணம் வாங்கக் கூடாது. அப்படி கேட்டால் உடனே எனக்கு தெரிவிக்கவும்.",
              "உங்கள் அனைவரின் ஒத்துழைப்புக்கும் நன்றி.",
              "இப்படிக்கு,\nச. பழனிசாமி\nஉரிமையாளர், ஸ்ரீ மீனாட்சி மலர் கமிஷன் மண்டி\nகடை எண் 47, மாட்டுத்தாவணி"]
_NINAIVU = ("📢 நினைவூட்டல்: மல்லி மூட்டைக்கு தண்ணீர் தெளித்து எடைக்கு கொண்டு வரக்கூடாது. ஈர எடைக்கு 10% கழிவு பிடிக்கப்படும். "
            "கமிஷன் 10% மட்டுமே, வேறு எந்த கட்டணமும் கிடையாது. யாருக்கும் கடன் கிடையாது. – பழனிசாமி")
_VANAKKAM = "காலை வணக்கம் 🌼"
_LINKS = ["https://maps.app.goo.gl/{k} கடைக்கு location இது", "https://wa.me/91{p} indha number ku call pannunga", "https://youtu.be/{k} namma market video 😍",
          "https://www.instagram.com/reel/{k}/ semma reel anne", "https://drive.google.com/file/d/{k}/view kanakku sheet", "https://youtu.be/{k} malli valarpu tips",
          "https://www.dailythanthi.com/news/state/madurai-jasmine-price-{n} paper la vandhuruku", "https://g.co/kgs/{k} rain update"]
_POO = [("மல்லி", (400, 2400)), ("முல்லை", (300, 1400)), ("பிச்சி", (250, 1000)), ("கனகாம்பரம்", (400, 1600)), ("சம்பங்கி", (80, 300)),
        ("ரோஜா", (60, 220)), ("செவ்வந்தி", (40, 160)), ("அரளி", (100, 400)), ("செண்டுமல்லி", (30, 120)), ("தாமரை (ஒன்று)", (8, 30))]
_KOVIL = ["மீனாட்சி அம்மன் கோவில்", "அழகர் கோவில்", "திருப்பரங்குன்றம் முருகன் கோவில்", "கூடலழகர் பெருமாள் கோவில்", "மாரியம்மன் தெப்பக்குளம் கோவில்"]
_BOT = ["குறிச்சுக்கிட்டேன் ✍️", "சரி, பதிவு செய்தேன்.", "voice note கேக்க முடியல, type பண்ணுங்க 🙏", "நன்றி!", "நேரம் வந்ததும் ஞாபகப்படுத்துறேன்."]


def _inr(n: int) -> str:
    """`n` grouped the Indian way ("1,24,500")."""
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts: list[str] = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *parts, tail]) if head else ",".join([*parts, tail])


class _Malli:
    """One chat's draws and the stall's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.mandi = Planter(rng, _MANDI, self.slot, self.value)

    def rupee(self, n: int) -> str:
        """An amount the ways the stall writes it."""
        r, g = self.rng, _inr(n)
        ways = [f"₹{g}", f"₹{g}", f"Rs.{n}", f"Rs.{g}/-", f"{n} ரூபாய்"]
        if n >= 10_000 and n % 1000 == 0 and n < 100_000:
            ways.append(f"{n // 1000} ஆயிரம்")
        if n >= 100_000 and n % 10_000 == 0:
            ways.append(f"{n / 100_000:g} லட்சம்")
        return r.choice(ways)

    def rate(self, n: int) -> str:
        """A price per kilo: "₹850/கிலோ", "Rs.850", "கிலோ 850 ரூபாய்"."""
        return self.rng.choice([f"₹{_inr(n)}/கிலோ", f"₹{_inr(n)}/கிலோ", f"Rs.{n}", f"கிலோ {n} ரூபாய்", f"₹{_inr(n)}"])

    def neram(self, h: int, mi: int | None = None) -> str:
        """A time the Tamil way ("அதிகாலை 4 மணி", "காலை 5.30 மணி") or the English way ("4am", "4:30 AM", "21:30")."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "அதிகாலை" if h < 6 else "காலை" if h < 12 else "மதியம்" if h < 15 else "மாலை" if h < 19 else "இரவு"
        ways = [f"{part} {h12}{'.30' if mi else ''} மணி", f"{part} {h12}{'.30' if mi else ''} மணிக்கு", f"{h12}{f':{mi:02d}' if mi else ''}{'am' if h < 12 else 'pm'}",
                f"{h12}:{mi:02d} {'AM' if h < 12 else 'PM'}", f"{h:02d}:{mi:02d}"]
        return r.choice(ways)

    def naal(self, n: int) -> str:
        """A date: "டிசம்பர் 14", "14/12", "14-12-2026", "Dec 14" or the Tamil month's day ("மார்கழி 1")."""
        d = date(2026, 12, 1) + timedelta(days=n)
        start, month = [m for m in _TAMIL_MAADHAM if m[0] <= d][-1]
        return self.rng.choice([f"{_MAADHAM[d.month]} {d.day}", f"{d.day}/{d.month}", f"{d.day:02d}-{d.month:02d}-{d.year}", f"{month} {(d - start).days + 1}",
                                f"{_MON[d.month]} {d.day}", f"{_MAADHAM[d.month]} {d.day} ({_KILAMAI[d.weekday()]})"])

    def slot(self, k: str) -> str:
        r, f = self.rng, self.mandi.fresh
        slots = {"kg": lambda: grouped(f("kg", 120, 2400), ","), "rate": lambda: self.rate(f("rate", 24, 90) * 50),
                 "bill": lambda: self.rupee(f("bill", 30, 150) * 100), "baki": lambda: self.rupee(f("baki", 15, 240) * 1000),
                 "farmers": lambda: str(f("farmers", 40, 400)), "box": lambda: str(f("box", 20, 180)), "kooli": lambda: self.rupee(f("kooli", 30, 80) * 10),
                 "kg2": lambda: str(f("kg2", 40, 900)), "sandha": lambda: self.rupee(f("sandha", 10, 60) * 500), "ice": lambda: self.rupee(f("ice", 40, 140)),
                 "kg3": lambda: grouped(f("kg3", 300, 5000), ","), "rent": lambda: self.rupee(f("rent", 8, 45) * 1000),
                 "day": lambda: r.choice(_KILAMAI), "time": lambda: self.neram(f("h", 8, 21)), "early": lambda: self.neram(f("h", 2, 7)), "date": lambda: self.naal(f("d", 0, 100))}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.mandi.fresh
        draws = {"gpay": lambda: f"{r.choice('6789')}{r.randrange(1000, 9999)} {r.randrange(10000, 99999)}",
                 "wifi": lambda: f"Malli@{r.randrange(1000, 9999)}{code(r, 2)}",
                 "lorry": lambda: f"TN {r.choice(['58', '59', '64'])} {code(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')} {r.randrange(1000, 9999)}",
                 "ifsc": lambda: r.choice([f"IDIB000M{r.randrange(100, 999)}", f"IOBA000{r.randrange(1000, 9999)}", f"TMBL0000{r.randrange(100, 999)}",
                                           f"KVBL000{r.randrange(1000, 9999)}"]),
                 "tel": lambda: f"+91 {r.choice('6789')}{r.randrange(1000, 9999)} {r.randrange(10000, 99999)}",
                 "rasi": lambda: f"MFM/{r.randrange(2026, 2028)}/{r.randrange(1000, 99999)}", "awb": lambda: f"176-{r.randrange(10**7, 10**8)}",
                 "neram": lambda: self.neram(*divmod(f("o", 36, 47) * 30, 60)), "pct": lambda: f"{f('pct', 5, 15)}%",
                 "rupee": lambda: self.rupee(f("parcel", 4, 30) * 10), "naal": lambda: self.naal(f("d", 0, 100)),
                 "kooli": lambda: self.rupee(f("pk", 6, 25) * 10),
                 "idam": lambda: r.choice(["கடை பின்னாடி shed", "கேட் நம்பர் 2 பக்கம்", "பழைய ஏல மேடை", "cold room முன்னாடி", "டீ கடை பக்கத்து காலி இடம்",
                                           "மாடி godown", "பார்க்கிங் ஓரம்"]),
                 "temp": lambda: f"{f('temp', 4, 16) / 2:g}°C"}
        return self.mandi.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def nadu(self) -> str:
        r = self.rng
        t = r.choice(_NADU)
        said = t.format(n=r.choice(_PER), u=r.choice(_OOR + _OOR_EN))
        if r.random() >= 0.25 or not said[-1].isalnum():  # most write as they talk, with nothing at the end
            return said
        return said[0].upper() + said[1:] + ("?" if t in _KELVI else r.choice([".", "!", " 🙏", " anne.", " 😅", "..."]))

    def vilai(self) -> str:
        """The day's auction price board, pasted."""
        r = self.rng
        rows = [f"{n:<12} {'₹' + _inr(r.randrange(lo, hi) // 10 * 10):>8}" for n, (lo, hi) in r.sample(_POO, r.randrange(5, 9))]
        return (f"📋 இன்றைய பூ விலை நிலவரம் – மாட்டுத்தாவணி மலர் சந்தை\n{self.naal(r.randrange(0, 100))}\n```\nபூ           விலை/கிலோ\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\n(காலை 6 மணி நிலவரம்)", "\nrate innum yerum pola 🔥", "\nநன்றி – விவசாயிகள் சங்கம்"]))

    def load(self) -> str:
        """A lorry's loading list."""
        r = self.rng
        places = [("சென்னை கோயம்பேடு", "பெட்டி"), ("பெங்களூர் KR Market", "பெட்டி"), ("திருவனந்தபுரம்", "கூடை"), ("கோவை", "பெட்டி"), ("திருச்சி", "மூட்டை"),
                  ("Madurai Airport cargo", "பெட்டி"), ("சேலம்", "கூடை"), ("பாண்டிச்சேரி", "பெட்டி")]
        rows = [f"{i}. {p} – {r.choice(['மல்லி', 'முல்லை', 'பிச்சி', 'மல்லி+முல்லை'])} {r.randrange(4, 60)} {u}"
                for i, (p, u) in enumerate(r.sample(places, r.randrange(3, 6)), 1)]
        return (f"🚚 LOAD LIST – {self.naal(r.randrange(0, 100))}\nவண்டி: TN 59 {code(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')} {r.randrange(1000, 9999)} "
                f"({r.choice(['Eicher', 'Tata 407', 'Ashok Leyland Dost', 'Bolero pickup'])})\nடிரைவர்: {r.choice(_PER)}\n" + "\n".join(rows)
                + r.choice(["", "\nமொத்தம் சரி பாத்து கையெழுத்து போடுங்க", "\nload mudinjadhum photo podu", "\nice podama anupatheenga"]))

    def kulir(self) -> str:
        """The cold room's temperature log."""
        r = self.rng
        rows = [f"{h:02d}:00   {r.randrange(20, 90) / 10:>4.1f}   {r.randrange(78, 96)}   {r.choice(_PER[:6])}" for h in sorted(r.sample(range(0, 24, 2), r.randrange(4, 8)))]
        return ("❄️ COLD ROOM TEMP LOG – " + self.naal(r.randrange(0, 100)) + "\n```\nநேரம்   °C    RH%  கையெழுத்து\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\ncompressor sound adhigama irukku", "\nok normal", "\n6 mela pona udane sollunga"]))

    def sms(self) -> str:
        """A bank's or GPay's credit SMS, forwarded."""
        r = self.rng
        amt = r.randrange(8, 900) * 50
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 100))
        ref, who = r.randrange(10**11, 10**12), r.choice(_SMS_NAMES)
        form = r.choice([f"Rs.{_inr(amt)}.00 credited to A/c XX{r.randrange(1000, 9999)} on {d:%d-%m-%y} by UPI Ref No {ref}. Avl Bal Rs.{_inr(r.randrange(10**4, 10**7))}.00 -Indian Bank",
                         f"Dear Customer, Acct XX{r.randrange(1000, 9999)} is credited with INR {_inr(amt)}.00 on {d.day:02d}-{_MON[d.month]}-{d:%y} from {who}. UPI Ref {ref} -TMB",
                         f"₹{_inr(amt)} received from {who}\nGoogle Pay • {d.day} {_MON[d.month]} {d.year}\nUPI transaction ID: {ref}",
                         f"Your a/c no. XXXXXXXX{r.randrange(1000, 9999)} is debited for Rs.{amt}.00 on {d.day:02d}{_MON[d.month]}{d:%y} and credited to {who} (UPI Ref no {ref}) -SBI"])
        return form + r.choice(["", "\nGPay panniten anne", "\nvandhucha check pannunga", "\npaakki balance naalaiku"])

    def sutrarikkai(self) -> str:
        """The traders' association's circular."""
        r = self.rng
        body = r.choice(["வளாகத்திற்குள் பிளாஸ்டிக் கவர் பயன்பாடு முற்றிலும் தடை செய்யப்பட்டுள்ளது. மீறுபவர்களுக்கு ₹500 அபராதம் விதிக்கப்படும்.",
                         "மார்கழி மாதம் முழுவதும் சந்தை அதிகாலை 2 மணி முதல் செயல்படும். சரக்கு வாகனங்கள் மேற்கு வாசல் வழியாக மட்டுமே உள்ளே வர வேண்டும்.",
                         "குப்பைகளை கடைக்கு முன் கொட்டாமல் மாநகராட்சி தொட்டியில் மட்டுமே போட வேண்டும். சுகாதார ஆய்வாளர் திடீர் ஆய்வு செய்வார்.",
                         "வாகன நிறுத்த கட்டணம் இரு சக்கர வாகனத்திற்கு ₹10, சரக்கு வாகனத்திற்கு ₹50 என வசூலிக்கப்படும். ரசீது கேட்டு வாங்கவும்.",
                         "தைப்பொங்கலை முன்னிட்டு சந்தை வளாகம் முழுவதும் வெள்ளையடிக்கப்படும். கடை உரிமையாளர்கள் ஒத்துழைக்கவும்."])
        return (f"மாட்டுத்தாவணி மலர் வணிக வளாக வியாபாரிகள் நலச் சங்கம்\nசுற்றறிக்கை எண்: {r.randrange(12, 140)}/2026-27      நாள்: {self.naal(r.randrange(0, 100))}\n\n"
                f"அனைத்து கடை உரிமையாளர்களுக்கும்,\n{body}\n\nசெயலாளர்\nவியாபாரிகள் நலச் சங்கம், மாட்டுத்தாவணி")

    def aarder(self) -> str:
        """A temple's or a wedding's order for the festival season."""
        r = self.rng
        who = r.choice(_KOVIL + ["கல்யாண ஆர்டர் – ராஜா முத்தையா மன்றம்", "கல்யாண ஆர்டர் – தமுக்கம்", "காதுகுத்து விழா – திருநகர்"])
        lines = [f"மல்லி சரம் – {r.randrange(50, 800)} முழம்", f"பிச்சி மாலை – {r.randrange(4, 60)}", f"ரோஜா இதழ் – {r.randrange(2, 40)} கிலோ",
                 f"தாமரை – {r.randrange(20, 300)}", f"மணமாலை – {r.randrange(1, 3)} ஜோடி", f"கனகாம்பரம் சரம் – {r.randrange(20, 200)} முழம்"]
        return (f"🛕 ஆர்டர் – {who}\n" + "\n".join(r.sample(lines, r.randrange(2, 5))) + f"\nடெலிவரி: {self.naal(r.randrange(0, 100))} {self.neram(r.randrange(3, 10))}"
                + r.choice(["", "\nadvance ₹5,000 vandhuchu", "\nmottu ah irukanum, virinjadhu venaam"]))

    def vizha(self) -> str:
        """The festival season's demand, said in passing."""
        r = self.rng
        return r.choice(["🪔 கார்த்திகை தீபம் வருது, மல்லி demand double ஆகும், விவசாயிகள் எல்லாரும் அதிகமா கொண்டு வாங்க",
                         "மார்கழி பொறந்தாச்சு 🙏 கோவிலுக்கு பூ ஆர்டர் எல்லாம் காலைல 4 மணிக்குள்ள போகணும்",
                         "vaikunda ekadasi ku perumal kovil la malai order semma, pichi adhigam venum",
                         "பொங்கலுக்கு ஒரு வாரம் முன்னாடியே ரேட் ஏறும், பாத்து வாங்குங்க",
                         "thai poosam ku Palani pakkam irundhu order kekuraanga",
                         "இந்த வாரம் முகூர்த்த நாள் மூணு இருக்கு, மணமாலை ஆர்டர் தனியா எழுதி வைங்க",
                         "panikaalam la malli varathu kammi, rate innum yerum 📈"])

    def mazhai(self) -> str:
        r = self.rng
        return r.choice(["Forwarded: சென்னை வானிலை ஆய்வு மையம் – அடுத்த 48 மணி நேரத்தில் மதுரை, தேனி, திண்டுக்கல் மாவட்டங்களில் கனமழைக்கு வாய்ப்பு. ⛈️",
                         "Forwarded: வைகை அணையிலிருந்து தண்ணீர் திறப்பு, கரையோர மக்கள் பாதுகாப்பான இடத்திற்கு செல்லவும்.",
                         "Forwarded: IMD – Heavy rain likely at isolated places over Madurai, Sivaganga and Virudhunagar districts today."])

    def poi(self) -> str:
        """Fact-like chatter that plants nothing: prices, weights and plans nobody asks about again."""
        r = self.rng
        return r.choice([f"inniki malli {self.rate(r.randrange(8, 48) * 50)} anne", f"{r.choice(_PER)} {r.randrange(5, 80)} கிலோ கொண்டு வந்தாரு",
                         f"நாளைக்கு {self.neram(r.randrange(2, 7))} வண்டி வரும்", f"{self.naal(r.randrange(0, 100))} அன்னைக்கு முகூர்த்தம், ஆர்டர் நிறைய வரும்",
                         f"cold room இப்ப {r.randrange(3, 9)}°C, பரவால்ல", f"{r.choice(_PER)} anna ku {self.rupee(r.randrange(4, 90) * 100)} GPay panniten",
                         f"thermocol box {r.randrange(20, 200)} vandhuchu", f"bus parcel {r.randrange(2, 30)} box Bangalore ku ethiyachu",
                         f"last year idhe time la malli rate {r.randrange(2, 5)},000 thaandichu", f"ஏலம் {self.neram(r.randrange(3, 6))} ஆரம்பம்"])

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_SURUKKAM), None)), (lambda: (self.nadu(), None)), (lambda: (self.vilai(), None)), (lambda: (self.load(), None)),
                  (lambda: (self.kulir(), None)), (lambda: (self.sms(), None)), (lambda: (self.sutrarikkai(), None)), (lambda: (self.aarder(), None)),
                  (lambda: (self.vizha(), None)), (lambda: (self.mazhai(), None)), (lambda: (ramble(r, _VIVASAYI, 6, " "), None)),
                  (lambda: (letter(r, _MUDHALALI, sep="\n\n"), None)), (lambda: (_NINAIVU, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**6, 10**7), p=r.randrange(6 * 10**9, 10**10)), None)),
                  (lambda: (f"{_VANAKKAM} {self.nadu()}", None)), (lambda: (self.poi(), None)), self.photo, self.video, self.voice, self.doc]
        weights = [24, 28, 2, 1.8, 1.5, 2.2, 1, 1.5, 2, 0.8, 2.2, 1.3, 3, 2.5, 4, 5, 6, 1.2, 6, 1.2]
        return r.choices(makers, weights)[0]()

    def stamp(self) -> str:
        d = date(2026, 12, 1) + timedelta(days=self.rng.randrange(0, 100))
        return f"{d:%Y%m%d}-WA{self.rng.randrange(0, 300):04d}"

    def photo(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "இன்னைக்கு மல்லி 🌼", "load ready", "ஈரமா இருக்கு பாருங்க", "rate board", "kovil malai 🙏", "cold room"]),
                media("photo", f"IMG-{self.stamp()}.jpg", "image/jpeg", r.randrange(60_000, 2_800_000)))

    def video(self) -> Said:
        r = self.rng
        return r.choice(["", "ஏலம் live 🔥", "mazhai paarunga"]), media("video", f"VID-{self.stamp()}.mp4", "video/mp4", r.randrange(900_000, 25_000_000))

    def voice(self) -> Said:
        r = self.rng
        if r.random() < 0.4:
            return "", media("sticker", f"STK-{self.stamp()}.webp", "image/webp", r.randrange(8_000, 90_000))
        return r.choice(["", "", "vandi otitu irukken, voice la sollren"]), media("voice", f"PTT-{self.stamp()}.opus", "audio/ogg", r.randrange(4_000, 700_000))

    def doc(self) -> Said:
        r = self.rng
        name, mime = r.choice([("மண்டி_கணக்கு_டிசம்பர்.pdf", "application/pdf"), (f"Load_List_{r.randrange(1, 29)}-12.xlsx",
                                                                                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
                               ("Sangam_Circular.pdf", "application/pdf"), ("GST_Nov_2026.pdf", "application/pdf"), ("vivasayi_list.xlsx",
                                                                                                               "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")])
        return r.choice(["", "kanakku anne", "paarunga"]), media("document", name, mime, r.randrange(20_000, 1_500_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_VANAKKAM} {text}", f"{text}\n\n{_NINAIVU}", f"{ramble(r, _VIVASAYI, 4, ' ')} அப்புறம் {text}",
                         f"நேத்து மீட்டிங்ல பேசினது:\n1. {text}\n2. {self.nadu()}", f"{text} 🙏", f"{self.sutrarikkai()}\n\nஇன்னொன்னு: {text}",
                         f"{text}\n– பழனிசாமி", f"@எல்லாரும் {text}", f"anne {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.06) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    m = _Malli(rng)
    people = [f"91{rng.choice('6789')}{rng.randrange(10**8, 10**9)}" for _ in range(rng.randrange(8, 20))]  # WhatsApp numbers

    # Busy from the small-hours auction to the lorries leaving at night; quiet through the afternoon.
    def gap() -> int:
        return rng.randrange(10, 1300) if rng.random() > 0.1 else rng.randrange(4 * 3600, 20 * 3600)

    voice = Voice(m.mandi, m.chatter, m.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
