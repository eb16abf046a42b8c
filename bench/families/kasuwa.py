"""The kasuwa family: the WhatsApp group of a cloth traders' association section in Kantin Kwari market, Kano, Nigeria, in Hausa (with Pidgin English).

Written for batch 17, while yatai, yeshi and pola (batch 16) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. The section (sashe) of atamfa,
shadda and lace wholesalers in Kantin Kwari has one WhatsApp group for its shop owners, their
apprentices (yara), a Lagos importer who clears the section's joint containers at Apapa and Tin Can,
the section chairman (shugaba) and its secretary (sakatare). They write Hausa in Latin script, with
the hooked letters (ɗ, ƙ, ɓ, ʼy) on a good keyboard and without them (d, k, b, 'y) on most phones
("kudin kungiya", "ranka ya dade"), English mixed in ("customer", "transfer", "container", "bale"),
Arabic greetings and blessings ("Assalamu alaikum", "Alhamdulillah", "Insha Allah", "Allah ya saka da
alheri"). The chairman, Alhaji Sani Umar Gwarzo, posts formal notices that open with "SANARWA DAGA
SHUGABAN SASHEN ATAMFA DA LACE" and are signed with his name and title; the secretary, Malam Nura
Sulaiman, posts the same reminder about the 2026 dues and the bales left in the passage again and
again; an old trader writes long messages without hooks or punctuation about 1979, the dead Kano and
Kaduna textile mills and the impatience of today's apprentices; the apprentices write short lower-case
messages without hooks ("alhaji an kawo kaya", "yallabai customer ya zo"); the Igbo and Yoruba traders
write Pidgin ("Abeg who get Da Viva wholesale?", "market slow die this week"), and the importer,
Obinna, long and well punctuated English updates from Lagos. Pasted into the chat: the wholesale
price list (Hollandais, Da Viva, Super Wax, Getzner, Swiss voile lace), the day's incoming stock, bank
credit alerts (GTBank, Opay, Moniepoint), the container update (B/L, vessel, terminal, status), an
invoice (rasit), the lorry loading list to Maiduguri, the Wapa bureau de change rates; links to
WhatsApp, Facebook, Instagram, TikTok, YouTube, BBC Hausa, the CBN and Google Maps; photos, videos,
voice notes (very many), stickers and documents (the price list in PDF, the shop register in XLSX).
Money is "₦45,000", "N45,000", "N45k", "45k", "₦1.2m" and "dubu arba'in da biyar"; dates "14 ga
Disamba", "14/12", "14/12/2026", "Asabar, 14 ga Disamba" and, in English, "Dec 14"; times "ƙarfe 9 na
safe", "ƙarfe tara na safe", "ƙarfe 4 da rabi na yamma", "9am", "16:30", and prayer times ("bayan
sallar La'asar", "bayan Magriba") in the chatter.
Its facts are said the section's way ("An yanke shawara a taron jiya: sayen janareta na sashe — mu
koma solar.", "An naɗa Hadiza Yakubu a matsayin ma'ajin sashe; duk kuɗin ƙungiya a wurin ma'aji za
a kai.", "Abeg una note am: Ifeanyi Nwosu na our new rep for Onitsha line").
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from typing import Any

from .common import Chat, Ids, Planted, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "kasuwa"
LANGUAGE = "ha"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 300

# Months and weekdays in Hausa (Monday first, as date.weekday() counts), and the English months.
_WATA = {12: "Disamba", 1: "Janairu", 2: "Fabrairu", 3: "Maris", 4: "Afrilu"}
_MONTH = {12: "Dec", 1: "Jan", 2: "Feb", 3: "Mar", 4: "Apr"}
_RANA = ["Litinin", "Talata", "Laraba", "Alhamis", "Jumma'a", "Asabar", "Lahadi"]
# Hausa numerals: units, the teens are "goma sha ...", the tens, and hundreds "ɗari ...".
_RAKA = ["", "ɗaya", "biyu", "uku", "huɗu", "biyar", "shida", "bakwai", "takwas", "tara"]
_GOMIYA = {1: "goma", 2: "ashirin", 3: "talatin", 4: "arba'in", 5: "hamsin", 6: "sittin", 7: "saba'in", 8: "tamanin", 9: "casa'in"}
# The clock in words ("ƙarfe tara na safe"), by hour on a twelve-hour clock.
_AWA = {1: "ɗaya", 2: "biyu", 3: "uku", 4: "huɗu", 5: "biyar", 6: "shida", 7: "bakwai", 8: "takwas", 9: "tara", 10: "goma", 11: "goma sha ɗaya",
        12: "goma sha biyu"}
_SALLOLI = ["bayan sallar Asuba", "kafin Azahar", "bayan sallar Azahar", "bayan sallar La'asar", "bayan La'asar", "bayan Magriba", "kafin Magriba",
            "bayan Isha'i"]
# Traders, apprentices and places as the chatter names them (never a fact's person).
_SUNAYE = ["Alhaji Kabiru", "Hajiya Binta", "Malam Auwalu", "Sani yaro", "Bashir", "Emeka", "Iya Bisi", "Oga Tunde", "Chinedu", "Abba", "Usman",
           "Baba Ladi", "Hamza", "Nonso", "Alhaji Musbahu", "Dan Azumi"]
_WURARE = ["layin lace", "layin atamfa", "ƙofar gabas", "bakin masallaci", "gaban shagon Alhaji Kabiru", "layin shadda", "ɗakin ajiya",
           "bakin titin Murtala", "tashar mota ta Kwari", "bayan layi", "ƙofar arewa", "kusa da mai shayi"]
_KAYA = ["Hollandais", "Da Viva", "Super Wax", "ABC Wax", "Ghana Wax", "Getzner", "shadda Ezee", "Swiss voile lace", "cord lace", "George",
         "Hitarget", "guinea brocade"]

_SASHE = Wording(
    topics=[("ranar rufe kasuwa ta mako", ["Lahadi kamar yadda aka saba", "babu ranar rufewa sai ranar Sallah", "rabin rana a ranar Jumma'a"]),
            ("kuɗin mai gadin dare", ["₦2,500 kowane shago a wata", "₦4,000 kowane shago a wata", "a bar shi yadda yake"]),
            ("motar da za ta ɗauko kaya daga Legas", ["trailer ɗin Alhaji Dogo", "GIG Logistics", "mu haɗa kuɗi mu ɗauki motar haya tare"]),
            ("wurin taron ƙarshen shekara", ["a Tahir Guest Palace", "a masallacin Juma'a na sashe", "a harabar ofishin sashe"]),
            ("sayen janareta na sashe", ["mu sayi Mikano 20KVA", "a gyara tsohon janareta kawai", "mu koma solar"]),
            ("launin kayan ƙungiya na bana", ["shadda fara mai zaren zinariya", "atamfa Hollandais ruwan kore", "lace ja da fari"]),
            ("hanyar sayen dala ga masu shigo da kaya", ["a BDC na Wapa kawai", "ta banki kawai, babu kasuwar bayan fage", "importer ya biya a Legas"]),
            ("karɓar kuɗi ta POS a shaguna", ["kowa ya sa Moniepoint", "transfer kawai, babu POS", "cash da transfer duka"]),
            ("lokacin shigar manyan motoci cikin layi", ["sai bayan Magriba", "kafin ƙarfe 8 na safe kawai", "ta ƙofar gabas kawai, kowane lokaci"]),
            ("tallafin shagunan da gobara ta ƙone", ["₦50,000 kowanne daga asusun sashe", "kowa ya bayar da abin da ya iya", "mu kai ƙorafi gidan gwamnati tare"]),
            ("sharaɗin ɗaukar sabon yaro", ["sai da wasiƙar iyayensa", "sai da mai tsaya masa", "gwaji na wata uku tukuna"])],
    decided=["An yanke shawara a taron jiya: {s} — {c}.", "Shugaba ya amince: {s}, {c}. Allah ya sa alheri.",
             "to shikenan an gama magana, {s}: {c} 👍", "{S} — {c}. Haka aka ƙudurta, babu sauran canji.",
             "Mun yi ƙuri'a: {s} → {c}. Nagode da duk wanda ya fito.", "Executive don decide am: {s} — {c}. Abeg make everybody comply.",
             "SANARWA: bayan doguwar tattaunawa, {s}: {c}.", "kwamiti ya gama, {s} {c} insha Allah"],
    numbers=[("Kuɗin da ke asusun sashe yanzu: {naira}", ("Kuɗin da ke asusun sashe", "{naira}")),
             ("Bashin da ake bin ʼyan sashe na kuɗin ƙungiya ya kai {naira2}", ("Bashin da ake bin ʼyan sashe", "{naira2}")),
             ("Container na biyu ya sauka da bale {bale} na atamfa", ("Container na biyu ya sauka", "bale {bale}")),
             ("Shaguna {shops} ne ke cikin rijistar sashenmu yanzu", ("cikin rijistar sashenmu", "Shaguna {shops}")),
             ("Duty da aka biya a Apapa a kan container ɗin lace: {naira3}", ("Duty da aka biya a Apapa", "{naira3}")),
             ("Yaran da ke koyon sana'a a sashe gaba ɗaya: {yara}", ("Yaran da ke koyon sana'a a sashe", "{yara}")),
             ("Haya ta shago ɗaya a layin lace ta koma {haya} a shekara", ("Haya ta shago ɗaya", "{haya}")),
             ("Trailer ɗin da ya taho daga Legas ya ɗauko yadi {yadi} na shadda", ("Trailer ɗin da ya taho daga Legas", "yadi {yadi}")),
             ("Waɗanda suka halarci taron jiya: mutum {ppl}", ("halarci taron jiya", "mutum {ppl}")),
             ("Gobarar da ta tashi a layin takalma ta lalata kaya na kimanin {naira4}", ("layin takalma", "{naira4}")),
             ("Clearing for the last container cost us {naira3} all-in", ("Clearing for the last container", "{naira3}")),
             ("Farashin dala a Wapa yau da safe: {dala}", ("Farashin dala a Wapa", "{dala}")),
             ("Masu biyan kuɗin ƙungiya da wuri za su samu ragin {pct}%", ("Masu biyan kuɗin ƙungiya da wuri", "{pct}%"))],
    dates=[("Taron gama-gari na sashe: {dt}, {tm} a ofishin sashe", ("Taron gama-gari na sashe", "{dt}")),
           ("Container ɗin Super Wax zai iso Kano {dt} insha Allah", ("Container ɗin Super Wax zai iso", "{dt}")),
           ("Jami'an hukumar kasuwa za su zo duba takardun shaguna {dy} {tm}", ("hukumar kasuwa za su zo", "{tm}")),
           ("Ranar ƙarshe ta biyan kuɗin hayar shago ta bana: {nd}", ("biyan kuɗin hayar shago ta bana", "{nd}")),
           ("Lorry na Maiduguri zai tashi {dy} {tm}, ku kawo kayanku da wuri", ("Lorry na Maiduguri zai tashi", "{tm}")),
           ("Ɗaurin auren ɗiyar sakatare: {dt} a masallacin Kwari, bayan sallar Azahar", ("Ɗaurin auren ɗiyar sakatare", "{dt}")),
           ("Ma'aikatan Jaiz Bank za su zo bayani kan lamuni {dt}, {tm}", ("Ma'aikatan Jaiz Bank za su zo", "{dt}")),
           ("The Lagos container go reach Kano on {en}, by {tme}", ("Lagos container go reach Kano", "{en}")),
           ("An ɗaga feshin maganin ɓeraye a ɗakin ajiya zuwa {dy} {tm}", ("feshin maganin ɓeraye", "{tm}")),
           ("Kwamitin zartarwa zai zauna {dt} bayan Magriba", ("Kwamitin zartarwa zai zauna", "{dt}")),
           ("Last day to submit documents for the CAC registration: {nd}", ("CAC registration", "{nd}"))],
    people=["Mustapha Ɗanlami", "Hadiza Yakubu", "Ifeanyi Nwosu", "Olumide Adeyemi", "Zainab Abdullahi", "Bashir Tijjani Rimi", "Ngozi Eze",
            "Abdulrahman Shehu", "Nasiru Ɗalhatu", "Rabi'u Sule", "Chiamaka Obi", "Kamilu Isa Gwale", "Murtala Ahmad", "Maryam Aliyu Ringim"],
    roles=[("An naɗa {p} a matsayin ma'ajin sashe; duk kuɗin ƙungiya a wurin ma'aji za a kai", "ma'ajin sashe"),
           ("{p} ke kula da rijistar yaran da ke koyon sana'a daga yau", "rijistar yaran"),
           ("Wakilin sashe a tashar Apapa yanzu: {p}. Duk maganar container a tuntuɓi wakilin", "Wakilin sashe a tashar Apapa"),
           ("Clearing agent ɗinmu na Tin Can daga wannan watan shi ne {p}", "Clearing agent ɗinmu na Tin Can"),
           ("Abeg una note am: {p} na our new rep for Onitsha line", "rep for Onitsha line"),
           ("Mai magana da yawun sashe (PRO) daga yau: {p}", "Mai magana da yawun sashe"),
           ("Duk maganar ɗora kaya zuwa Borno, ku tuntuɓi {p}", "ɗora kaya zuwa Borno"),
           ("An ɗora wa {p} aikin duba ingancin lace kafin a raba", "ingancin lace"),
           ("{p} ne ke riƙe da mabuɗin ɗakin ajiya na sashe yanzu", "mabuɗin ɗakin ajiya"),
           ("Kwamitin sasanta rigimar ciniki: {p} ne shugaba", "sasanta rigimar ciniki"),
           ("Daga yau {p} ke tattara kuɗin mai gadi a layinmu", "tattara kuɗin mai gadi"),
           ("Our new contact for Cotonou goods na {p}, una fit call am directly", "contact for Cotonou goods")],
    tasks=["kai takardun shaguna ofishin hukumar kasuwa", "gyara fitilar layin shadda", "karɓo rasit ɗin duty daga wajen clearing agent",
           "rubuta sunayen yaran da ba su da katin shaida", "share magudanar ruwa ta bayan masallaci", "kira mai gyaran janareton ofis",
           "buga sababbin katunan ƙungiya", "kai wasiƙar ƙorafi ga Manajan kasuwa", "duba bale ɗin da ƙwari suka ɓata a ɗakin ajiya",
           "je banki a buɗe asusun haɗin gwiwa", "sanar da ʼyan layin shadda labarin taron", "nemo mai fenti ya rubuta allon sashe",
           "ɗauki hoton takardun container a Legas a turo"],
    asked=["Wa zai iya {a}? Don Allah a sanar.", "Har yanzu ba wanda ya ɗauki nauyin {a}. Ina masu taimako?", "yara wanene zai {a} kafin Jumma'a?",
           "Ana buƙatar wanda zai {a} yau ko gobe 🙏", "Sakatare ya ce a nemo wanda zai {a}, ba a samu ba tukuna.",
           "Wa ke da lokacin {a}? Za a biya kuɗin mota.", "don Allah mutum ɗaya ya taimaka ya {a}, an jima ana magana"],
    edits=[("Lambar asusun sashe (Jaiz Bank): {x}", "Lambar asusun sashe (Jaiz Bank): {y} — na yi kuskure a farko, ku gyara", "Lambar asusun sashe", "acct"),
           ("Lambar wayar clearing agent Chidi: {x}", "Lambar wayar clearing agent Chidi: {y} (tsohuwar ba ta shiga)", "clearing agent Chidi", "tel"),
           ("Container number ɗin kayan lace: {x}", "Container number ɗin kayan lace: {y}, na rubuta ba daidai ba", "Container number ɗin kayan lace", "cont"),
           ("Password na WiFi na ofishin sashe: {x}", "Password na WiFi na ofishin sashe: {y}", "WiFi na ofishin sashe", "wifi"),
           ("Link na fom ɗin rijistar shaguna: {x}", "Link na fom ɗin rijistar shaguna: {y} (na farkon bai buɗe ba)", "fom ɗin rijistar shaguna", "link"),
           ("Waybill no. for the lace wey leave Lagos: {x}", "Waybill no. for the lace wey leave Lagos: {y} — sorry, na typo", "Waybill no. for the lace", "waybill"),
           ("Shagon da za a yi taron kwamiti a ciki: {x}", "Shagon da za a yi taron kwamiti a ciki: {y}, ba wancan ba", "taron kwamiti a ciki", "shop"),
           ("Opay na sakatare don kuɗin ƙungiya: {x}", "Opay na sakatare don kuɗin ƙungiya: {y} — a yi haƙuri, lamba ɗaya ta ɓace", "Opay na sakatare", "tel")],
    changes=[("Kuɗin ƙungiya na shekarar 2027: {x} kowane shago",
              ["Gyara: kuɗin ƙungiya na shekarar 2027 ya koma {y} kowane shago", "An sake lissafi, kuɗin ƙungiya na shekarar 2027 zai zama {y}"],
              "kuɗin ƙungiya na shekarar 2027", "due"),
             ("Lokacin buɗe kasuwa da safe: {x}", ["Daga Litinin lokacin buɗe kasuwa da safe ya koma {y}",
                                                   "Shugaba ya ce lokacin buɗe kasuwa da safe: {y}, ba yadda aka faɗa a baya ba"],
              "lokacin buɗe kasuwa da safe", "open"),
             ("Kuɗin lodi na kowane bale zuwa Legas: {x}", ["Direba ya ce kuɗin lodi na kowane bale zuwa Legas ya zama {y}",
                                                            "Update: kuɗin lodi na kowane bale zuwa Legas — {y}"],
              "kuɗin lodi na kowane bale", "load"),
             ("Rabon kaya na container ɗin haɗin gwiwa zai kasance {x}", ["An ɗage rabon kaya na container ɗin haɗin gwiwa zuwa {y}",
                                                                          "Sorry o, rabon kaya na container ɗin haɗin gwiwa don move to {y}"],
              "rabon kaya na container", "when"),
             ("Wurin taron ƙarshen wata: {x}", ["An canja wurin taron ƙarshen wata zuwa {y}", "A kula: wurin taron ƙarshen wata yanzu {y} ne"],
              "wurin taron ƙarshen wata", "place"),
             ("Tarar wanda ya toshe hanya da kaya: {x}", ["An ƙara tarar wanda ya toshe hanya da kaya zuwa {y}",
                                                          "Kwamiti ya ce tarar wanda ya toshe hanya da kaya: {y}"],
              "tarar wanda ya toshe hanya", "fine"),
             ("Deposit for the next container: {x} per trader", ["Importer don change am, deposit for the next container na {y} per trader now",
                                                                 "Correction from Lagos: deposit for the next container = {y} per trader"],
              "deposit for the next container", "dep"),
             ("Ziyarar Kwamishinan Kasuwanci a sashe: {x}", ["An ɗage ziyarar Kwamishinan Kasuwanci a sashe zuwa {y}",
                                                            "Sabon labari: ziyarar Kwamishinan Kasuwanci a sashe za ta kasance {y}"],
              "ziyarar Kwamishinan Kasuwanci", "visit")])

# The chatter.
_GAJERE = ["to", "toh", "To shikenan", "shikenan", "Yauwa", "yawwa", "Nagode", "nagode sosai", "Mun gode", "Allah ya saka da alheri", "Amin",
           "Ameen 🤲", "Amin summa amin", "Insha Allah", "In sha Allah", "Alhamdulillah", "Alhamdulillahi", "Masha Allah", "Masha Allah 💯",
           "ok alhaji", "Ok yallabai", "an gama", "na gani", "na ji", "gaskiya ne", "Haka ne", "haka ne fa", "👍", "🙏", "🤲", "🤲🏾", "😂😂",
           "😂", "Wa alaikum salam", "Wa alaikumus salam warahmatullah", "Assalamu alaikum", "Barka da safiya", "Barka da yamma", "ina kwana",
           "lafiya lau", "e", "eh", "a'a", "ba matsala", "babu damuwa", "no wahala", "How far", "e don do", "na so o", "correct", "Sannu da aiki",
           "sannu", "Allah ya kiyaye", "Allah ya sawwaka", "Allah ya ba mu sa'a", "😭", "🔥", "💯", "kai!", "haba", "wallahi", "Ina zuwa", "I dey come",
           "On my way", "Okay sir", "noted", "Noted.", "Ranka ya daɗe", "ranka shi dade", "toh ranka ya dade", "Allah ya ji kansa 🤲", "Madalla",
           "kai jama'a", "sai anjima", "Sai gobe insha Allah", "Na biya", "an tura", "na tura", "ya shiga?", "bai shiga ba", "ina shago", "ina hanya",
           "Gaskiya", "👌", "🙌", "My oga 🙌", "Chai!", "Ehen", "Ok o", "Sharp", "E don land", "God bless", "Amin ya Rabbi", "🤝", "Allah ya huta"]
_MATSAKAICI = ["ana neman {n} a shago, wani customer ne daga Katsina", "Yau kasuwa ta yi sanyi, masu saye ba su da yawa",
               "wani customer daga Maradi yana neman Hollandais kore, wa ke da shi", "{w} an toshe hanya da bale, mota ba ta wucewa",
               "Wutar NEPA ba ta zo ba tun safe, sai janareta", "wanda ya ari almakashina ya dawo min da shi don Allah",
               "Dala ta sake hawa yau, kayan Legas za su ƙara tsada", "mai shayi ya zo {w}, ku fito ku sha", "{n} don Allah a turo min lambar mai mota",
               "Masha Allah customers daga Nijar sun shigo yau", "yaro na bai zo ba yau, akwai wanda ya gan shi", "ƙura ta yi yawa yau, ku rufe kayanku da leda",
               "sanyi ya yi yawa da safen nan, Allah ya kiyaye", "{n} kuna da Da Viva mai ruwan ɗorawa? customer na jira",
               "An sace wayar wani yaro {w} jiya, ku kula", "network ya ƙi aiki, transfer ba ya shiga", "Moniepoint ɗina ya ƙi buga rasit",
               "{n} nagode da abincin rana 😋", "kaya sun yi tsada wallahi, mutane ba su da kuɗi", "ina neman ɗan koyo mai gaskiya, wanda ya iya karatu",
               "{w} akwai wata mota da ta yi parking ta hana kowa fita", "customer ya ce sai gobe zai biya ragowar", "{n} don Allah ku zo shagona, akwai magana",
               "An buɗe sabon shagon shadda {w}, Allah ya ba su sa'a", "jiya KAROTA sun kama motoci uku a bakin kasuwa",
               "yara ku daina wasa da waya a gaban customers", "Emeka ya tafi gida hutun Kirsimeti, sai Janairu zai dawo",
               "lace ɗin da ya zo wannan karon bai yi kyau ba, zaren yana fita", "akwai masu neman Getzner? ina da guda goma",
               "ku yi haƙuri da jinkirin amsa, ina masallaci", "mun rasa customer saboda babu canji", "bayan La'asar zan zo ofis insha Allah",
               "wa ya ga yarona mai jar riga? tun safe ya fita", "{n} Allah ya ƙara lafiya, mun ji ba a jin daɗi", "kasuwar Kirsimeti ba ta yi armashi ba bana",
               "masu Cotonou sun ce border ta yi tsauri yanzu", "{w} an zubar da shara, ku faɗa wa mai share layi", "shin ofishin sashe a buɗe yake yau",
               "yaushe za a raba katunan ƙungiya", "nawa ne ake sayar da Super Wax yanzu a Legas", "{n} na turo hoton kayan a DM",
               "Abeg who get Da Viva wholesale? customer dey wait", "{n}, your boy don go lunch since, shop dey open",
               "Customer wan pay transfer but e never land", "Market slow die this week, una feel am?", "My people how market today?",
               "I don reach Kano, I go come shop after", "{w} light don come o", "Abeg who sabi good tailor for Kano? customer dey ask",
               "Na wa for this dollar o, everytime e dey go up", "e don tey wey I see una for meeting", "{n} abeg check your DM",
               "I dey travel go village for Christmas, my boy go dey shop", "who get Hitarget? I need 3 bundles sharp sharp"]
_TAMBAYOYI = {"wa", "ina", "yaushe", "nawa", "me", "mene", "wane", "wace", "wanene", "shin", "akwai", "who", "wetin", "how", "abeg"}
_YARA = ["alhaji an kawo kaya daga tasha", "yallabai customer ya zo yana jiranka", "na kai kayan tasha an loda", "an bude shago",
         "an rufe shago alhaji", "na karbi kudin customer na ajiye a drawer", "yallabai NEPA ta dauke", "alhaji ina layin lace",
         "an gama kirga bale", "yallabai ka turo min kudin mota", "customer yace zai dawo gobe", "mai gadi yace sai an biya shi na wata",
         "alhaji za ka zo yau", "na je banki layi ya yi yawa", "yallabai an samu matsala da mai mota", "alhaji customer yace a rage masa",
         "an kai kayan Hajiya", "ina jiran mai adaidaita sahu", "na manta makullin shago a gida yallabai", "alhaji mutumin Maradi ya dawo"]
_TSOHO = ["assalamu alaikum yan uwa", "ni tun shekarar 1979 nake wannan kasuwa lokacin Kantin Kwari bai kai haka ba",
          "a da kayan masakun Kano da Kaduna muke sayarwa yanzu duk sun mutu", "yanzu komai daga China yake zuwa har atamfa",
          "yara na yanzu ba su da hakuri suna son su yi kudi a rana daya", "ni na yi shekara bakwai ina yi wa ubangidana aiki kafin ya ba ni jari",
          "kuma ko kwabo ban taba dauka ba", "ku rika biyan kudin kungiya ba sai an yi ta tunatarwa ba",
          "Allah ya jikan Alhaji Garba Mai Atamfa shi ne ya koya min ciniki", "ciniki da gaskiya shi ne albarka", "mu daina toshe hanya da kaya kunya ce",
          "a da daga Chadi da Kamaru ake zuwa saye a wurin mu", "Allah ya albarkaci kasuwar mu ya kawo mana customers", "Allah ya kara mana hadin kai"]
_LEGAS = ["Good morning my people.", "The vessel berthed at Apapa on Tuesday, but customs have not released the containers yet.",
          "They are saying the declared value on the lace is too low, so they want to re-examine everything.",
          "I have spoken to our agent; he said we should expect at least one more week.",
          "Demurrage is already running, and the shipping line charges per day, so every delay costs us.",
          "Anybody that has not paid the balance should please do so before Friday.",
          "I will send the updated documents once I get them from the terminal.",
          "Dollar is not helping us at all: we bought at one rate and now it is another.",
          "The trucks from Apapa to Kano are taking four to five days because of the road at Lokoja.",
          "Let us be patient, God will see us through.", "— Obinna, Lagos"]
_SHUGABA = ["SANARWA DAGA SHUGABAN SASHEN ATAMFA DA LACE, KANTIN KWARI",
            "Ana sanar da dukkan ʼyan sashe cewa an hana ajiye kaya a kan hanyar wucewa daga yau.",
            "Duk wanda bai sabunta katin shaidarsa na ƙungiya ba, ya garzaya ofishin sakatare.",
            "Ana tunatar da ʼyan kasuwa cewa hukumar kasuwa tana binciken takardun shaguna; ku tanadi takardunku.",
            "Mun samu ƙorafe-ƙorafe game da yaran da ke jan masu saye da ƙarfi a bakin ƙofa. Wannan ba za a yarda da shi ba.",
            "Ana roƙon kowa ya kashe janareta idan zai rufe shago, don gudun gobara.",
            "Duk rigimar ciniki a kawo ta wurin shugabanni, kada a je wurin ʼyan sanda kai tsaye.",
            "Muna godiya ga duk waɗanda suka bayar da gudummawa ga ʼyan uwanmu da gobara ta shafa.",
            "Allah ya albarkaci kasuwancinmu, ya kare mu daga sharrin ɓarayi.",
            "Sa hannu:\nAlhaji Sani Umar Gwarzo\nShugaban Sashe"]
_TUNATARWA = ("📢 TUNATARWA: ʼYan sashe, don Allah ku tuna cewa kuɗin ƙungiya na 2026 (₦15,000) dole ne a biya kafin 31 ga Disamba. "
              "Kada a ajiye bale a tsakiyar layi, kuma ku kashe janareta kafin ku tafi gida. Wanda bai biya ba ba zai samu takardar shaida ba. "
              "— Malam Nura Sulaiman, Sakatare")
_SALLAMA = "Assalamu alaikum ʼyan uwa, barkanmu da safiya 🌅"
_KARIN_MAGANA = ["Sannu ba ta hana zuwa.", "Mai haƙuri yakan dafa dutse ya sha romonsa.", "Kasuwa a kai miki dole.", "Ruwa ba ya tsami banza.",
                 "Zomo ba ya kamuwa daga zaune.", "Hannu ɗaya ba ya ɗaukar jinka."]
_LINKS = ["https://chat.whatsapp.com/{k} group na masu lace, ku shiga", "https://wa.me/234{t} lambar mai mota na Maiduguri",
          "https://www.facebook.com/share/p/{k}/ ku ga wannan", "https://youtu.be/{k} ku kalli wannan bidiyon", "https://www.instagram.com/p/{k}/ sabon lace ya zo 🔥",
          "https://vm.tiktok.com/{k}/ 😂😂😂", "https://www.cbn.gov.ng/rates/ExchRateByCurrency.html official rate na yau",
          "https://maps.app.goo.gl/{k} ga wurin sabon shagona", "https://www.bbc.com/hausa/articles/{k} labarin tsadar kaya a kasuwanni"]
_BOT = ["An lura ✍️", "Na rubuta.", "Ba zan iya sauraron saƙon murya ba, don Allah a rubuta 🙏", "Babu damuwa!", "Zan tunatar idan lokaci ya yi."]

# Phones mostly drop the hooked letters: ɗ ƙ ɓ become d k b, and the glottal ʼy an apostrophe or nothing.
_HOOKS = str.maketrans({"ɗ": "d", "Ɗ": "D", "ƙ": "k", "Ƙ": "K", "ɓ": "b", "Ɓ": "B", "ʼ": "'"})


def _waya(text: str, bare: bool = False) -> str:
    """`text` as typed on a phone without the Hausa keyboard (with `bare`, no apostrophe either)."""
    t = text.translate(_HOOKS)
    return t.replace("'Y", "Y").replace("'y", "y") if bare else t


class _Kasuwa:
    """One chat's draws and the section's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.sashe = Planter(rng, _SASHE, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        """A fact as the planter words it, typed without the hooked letters a third of the time
        (its probe and stale strings the same way, so they still match)."""
        p = self.sashe(kind)
        if p is None or self.rng.random() >= 0.35:
            return p
        text, probe, newer = p
        return (_waya(text), tuple(_waya(x) for x in probe),
                (_waya(newer[0]), tuple(_waya(x) for x in newer[1])) if newer else None)

    # -- formats ----------------------------------------------------------------------------

    @staticmethod
    def kalma(n: int) -> str:
        """1 to 999 in Hausa words: "arba'in da biyar", "ɗari biyu da hamsin"."""
        parts = []
        h, rest = divmod(n, 100)
        if h:
            parts.append("ɗari" if h == 1 else f"ɗari {_RAKA[h]}")
        t, u = divmod(rest, 10)
        if t == 1 and u:
            parts.append(f"goma sha {_RAKA[u]}")
        else:
            if t:
                parts.append(_GOMIYA[t])
            if u:
                parts.append(_RAKA[u])
        return " da ".join(parts)

    def naira(self, n: int) -> str:
        """An amount: "₦45,000", "N45,000", "N45k", "45k", "₦1.2m" or "dubu arba'in da biyar"."""
        g = grouped(n, ",")
        ways = [f"₦{g}", f"₦{g}", f"N{g}", f"N{g}", f"₦{g}.00", f"NGN{g}"]
        if n % 1000 == 0 and n < 1_000_000:
            ways += [f"N{n // 1000}k", f"{n // 1000}k", f"₦{n // 1000}k"]
            ways += [f"dubu {self.kalma(n // 1000)}"] * 2
        if n >= 1_000_000 and n % 100_000 == 0:
            ways += [f"₦{n / 1_000_000:g}m", f"N{n / 1_000_000:g}m"]
        return self.rng.choice(ways)

    def den(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date for "on": "14 ga Disamba", "14/12", "14/12/2026", "ranar Asabar, 14 ga Disamba" or "Asabar 14/12"."""
        d = self.den(n)
        rana, wata = _RANA[d.weekday()], _WATA[d.month]
        return self.rng.choice([f"{d.day} ga {wata}", f"{d.day} ga {wata}", f"{d.day}/{d.month}", f"{d.day}/{d.month}/{d.year}",
                                f"ranar {rana}, {d.day} ga {wata}", f"{rana} {d.day}/{d.month}", f"ranar {d.day} ga watan {wata}"])

    def nd(self, n: int) -> str:
        """A date alone: "14 ga Disamba", "14/12/2026", "14-12-2026"."""
        d = self.den(n)
        return self.rng.choice([f"{d.day} ga {_WATA[d.month]}", f"{d.day}/{d.month}/{d.year}", f"{d.day:02d}-{d.month:02d}-{d.year}"])

    def en(self, n: int) -> str:
        """A date the English way: "Dec 14", "14th December", "Saturday 14/12"."""
        d = self.den(n)
        th = "th" if 10 <= d.day % 100 < 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return self.rng.choice([f"{_MONTH[d.month]} {d.day}", f"{d.day}{th} {d:%B}", f"{d:%A} {d.day}/{d.month}"])

    def lokaci(self, h: int, mi: int | None = None) -> str:
        """A time: "ƙarfe 9 na safe", "ƙarfe tara na safe", "ƙarfe 4 da rabi na yamma", "9am", "4:30pm" or "16:30"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "safe" if h < 12 else "rana" if h < 15 else "yamma" if h < 19 else "dare"
        rabi = " da rabi" if mi == 30 else ""
        ways = [f"ƙarfe {h12}{rabi} na {part}", f"ƙarfe {_AWA[h12]}{rabi} na {part}", f"{h:02d}:{mi:02d}"]
        ways.append(f"{h12}{'' if mi == 0 else f':{mi:02d}'}{'am' if h < 12 else 'pm'}")
        return r.choice(ways)

    def english_time(self, h: int) -> str:
        return self.rng.choice([f"{(h - 1) % 12 + 1}{'am' if h < 12 else 'pm'}", f"{(h - 1) % 12 + 1}:00{'am' if h < 12 else 'pm'}", f"{h}:00"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.sashe.fresh
        slots = {"naira": lambda: self.naira(f("naira", 30, 900) * 10_000), "naira2": lambda: self.naira(f("naira2", 40, 600) * 5_000),
                 "naira3": lambda: self.naira(f("naira3", 18, 90) * 100_000), "naira4": lambda: self.naira(f("naira4", 5, 80) * 1_000_000),
                 "bale": lambda: str(f("bale", 30, 260)), "shops": lambda: str(f("shops", 60, 240)), "yara": lambda: str(f("yara", 40, 300)),
                 "haya": lambda: self.naira(f("haya", 25, 150) * 10_000), "yadi": lambda: grouped(f("yadi", 30, 200) * 100, ","),
                 "ppl": lambda: str(f("ppl", 25, 160)), "dala": lambda: f"₦{grouped(f('dala', 1420, 1790), ',')}" + r.choice(["", "/$", " a dala ɗaya"]),
                 "pct": lambda: str(f("pct", 3, 25)),
                 "dt": lambda: self.dt(f("d", 0, 115)), "nd": lambda: self.nd(f("d", 0, 115)), "en": lambda: self.en(f("d", 0, 115)),
                 "tm": lambda: self.lokaci(f("h", 7, 20)), "tme": lambda: self.english_time(f("h", 7, 20)),
                 "dy": lambda: r.choice(["gobe", "jibi", "ranar Asabar", "ranar Litinin", "ranar Alhamis", "ranar Talata mai zuwa", "ranar Laraba",
                                         "ranar Lahadi"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.sashe.fresh

        def tel() -> str:
            n = r.choice(["0803", "0806", "0813", "0816", "0703", "0706", "0802", "0808", "0812", "0901", "0907", "0805", "0815", "0905"])
            a, b = r.randrange(100, 1000), r.randrange(1000, 10000)
            return r.choice([f"{n} {a} {b}", f"{n}{a}{b}", f"+234 {n[1:]} {a} {b}", f"{n}-{a}-{b}"])

        def open_() -> str:
            h, mi = divmod(f("open", 12, 20) * 30, 60)
            return self.lokaci(h, mi)

        draws = {"acct": lambda: f"{r.choice(['0', '1', '2'])}{r.randrange(10**8, 10**9)}", "tel": tel,
                 "cont": lambda: f"{r.choice(['MSKU', 'MSCU', 'CMAU', 'TGHU', 'HLXU', 'MEDU'])}{r.randrange(10**6, 10**7)}",
                 "wifi": lambda: f"Kwari{code(r, 3)}@{r.randrange(1000, 10000)}",
                 "link": lambda: r.choice([f"https://forms.gle/{code(r, 10)}", f"https://bit.ly/{code(r, 7)}"]),
                 "waybill": lambda: r.choice([f"GIG-{r.randrange(10**7, 10**8)}", f"LOS-KAN-{r.randrange(10**5, 10**6)}"]),
                 "shop": lambda: f"shago mai lamba {r.choice('ABCDEFGH')}-{r.randrange(10, 400)}",
                 "due": lambda: self.naira(f("due", 8, 40) * 1000), "open": open_, "load": lambda: self.naira(f("load", 15, 80) * 100),
                 "when": lambda: self.dt(f("d", 0, 115)), "visit": lambda: f"{self.dt(f('d', 0, 115))} {self.lokaci(f('h', 7, 20))}",
                 "place": lambda: r.choice(["masallacin Alhaji Baffa", "harabar Kano Chamber of Commerce", "Bristol Palace Hotel", "gidan Alhaji Sani a Nassarawa",
                                            "ɗakin taro na Kano Club", "shagon Hajiya Laure mai kusurwa", "sabon ofis a bene na biyu",
                                            "Royal Tropicana Hotel"]),
                 "fine": lambda: self.naira(f("fine", 2, 40) * 1000), "dep": lambda: self.naira(f("dep", 4, 40) * 100_000)}
        return self.sashe.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def matsakaici(self) -> str:
        r = self.rng
        said = r.choice(_MATSAKAICI).format(n=r.choice(_SUNAYE), w=r.choice(_WURARE))
        if r.random() < 0.18:  # two things in one breath
            said += r.choice([" ", ", ", " kuma ", ". "]) + r.choice(_MATSAKAICI).format(n=r.choice(_SUNAYE), w=r.choice(_WURARE))
        if r.random() < 0.5:
            said = _waya(said, bare=r.random() < 0.5)
        return tidied(r, said, 0.35, _TAMBAYOYI, [".", "!", " 🙏", "!!", " 😂", "...", ""])

    def farashi(self) -> str:
        """The wholesale price list, as a trader pastes it."""
        r = self.rng
        items = [("Hollandais (Vlisco)", "6", 42, 98), ("Da Viva", "6", 16, 32), ("Super Wax", "6", 10, 22), ("ABC Wax", "6", 14, 30),
                 ("Ghana Wax (GTP)", "6", 18, 36), ("Getzner shadda", "10", 140, 420), ("Shadda Ezee", "10", 22, 60),
                 ("Swiss voile lace", "5", 35, 160), ("Cord lace", "5", 28, 90), ("George (India)", "6", 45, 140)]
        rows = [f"{n:<20}| {y:>2} | ₦{grouped(r.randrange(lo, hi) * 1000 + r.choice([0, 0, 500]), ',')}" for n, y, lo, hi in r.sample(items, r.randrange(4, 8))]
        d = self.den(r.randrange(0, 100))
        return (f"FARASHIN KAYA (wholesale) — {d.day}/{d.month}\n```\nKaya                | Yd | Farashi\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nfarashi zai iya canjawa saboda dala", "\nShago 37, Layin Atamfa", "\ncall/WhatsApp 0803 *** ****", "\nku zo da wuri"]))

    def shigowa(self) -> str:
        """The day's incoming stock, by shop."""
        r = self.rng
        rows = []
        for shop in sorted(r.sample(range(3, 260), r.randrange(2, 5))):
            got = ", ".join(f"{k} bale {r.randrange(1, 30)}" for k in r.sample(_KAYA, r.randrange(1, 4)))
            rows.append(f"- Shago {shop}: {got}")
        return ("KAYAN DA SUKA SHIGO YAU 📦\n" + "\n".join(rows)
                + r.choice(["", "\nAn sauke a ɗakin ajiya", "\nmai trailer ya tafi", "\nku zo ku duba naku"]))

    def alert(self) -> str:
        """A bank's credit alert or a transfer receipt, forwarded."""
        r = self.rng
        amt = r.choice([45_000, 85_000, 120_000, 150_000, 250_000, 380_000, 450_000, 720_000, 1_150_000]) + r.choice([0, 0, 500])
        who = r.choice(["ADAMU SALISU", "CHUKWUDI OKEKE", "HAUWA MUSA", "IBRAHIM DAHIRU", "ADEBAYO STORES", "ABDOULAYE MAHAMANE"])
        d = self.den(r.randrange(0, 100))
        kind = r.randrange(3)
        if kind == 0:
            return (f"Acct: 0******{r.randrange(100, 1000)}\nAmt: NGN{grouped(amt, ',')}.00 CR\nDesc: TRF FRM {who}/ATAMFA\n"
                    f"Avail Bal: NGN{grouped(r.randrange(200_000, 9_000_000), ',')}.{r.randrange(0, 100):02d}\nDate: {d:%d-%b-%Y} {r.randrange(8, 19)}:{r.randrange(0, 60):02d}"
                    + r.choice(["", "\nya shiga, nagode", "\nalhaji ga alert", "\nconfirm am abeg"]))
        if kind == 1:
            return (f"Credit Alert!\nAmount: ₦{grouped(amt, ',')}.00\nFrom: {who}\nBank: OPay\nSession ID: 1000{r.randrange(10**15, 10**16)}\n"
                    + r.choice(["", "na tura", "check am"]))
        return (f"Transaction Successful ✅\nAmount: ₦{grouped(amt, ',')}.00\nRecipient: SANI UMAR GWARZO & SONS\nMoniepoint MFB\n"
                f"Ref: MNPT{r.randrange(10**9, 10**10)}" + r.choice(["", "\nan tura", "\nkuɗin bale uku"]))

    def container(self) -> str:
        """The importer's container update."""
        r = self.rng
        d = self.den(r.randrange(0, 100))
        return (f"CONTAINER UPDATE 🚢\nB/L: {r.choice(['MEDU', 'MAEU', 'CMDU'])}{r.randrange(10**7, 10**8)}\n"
                f"Vessel: {r.choice(['MSC Ilona', 'Maersk Kampala', 'CMA CGM Lagos', 'Grande Nigeria', 'MSC Lucy'])}\n"
                f"Terminal: {r.choice(['Apapa (APMT)', 'Tin Can (TICT)', 'Lekki Deep Sea Port'])}\n"
                f"Content: {r.choice(_KAYA)} / {r.choice(_KAYA)}, {r.randrange(80, 400)} bales\n"
                f"Status: {r.choice(['Awaiting examination', 'Released, loading on truck', 'PAAR approved, duty paid', 'Discharged, awaiting release'])}\n"
                f"Date: {d:%d/%m/%Y}" + r.choice(["", "\nWill update una.", "\nPray for us o 🙏", "\nOga Sani abeg share am for the section"]))

    def rasit(self) -> str:
        """An invoice (rasit), pasted."""
        r = self.rng
        rows, total = [], 0
        for k in r.sample(_KAYA, r.randrange(2, 5)):
            n, p = r.randrange(2, 40), r.randrange(12, 95) * 1000
            total += n * p
            rows.append(f"{n} x {k} @ ₦{grouped(p, ',')} = ₦{grouped(n * p, ',')}")
        return (f"RASIT / INVOICE No. {r.randrange(100, 9999):04d}\nSani Umar Gwarzo & Sons, Shago na 37, Layin Atamfa, Kantin Kwari, Kano\n"
                f"Abokin ciniki: {r.choice(['Alhaji Idi (Maradi)', 'Mama Nkechi (Aba)', 'Hajiya Kulu (Zinder)', 'Garba Katsina', 'Madam Funke (Ibadan)'])}\n"
                + "\n".join(rows) + f"\nJimla: ₦{grouped(total, ',')}\nAn karɓa da godiya 🙏")

    def lodi(self) -> str:
        """The lorry loading list to Maiduguri."""
        r = self.rng
        rows = [f"{i}. Shago {s} — bale {r.randrange(1, 12)}" for i, s in enumerate(sorted(r.sample(range(3, 260), r.randrange(3, 7))), 1)]
        return (f"LODIN MOTA — KANO ➜ MAIDUGURI\nMota: Mercedes 911, {r.choice(['FGE', 'KMC', 'DAL', 'NSR'])} {r.randrange(100, 1000)} "
                f"{r.choice(['XA', 'XB', 'ZY', 'AA'])}\nDireba: {r.choice(['Mai Kano', 'Garba Direba', 'Sule Borno'])}\n" + "\n".join(rows)
                + r.choice(["", "\nku duba sunayenku", "\nkuɗin lodi a hannun yaro"]))

    def canji(self) -> str:
        """The day's Wapa bureau de change rates."""
        r = self.rng
        usd = r.randrange(1430, 1780)
        return (f"CANJIN KUƊI YAU (Wapa) 💵\nDollar: ₦{grouped(usd, ',')} / ₦{grouped(usd + r.randrange(8, 30), ',')}\n"
                f"CFA 10,000: ₦{grouped(r.randrange(24_500, 29_000), ',')}\nPound: ₦{grouped(r.randrange(1900, 2350), ',')}\n"
                f"Riyal: ₦{r.randrange(380, 470)}" + r.choice(["", "\nyau ta sauka kaɗan", "\nAllah ya sawwaka", "\nna saurin canji ne"]))

    def kamar_gaskiya(self) -> str:
        """Fact-like chatter that plants nothing: figures, dates and plans nobody asks about again."""
        r = self.rng
        d = self.den(r.randrange(0, 100))
        return r.choice([f"yau na sayar da Super Wax guda {r.randrange(8, 60)}, Alhamdulillah",
                         f"customer daga Maradi ya biya {self.naira(r.randrange(10, 90) * 10_000)}, saura {self.naira(r.randrange(2, 30) * 5_000)} a wurinsa",
                         f"dala ta kai ₦{grouped(r.randrange(1430, 1780), ',')} a Wapa da rana", f"zan tafi Legas {self.dt(r.randrange(0, 100))} insha Allah",
                         f"{r.choice(['Emeka', 'Chinedu', 'Alhaji Kabiru', 'Nonso', 'Alhaji Musbahu'])} ya ce container ɗinsa zai iso {self.dt(r.randrange(0, 100))}",
                         f"haya ta shagona a Sabon Gari {self.naira(r.randrange(30, 150) * 10_000)} ce a shekara",
                         f"mai mota ya ce {self.naira(r.randrange(10, 60) * 100)} kowane bale zuwa Kaduna", f"yara {r.randrange(2, 9)} ne a shagona yanzu",
                         f"jiya mutum {r.randrange(10, 80)} suka zo neman lace", f"na biya {self.naira(r.randrange(15, 90) * 1000)} kuɗin wutar wata",
                         f"{r.choice(_SALLOLI)} zan wuce Wapa in canja dala", f"Emeka said him container go land {d:%b} {d.day}",
                         f"an yi ɗaurin auren ɗan {r.choice(_SUNAYE)} {self.dt(r.randrange(0, 100))}, Allah ya ba da zaman lafiya",
                         f"I sell {r.randrange(5, 40)} pieces of George today, thank God", f"{r.choice(_SALLOLI)} za mu yi ta'aziyya gidan {r.choice(_SUNAYE)}",
                         f"Getzner yanzu ya kai {self.naira(r.randrange(150, 420) * 1000)} a Legas, kai!",
                         f"na ga {r.choice(_SUNAYE)} a tashar mota {self.lokaci(r.randrange(7, 19))}"])

    def photo(self) -> Said:
        r = self.rng
        d = self.den(r.randrange(0, 100))
        return (r.choice(["", "", "sabon kaya ya zo 🔥", "ga samfurin", "wannan launin customer ke so", "layin mu yau", "container ya iso Alhamdulillah",
                          "rasit", "ga yadda suka toshe hanya 😡", "Hollandais sabon design"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(40_000, 2_600_000)))

    def video(self) -> Said:
        r = self.rng
        d = self.den(r.randrange(0, 100))
        return (r.choice(["", "ku kalli sabon lace", "cunkoso a bakin kasuwa", "ana sauke container"]),
                media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(700_000, 28_000_000)))

    def voice(self) -> Said:
        r = self.rng
        d = self.den(r.randrange(0, 100))
        if r.random() < 0.3:  # a sticker
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        return (r.choice(["", "", "", "ina tuƙi, ku saurara", "alhaji ka saurari wannan"]),
                media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(5_000, 900_000)))

    def document(self) -> Said:
        r = self.rng
        name, text = r.choice([("Farashin_kaya_Disamba.pdf", "farashin kaya na wannan watan"), ("Rijistar_shaguna_2026.xlsx", "rijistar shaguna, ku duba sunayenku"),
                               ("Container_documents.pdf", "documents for the container"), ("Invoice_Kwari.pdf", ""),
                               ("Kundin_tsarin_mulkin_kungiya.docx", "kundin tsarin mulki, wanda ya nema"), ("Form M.pdf", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 3_000_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (r.choice(_GAJERE), None)), (lambda: (self.matsakaici(), None)), (lambda: (r.choice(_YARA), None)),
            (lambda: (self.farashi(), None)), (lambda: (self.shigowa(), None)), (lambda: (self.alert(), None)), (lambda: (self.container(), None)),
            (lambda: (self.rasit(), None)), (lambda: (self.lodi(), None)), (lambda: (self.canji(), None)),
            (lambda: (ramble(r, _TSOHO, 5, " "), None)), (lambda: (letter(r, _LEGAS, sep="\n"), None)), (lambda: (letter(r, _SHUGABA, sep="\n\n"), None)),
            (lambda: (_TUNATARWA, None)), (lambda: (r.choice(_KARIN_MAGANA), None)),
            (lambda: (r.choice(_LINKS).format(k=code(r, 11), t=r.choice(["803", "806", "813", "703", "902"]) + str(r.randrange(10**6, 10**7))), None)),
            (lambda: (f"{_SALLAMA} {self.matsakaici()}", None)), (lambda: (self.kamar_gaskiya(), None)),
            self.photo, self.video, self.voice, self.document]
        weights = [26, 31, 7, 1.5, 1.3, 2, 1, 0.9, 0.8, 1.3, 2.4, 1.1, 1.3, 2.6, 1.5, 2.5, 3, 6, 5, 1, 7, 1]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SALLAMA} {text}", f"{text}\n\n{_TUNATARWA}", f"{ramble(r, _TSOHO, 3, ' ')} kuma {text}",
                         f"Daga taron kwamiti na jiya:\n1. {text}\n2. {self.matsakaici()}", f"{text} 🙏", f"{text}\n— Sakatare",
                         f"Ga sanarwa: {text}", f"{text}\nA sanar da waɗanda ba sa cikin group.", f"{self.canji()}\n\nKuma: {text}", f"📌 {text}",
                         f"{text} Allah ya sa mu dace."])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    k = _Kasuwa(rng)
    people = [f"234{rng.choice(['803', '806', '813', '816', '703', '706', '802', '808', '902', '905'])}{rng.randrange(10**6, 10**7)}"
              for _ in range(rng.randrange(10, 26))]  # WhatsApp ids are phone numbers

    # Busy while the market is open, quiet at night and for much of Friday, when the shops close for Juma'a.
    def gap() -> int:
        return rng.randrange(20, 1800) if rng.random() > 0.1 else rng.randrange(4 * 3600, 20 * 3600)

    voice = Voice(k.plant, k.chatter, k.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
