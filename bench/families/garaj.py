"""The garaj family: the Telegram group of a car-repair garage and spare-parts shop near Merkato and Kera, Addis Ababa, in Amharic.

Written for batch 18, while yatai, yeshi, pola, phsar, cycle and kasuwa were held out, and run on no
version of the summarizer when it was committed: a held-out family. ጋሻው ሞተርስ (Gashaw Motors) is a
workshop behind Kera with a parts counter towards Merkato; its Telegram group holds the owner, the
mechanics, the painter and the electrician, the cashier, a customer liaison and a few regular
customers and parts dealers. They write Amharic in Ge'ez script (ፊደል), with the Ethiopic full stop ።
and comma ፣ in careful messages and none in quick ones, and Amharic in Latin letters on phones
without a Ge'ez keyboard ("selam new", "ishi", "part-u metual"); the car and part words are English
("gearbox", "radiator", "brake pad", "Toyota Vitz", "Corolla", "Hilux", "job card"). The owner, አቶ
ተስፋዬ ጋሻው, posts formal notices that open with "📢 ማስታወቂያ" and are signed with his name and title;
the mechanics write short messages; the customer liaison, ቅድስት, writes long polite ones to
"ውድ ደንበኞቻችን"; the old mechanic, ጋሽ በላይ, rambles without punctuation about the Fiats and Ladas of
the 1970s and the Chinese parts of today. Pasted into the chat: the day's parts price list, the job
card list of the cars in the workshop, CBE and Telebirr transfer alerts, the Modjo dry-port
container status; links to Telegram channels, YouTube, TikTok and Google Maps; photos, videos, voice
notes (many), stickers and documents. Dates are Ethiopian ("ታኅሣሥ 5", "ታኅሣሥ 5 ቀን 2019 ዓ.ም",
"ሐሙስ ታኅሣሥ 5") beside Gregorian ones in English ("Dec 14", "14/12/2026"); times are Ethiopian
("ከጠዋቱ 3 ሰዓት" is 9am, "ከቀኑ 7 ሰዓት ተኩል" is 1:30pm) beside "9:00 AM" and "5pm"; money is
"ብር 4,500", "4,500 ብር", "4500 birr", "ETB 4,500" and "4.5 ሺ".
Its facts are said the garage's way ("ባለቤቱ ወስነዋል፦ የKinto brand ፍሬን ሸራ መሸጥ — ሙሉ በሙሉ
አቁመናል።", "ከዛሬ ጀምሮ የወርክሾፑ ፎርማን፦ ሄኖክ ደምሴ።", "selam new, yegna adis painter: Yared
Alemu").
"""

from __future__ import annotations

import random
from datetime import date, timedelta
from typing import Any

from .common import Chat, Ids, Planted, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "garaj"
LANGUAGE = "am"
# Messages per chat by default: about 13,000 to 21,000 characters of history (Ge'ez is dense) and about 20 facts.
MESSAGES = 300

# The Ethiopian months (each of 30 days) from መስከረም 1, 2019 ዓ.ም = 11 September 2026, the
# Amharic weekdays (Monday first, as date.weekday() counts) and the hours in words.
_NEW_YEAR = date(2026, 9, 11)
_WER = ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት"]
_KEN = ["ሰኞ", "ማክሰኞ", "ረቡዕ", "ሐሙስ", "ዓርብ", "ቅዳሜ", "እሑድ"]
_SEAT = {1: "አንድ", 2: "ሁለት", 3: "ሦስት", 4: "አራት", 5: "አምስት", 6: "ስድስት", 7: "ሰባት", 8: "ስምንት", 9: "ዘጠኝ", 10: "አስር", 11: "አስራ አንድ",
         12: "አስራ ሁለት"}
# Mechanics, customers, cars and places as the chatter names them (never a fact's person).
_SIM = ["ዮናስ", "ኪሮስ", "ቢኒ", "ጌቾ", "አቡሽ", "Dawit", "Mule", "ሀብቴ", "ቶማስ", "ፍቅሩ", "Kasa", "ሰሚር", "ናሆም", "Abel", "ቴዲ", "አሌክስ"]
_MEKINA = ["Vitz", "Corolla", "Hilux", "Yaris", "Land Cruiser", "Rav4", "Dolphin", "Hyundai Atos", "Suzuki Dzire", "Isuzu NPR", "Prado",
           "Lifan", "ሚኒባስ", "ቪትዝ", "ኮሮላ"]
_BOTA = ["መርካቶ", "ቄራ", "ሳሪስ", "ጀሞ", "አውቶቢስ ተራ", "ሃያ ሁለት", "ካዛንቺስ", "ቦሌ", "ኮተቤ", "ቃሊቲ", "ፒያሳ", "ለቡ"]
_KA = ["brake pad", "radiator", "gearbox", "shock absorber", "alternator", "timing belt", "spark plug", "oil filter", "clutch", "fuel pump",
       "ባትሪ", "ጎማ", "ፍሬን ሸራ", "ዲስክ"]

_GARAJ = Wording(
    topics=[("የKinto brand ፍሬን ሸራ መሸጥ", ["ሙሉ በሙሉ አቁመናል", "ያለውን ጨርሰን እናቆማለን", "በግማሽ ዋጋ አውጥተን እንጨርሳለን"]),
            ("የቻይና (Lifan) መለዋወጫ ማስመጣት", ["ከዚህ በኋላ አናስመጣም", "ዋስትና ካለው ብቻ", "በትዕዛዝ ብቻ"]),
            ("የቅዳሜ ከሰዓት በኋላ ስራ", ["እንደተለመደው ይቀጥላል", "ጋራዡ ዝግ ይሆናል", "ለአደጋ ጥገና ብቻ ክፍት"]),
            ("ለደንበኞች የምንሰጠው የጥገና ዋስትና", ["3 ወር", "6 ወር ወይም 10,000 ኪ.ሜ", "ለተቀየረው ዕቃ ብቻ 1 ወር"]),
            ("ያገለገለ ዘይት አወጋገድ", ["ለዘይት ሰብሳቢው ድርጅት በሊትር እንሸጣለን", "በበርሜል ሞልተን ለክፍለ ከተማው እናስረክባለን", "ለጎረቤት ጋራዥ በነፃ"]),
            ("ከደንበኛ የሚጠየቀው የዕቃ ቅድሚያ ክፍያ", ["የዕቃውን ግማሽ", "ሙሉ የዕቃ ዋጋ አስቀድሞ", "ለመደበኛ ደንበኞች አይጠየቅም"]),
            ("ከዱባይ የሚመጣ ዕቃ ማስገቢያ መንገድ", ["በጅቡቲ በባቡር ወደ ሞጆ", "በአውሮፕላን cargo ቦሌ", "በትራንዚተር ብቻ"]),
            ("የቀለም (body paint) ስራ", ["ለቃሊቲው ቀለም ቤት እንሰጣለን", "እዚሁ በአዲሱ booth እንሰራለን", "ለሁለት ወር ቆሟል"]),
            ("ያገለገለ (used) gearbox ከደላላ መግዛት", ["አቁመናል", "ዲያግኖስቲክ ከተደረገ ብቻ", "ከምናውቀው ደላላ ብቻ"]),
            ("በTelebirr ክፍያ መቀበል", ["እንቀበላለን፣ ደረሰኝ ይላካል", "CBE transfer ብቻ", "ከ10,000 ብር በታች ብቻ"]),
            ("የሰራተኞች አዲስ ቱታ ቀለም", ["ሰማያዊ ከነጭ ስም ጋር", "አረንጓዴ", "ጥቁር ከቢጫ መስመር ጋር"]),
            ("የደንበኛ መኪና ማቆሚያ ከጋራዡ ውጭ", ["ከለሊት 12 በኋላ አይፈቀድም", "በዘበኛ ጥበቃ ይፈቀዳል", "ለ3 ቀን ብቻ"])],
    decided=["ባለቤቱ ወስነዋል፦ {s} — {c}።", "በትናንቱ ስብሰባ ተወስኗል፤ {s}፣ {c}።", "ok ተስማምተናል, {s}: {c} 👍", "{S} — {c}። ከዚህ በኋላ ክርክር የለም።",
             "ውሳኔ ተላልፏል: {s} → {c}", "selam new, {s} — {c}. ishi? akabi yelem", "ማስታወቂያ፦ {s}ን በተመለከተ፣ {c}።", "ተወራርደን ጨረስን {s} {c} በቃ"],
    numbers=[("የCorolla gearbox (automatic) ዋጋ አሁን {birr} ነው", ("የCorolla gearbox (automatic) ዋጋ", "{birr}")),
             ("ከዱባይ የመጣው የVitz ራዲያተር በ{birr2} ይሸጣል", ("ከዱባይ የመጣው የVitz ራዲያተር", "{birr2}")),
             ("በዚህ ወር የጠገንናቸው መኪኖች ብዛት: {cars}", ("በዚህ ወር የጠገንናቸው መኪኖች", "{cars}")),
             ("የመጋዘን ቆጠራ: ያሉን የፍሬን ሸራ ስብስቦች {pads} ናቸው", ("ያሉን የፍሬን ሸራ ስብስቦች", "{pads}")),
             ("ለሞጆው container የተከፈለው የጉምሩክ ቀረጥ {birr3}", ("የተከፈለው የጉምሩክ ቀረጥ", "{birr3}")),
             ("የወርክሾፑ ኪራይ ከጥር ጀምሮ በወር {birr4} ሆኗል", ("የወርክሾፑ ኪራይ", "{birr4}")),
             ("Hilux engine overhaul ሙሉ ሂሳብ: {birr3}", ("Hilux engine overhaul ሙሉ ሂሳብ", "{birr3}")),
             ("ya Land Cruiser turbo-w be {birr2} new yetegezaw", ("Land Cruiser turbo-w", "{birr2}")),
             ("ሰራተኞች ያልተከፈላቸው የትርፍ ሰዓት ክፍያ ድምር {birr2}", ("ያልተከፈላቸው የትርፍ ሰዓት ክፍያ", "{birr2}")),
             ("ለገና በዓል ቦነስ ለእያንዳንዱ ሰራተኛ {birr5}", ("ለገና በዓል ቦነስ", "{birr5}")),
             ("ዛሬ በTelebirr የገባው የጋራዡ ገቢ ድምር {birr3}", ("የገባው የጋራዡ ገቢ ድምር", "{birr3}")),
             ("መጋዘን ውስጥ ያሉ አዲስ ጎማዎች (195/65 R15) {tyres} ናቸው", ("አዲስ ጎማዎች (195/65 R15)", "{tyres}")),
             ("የVitz clutch kit ለጅምላ ገዢ {birr5} እንሰጣለን", ("የVitz clutch kit ለጅምላ ገዢ", "{birr5}"))],
    dates=[("የአቶ መስፍን Corolla {edt} ተጠግኖ ይደርሳል", ("የአቶ መስፍን Corolla", "{edt}")),
           ("የአመቱ የሰራተኞች ጠቅላላ ስብሰባ: {edt}፣ {tm}", ("የአመቱ የሰራተኞች ጠቅላላ ስብሰባ", "{edt}")),
           ("ሞጆ ደረቅ ወደብ ያለው container {gdt} ይለቀቃል ተብሏል", ("ሞጆ ደረቅ ወደብ ያለው container", "{gdt}")),
           ("የድርጅቱ መኪኖች የቦሎ ምርመራ {dy} {tm} ነው", ("የቦሎ ምርመራ", "{tm}")),
           ("የDiagnostic ማሽን ስልጠና (Launch X431) {edt} ይሰጣል", ("የDiagnostic ማሽን ስልጠና", "{edt}")),
           ("The Isuzu truck of Habesha Cement will be ready on {gdt}, pick-up at {gtm}", ("Isuzu truck of Habesha Cement", "{gdt}")),
           ("የገቢዎች ቢሮ ኦዲተሮች {dy} {tm} ይመጣሉ፣ ደረሰኞቹን አዘጋጁ", ("የገቢዎች ቢሮ ኦዲተሮች", "{tm}")),
           ("የወሩ ደሞዝ የሚከፈልበት ቀን: {edt}", ("የወሩ ደሞዝ የሚከፈልበት", "{edt}")),
           ("ወ/ሮ ትዕግስት Rav4ዋን የምትረከበው {edt} {tm} ነው", ("Rav4ዋን የምትረከበው", "{edt}")),
           ("Last day for the Nyala insurance claim papers: {gnd}", ("Nyala insurance claim papers", "{gnd}")),
           ("ya doctoru Prado {edt} yalqal, customer-u metaw yiwesdal", ("ya doctoru Prado", "{edt}"))],
    people=["ሄኖክ ደምሴ", "ሰለሞን ገብረመድህን", "Yared Alemu", "ብርሃኑ ወልደየስ", "ታምራት ኃይሌ", "ፀሐይ በቀለ", "Dereje Assefa", "ኤርሚያስ ተሾመ",
            "ሙሉጌታ ካሳሁን", "ሃና ግርማ", "Samuel Bekele", "ወንድወሰን አበራ", "ቤተልሔም ታደሰ", "Kalkidan Worku"],
    roles=[("ከዛሬ ጀምሮ የወርክሾፑ ፎርማን፦ {p}። ስራ ሁሉ በፎርማኑ በኩል ይታደላል", "የወርክሾፑ ፎርማን"),
           ("የመለዋወጫ መጋዘኑ ቁልፍ ያለው {p} ጋ ነው", "የመለዋወጫ መጋዘኑ ቁልፍ"),
           ("የኤሌክትሪክ (wiring) ስራ ሃላፊ: {p}", "የኤሌክትሪክ (wiring) ስራ ሃላፊ"),
           ("ከሰኞ ጀምሮ ካሸራችን፦ {p}፤ ክፍያ ሁሉ ለካሸሩ ይሰጥ", "ካሸራችን"),
           ("ከጉምሩክ ጋር የሚያገናኘን ትራንዚተር፦ {p}", "ከጉምሩክ ጋር የሚያገናኘን ትራንዚተር"),
           ("selam new, yegna adis painter: {p}, ke ehud jemro", "yegna adis painter"),
           ("የደንበኞች ቅሬታ ተቀባይ፦ {p}፣ ቁጥሩን በግል እልካለሁ", "የደንበኞች ቅሬታ ተቀባይ"),
           ("ዱባይ ያለው የመለዋወጫ አቅራቢያችን፦ {p}", "የመለዋወጫ አቅራቢያችን"),
           ("የዲያግኖስቲክ ማሽኑን መንካት የሚፈቀደው ለ{p} ብቻ ነው", "የዲያግኖስቲክ ማሽኑን መንካት"),
           ("alignment ena balancing ke zare jemro {p} gar new", "alignment ena balancing"),
           ("ክሬን (towing) ሲያስፈልግ የምንደውለው ለ{p} ነው", "ክሬን (towing) ሲያስፈልግ"),
           ("የጋራዡ አዲስ ዘበኛ፦ {p} (ከዚህ ወር ጀምሮ)", "የጋራዡ አዲስ ዘበኛ")],
    tasks=["ከሞጆ ደረቅ ወደብ የመጣውን የሞተር ዕቃ ማምጣት", "የHilux ሰነዶችን ትራንስፖርት ቢሮ ማድረስ", "የቀለም ክፍሉን ቬንትሌተር ማስጠገን",
           "ከካዛንቺስ የተዋስነውን የባትሪ ቻርጀር መመለስ", "የዘይት በርሜሎቹን ወደ ኋላው መጋዘን ማስገባት", "አሮጌ ጎማዎቹን ለቃሊቲው ሻጭ ማስረከብ",
           "የወሩን የቫት ሰነድ ገቢዎች ቢሮ መውሰድ", "የCCTV ቴክኒሻኑን መጥራት", "ከአዳማ በአውቶቡስ የሚመጣውን ራዲያተር ከመናኸሪያ መቀበል",
           "የሰራተኞቹን ቱታ ከላውንደሪ ማምጣት", "የጋራዡን ታፔላ በአዲስ ቀለም ማሳደስ", "ለኮምፕረሰሩ አዲስ ቱቦ መግዛት",
           "የjob card ደብተሩን በExcel መመዝገብ"],
    asked=["{a} የሚችል ማን ነው? እባካችሁ ንገሩኝ።", "እስካሁን {a} የወሰደ ሰው የለም። ማን ይሄዳል?", "ነገ {a} ማን ይችላል? ትራንስፖርት ይከፈላል",
           "ባለቤቱ ያዘዙት፦ {a}። እስካሁን የተረከበ የለም።", "ebakachihu {a} man yichilal? betam yasfeligal", "ልጆች፣ {a} የሚችል ሰው ያስፈልጋል 🙏",
           "ማን ነው {a} የሚሄደው? ከዓርብ በፊት መሆን አለበት"],
    edits=[("የጋራዡ የCBE ሂሳብ ቁጥር: {x}", "የጋራዡ የCBE ሂሳብ ቁጥር: {y} (ቀድሞ የላኩት ተሳስቷል)", "የጋራዡ የCBE ሂሳብ ቁጥር", "acct"),
           ("ለዕቃ ክፍያ የአቢሲኒያ ባንክ ሂሳብ: {x}", "ለዕቃ ክፍያ የአቢሲኒያ ባንክ ሂሳብ: {y} — አንድ ቁጥር ተዘሎ ነበር", "የአቢሲኒያ ባንክ ሂሳብ", "boa"),
           ("የጋራዡ Telebirr ቁጥር {x} ነው", "የጋራዡ Telebirr ቁጥር {y} ነው፣ ይቅርታ", "የጋራዡ Telebirr ቁጥር", "tel"),
           ("የዶ/ር ሳሙኤል Prado ታርጋ: {x}", "የዶ/ር ሳሙኤል Prado ታርጋ: {y}", "የዶ/ር ሳሙኤል Prado ታርጋ", "plate"),
           ("የቢሮው Wi-Fi password: {x}", "የቢሮው Wi-Fi password: {y}", "የቢሮው Wi-Fi password", "wifi"),
           ("ቀጠሮ ለማስያዝ የGoogle Form ሊንክ: {x}", "ቀጠሮ ለማስያዝ የGoogle Form ሊንክ: {y} (የመጀመሪያው አይከፈትም)", "የGoogle Form ሊንክ", "link"),
           ("ያዘዝነው fuel pump part number: {x}", "ያዘዝነው fuel pump part number: {y}", "fuel pump part number", "part"),
           ("ya transitor-u silk: {x}", "ya transitor-u silk: {y}, yemejemeriyaw tesasto new", "ya transitor-u silk", "tel"),
           ("የዳማ ሆቴል Hilux የjob card ቁጥር: {x}", "የዳማ ሆቴል Hilux የjob card ቁጥር: {y}", "የዳማ ሆቴል Hilux የjob card ቁጥር", "job")],
    changes=[("ከዛሬ ጀምሮ የጋራዡ መዝጊያ ሰዓት {x} ነው", ["ማስተካከያ፦ የጋራዡ መዝጊያ ሰዓት {y} ሆኗል", "ባለቤቱ እንዳሉት የጋራዡ መዝጊያ ሰዓት {y} ነው፣ ያኛውን ተዉት"],
              "የጋራዡ መዝጊያ ሰዓት", "close"),
             ("ለትንሽ መኪና የዘይት ቅያሪ (oil change) ዋጋ: {x}", ["ከሰኞ ጀምሮ ለትንሽ መኪና የዘይት ቅያሪ (oil change) ዋጋ {y} ይሆናል",
                                                          "update: የዘይት ቅያሪ (oil change) ዋጋ {y} ነው፣ ዘይት ስለጨመረ"],
              "የዘይት ቅያሪ (oil change) ዋጋ", "oil"),
             ("የሞጆ ጉዞ ቀን: {x}", ["የሞጆ ጉዞ ቀን ወደ {y} ተዛውሯል", "ትራንዚተሩ ደውሎ ነበር፤ የሞጆ ጉዞ ቀን {y} ነው"], "የሞጆ ጉዞ ቀን", "when"),
             ("የሰራተኞች መሰብሰቢያ ቦታ: {x}", ["የሰራተኞች መሰብሰቢያ ቦታ ወደ {y} ተቀይሯል", "ልብ በሉ፦ የሰራተኞች መሰብሰቢያ ቦታ {y} ነው"],
              "የሰራተኞች መሰብሰቢያ ቦታ", "place"),
             ("ለመካኒክ የሰዓት ክፍያ (labour) {x} ነው", ["ከወሩ ጀምሮ ለመካኒክ የሰዓት ክፍያ (labour) {y} ሆኗል", "ተስተካክሏል፦ ለመካኒክ የሰዓት ክፍያ (labour) {y}"],
              "ለመካኒክ የሰዓት ክፍያ", "labour"),
             ("ለengine ስራ የሚጠየቀው ቅድሚያ ክፍያ: {x}", ["ለengine ስራ የሚጠየቀው ቅድሚያ ክፍያ ወደ {y} ከፍ ብሏል", "ባለቤቱ አሉ፦ ለengine ስራ የሚጠየቀው ቅድሚያ ክፍያ {y}"],
              "ለengine ስራ የሚጠየቀው ቅድሚያ ክፍያ", "dep"),
             ("ቅዳሜ የመክፈቻ ሰዓት: {x}", ["ቅዳሜ የመክፈቻ ሰዓት {y} ሆኗል", "ይቅርታ ተሳስቼ ነበር፣ ቅዳሜ የመክፈቻ ሰዓት {y} ነው"], "ቅዳሜ የመክፈቻ ሰዓት", "open"),
             ("የጎማ balancing ዋጋ ለአንድ ጎማ {x}", ["የጎማ balancing ዋጋ ለአንድ ጎማ {y} ሆኗል", "ya gomma balancing ዋጋ ለአንድ ጎማ {y} new ahun"],
              "balancing ዋጋ ለአንድ ጎማ", "bal"),
             ("የሽያጭ ሰራተኞች ኮሚሽን: {x}", ["የሽያጭ ሰራተኞች ኮሚሽን ወደ {y} ተቀይሯል", "ማስተካከያ፦ የሽያጭ ሰራተኞች ኮሚሽን {y}"], "የሽያጭ ሰራተኞች ኮሚሽን", "pct")])

# The chatter.
_AGCHIR = ["እሺ", "እሺ አለቃ", "ishi", "eshi", "ishi boss", "ok", "Ok", "👍", "🙏", "👌", "😂", "😂😂", "🔥", "💯", "😡", "🤝", "አመሰግናለሁ",
           "betam amesegnalehu", "እናመሰግናለን", "selam new", "selam new?", "ሰላም ነው", "ሰላም ሰላም", "ደህና አደራችሁ", "dehna aderachihu", "ደህና ዋላችሁ",
           "እግዚአብሔር ይመስገን", "Amen", "አሜን", "ችግር የለም", "chigir yelem", "ደርሷል", "dersual", "ገብቷል", "gebtual", "አልገባም", "algebam", "metahu",
           "መጣሁ", "እየመጣሁ ነው", "eyemetahu new", "መንገድ ላይ ነኝ", "ጋራዥ ነኝ", "yes", "አዎ", "awo", "አይ", "ay", "ተጨርሷል", "techersual",
           "ቆይ", "koy", "ደውልልኝ", "dewlilign", "በቃ", "bekka", "ጎበዝ", "gobez 💪", "wey gud", "ወይ ጉድ", "ኧረ", "ere", "ምን ልበል", "ahun", "አሁን",
           "ነገ", "nege", "ኦኬ", "ሲደርስ ንገሩኝ", "እሺ ዋ", "betam konjo", "ቆንጆ", "ተባረክ", "tebarek", "እንኳን አደረሳችሁ", "min tefa", "ምን ጠፋ"]
_MEKANIK = ["የ{c} ራዲያተር ይፈሳል", "{c}ው gearbox ተፈቷል ዕቃ እየጠበቅን ነው", "ፍሬን ሸራ አልቋል", "የ{c} ዘይት ተቀይሯል", "{n} የት ነህ", "{c} ባትሪ ሞቷል",
            "ክሬን ያስፈልጋል {w} አካባቢ", "ዕቃው መርካቶ የለም", "ሻይ አምጡልን", "መብራት ጠፍቷል ጄኔሬተሩን አስነሱ", "ኮምፕረሰሩ አይሰራም", "ቁልፍ 12 ማን ወሰደ",
            "{n} ጃኩን መልስ", "የ{c} ሞተር ማንኳኳት አለው", "ደንበኛው {w} ላይ ተበላሽቶ ቆሟል", "ቲዩብ የሚያስፈልገው {c} አለ", "{c} alternator metual",
            "{n} part-u metual?", "ya {c}-u gearbox ahun alqual", "customer-u yitebikal", "wiring-u tefetual", "ዛሬ ብዙ ስራ አለ", "{c} ሙከራ (test drive) ወጣሁ",
            "የ{c} AC ጋዝ ይፈልጋል", "{n} ነገ አትቅር", "scanner-u ayseram", "ሸራው ኦሪጅናል አይደለም", "{w} ያለው ሱቅ {k} አለው አሉ", "{k} ጠፍቶብናል",
            "የ{c} shock absorber ተቀየረ", "ከ{w} ደንበኛ ደውሎ ነበር", "{n} ሞባይልህ አይሰራም", "ዘይቱ ይንጠባጠባል", "እጄ ተቆረጠ ትንሽ ነው ችግር የለም",
            "{k} ዋጋ ጨምሯል", "customer {c} lay yalew dimts min indehone yitekal", "ebakachihu {k} kalachihu negerugn"]
_TEYAQE = {"ማን", "የት", "መቼ", "ስንት", "ምን", "ምንድን", "እንዴት", "min", "man", "yet", "mechie", "sint", "indet"}
_BALEBET = ["📢 ማስታወቂያ — ለጋሻው ሞተርስ ሰራተኞች በሙሉ",
            "ሰራተኞች ሁሉ ከጠዋቱ 2 ሰዓት ተኩል በፊት ጋራዥ መገኘት አለባችሁ።",
            "በደንበኛ መኪና ውስጥ ሲጋራ ማጨስም ሆነ ጫት መቃም በጥብቅ የተከለከለ ነው።",
            "የቀኑ ገቢ በሙሉ ማታ ለካሸሯ ይሰጥ፤ ደረሰኝ ያልተቆረጠለት ክፍያ አይቀበልም።",
            "መሳሪያዎች ከስራ በኋላ ወደ ሳጥናቸው ይመለሱ፣ የጠፋ መሳሪያ ከደሞዝ ይቆረጣል።",
            "ማንኛውም ዕቃ ያለ ፊርማ ከመጋዘን አይወጣም።",
            "የደንበኛ ቁልፍ በቁልፍ ሳጥኑ ውስጥ ብቻ ይቀመጥ።",
            "ደንበኛ ሲመጣ በትህትና ተቀበሉ፤ የጋራዡ ስም የሁላችንም ነው።",
            "እግዚአብሔር ስራችንን ይባርክ።",
            "ተስፋዬ ጋሻው\nባለቤት እና ዋና ሥራ አስኪያጅ\nጋሻው ሞተርስ"]
_DENBEGNA = ["ውድ ደንበኞቻችን፣ እንደምን አላችሁ? ሰላምታችን ይድረሳችሁ።",
             "መኪናችሁን ለጥገና ስታመጡ የቀድሞ የጥገና ደብተራችሁን (service book) ይዛችሁ ብትመጡ ስራችንን በጣም ያቀልልናል።",
             "ከውጭ የሚመጡ ዕቃዎች ከጉምሩክ እስኪለቀቁ አንዳንድ ጊዜ ከታሰበው በላይ ሊዘገዩ ስለሚችሉ በትዕግስት እንድትጠብቁን በአክብሮት እንጠይቃለን።",
             "ክፍያ በCBE ወይም በTelebirr ስትፈጽሙ የደረሰኙን ፎቶ (screenshot) በዚህ ግሩፕ ወይም በግል ብትልኩልን ቶሎ እናረጋግጣለን።",
             "የተጠገነ መኪና ከተነገራችሁ ቀን በኋላ ከሶስት ቀን በላይ ከቆየ የማቆሚያ ክፍያ እንደሚታሰብ በትህትና እናሳውቃለን።",
             "ማንኛውም ቅሬታ ወይም አስተያየት ካላችሁ ያለ ምንም ማመንታት ንገሩን፤ ለማሻሻል ዝግጁ ነን።",
             "ለምትሰጡን እምነት ከልብ እናመሰግናለን፤ መልካም ቀን ይሁንላችሁ።",
             "በአክብሮት፣\nቅድስት — የደንበኞች አገልግሎት፣ ጋሻው ሞተርስ"]
_GASH = ["ልጆች ስሙኝ", "እኔ ይሄን ስራ የጀመርኩት በ1968 ዓ.ም ነው", "ያኔ ፊያት ላዳ እና ቮልስ ነበር የምንሰራው", "አሁን ሁሉም ኮምፒውተር ሆኗል",
         "ልጆቹ diagnostic ከሌለ ምንም አያውቁም", "ድሮ በጆሮ ብቻ ነበር የሞተር ችግር የምናውቀው", "የቻይና ዕቃ አንድ ወር አይቆይም",
         "ኦሪጅናል ቶዮታ ዕቃ ውድ ቢሆንም ይበረክታል", "መርካቶ ያኔ እንዲህ አልተጨናነቀም ነበር", "እግዚአብሔር ይመስገን ልጆቼን በዚህ ስራ አስተምሬያለሁ",
         "ወጣቶቹ ቶሎ መክበር ይፈልጋሉ ትዕግስት የላቸውም", "ቡና ሳይጠጡ ስራ አይጀመርም", "የኛ ጊዜ ሰው ታማኝ ነበር ዕቃ አይሰረቅም ነበር",
         "ጋሽ ጋሻው ከሞቱ ጀምሮ ጋራዡ ተለውጧል ነፍሳቸውን ይማር", "ሞተር ሲያጥቡ በቤንዚን አታጥቡ እሳት ይነሳል", "በሉ እግዚአብሔር ይጠብቃችሁ"]
_LINKS = ["https://t.me/merkato_spare_parts አዲስ ዕቃ የሚለጥፉበት channel ነው ተቀላቀሉ", "https://t.me/+{k} የመርካቶ መለዋወጫ ነጋዴዎች ግሩፕ",
          "https://youtu.be/{k} gearbox እንዴት እንደሚፈታ ይህን እዩት", "https://www.youtube.com/watch?v={k} Vitz hybrid inverter ጥገና",
          "https://maps.app.goo.gl/{k} አዲሱ የቀለም ቤት እዚህ ነው", "https://vm.tiktok.com/{k}/ 😂😂 ይሄን መካኒክ እዩት",
          "https://t.me/ethio_car_market/{n} የሚሸጥ Corolla 2008", "https://maps.app.goo.gl/{k} የሞጆ ደረቅ ወደብ መግቢያ በር",
          "https://www.facebook.com/share/p/{k}/ ስለ ነዳጅ ዋጋ ጭማሪ"]
_BOT = ["ተመዝግቧል ✍️", "Noted.", "የድምፅ መልዕክት መስማት አልችልም፣ እባክዎ ይጻፉ 🙏", "እሺ!", "ጊዜው ሲደርስ አስታውሳለሁ።"]


class _Garaj:
    """One chat's draws and the garage's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.g = Planter(rng, _GARAJ, self.slot, self.value)

    def plant(self, kind: str) -> Planted:
        return self.g(kind)

    # -- formats ----------------------------------------------------------------------------

    def birr(self, n: int) -> str:
        """An amount: "ብር 4,500", "4,500 ብር", "4500 birr", "ETB 4,500", "4.5 ሺ" or "1.2 ሚሊዮን ብር"."""
        g = grouped(n, ",")
        ways = [f"ብር {g}", f"ብር {g}", f"{g} ብር", f"{n} birr", f"ETB {g}", f"{g} birr"]
        if n % 100 == 0 and 1000 <= n < 1_000_000:
            ways += [f"{n / 1000:g} ሺ", f"{n / 1000:g} ሺ ብር"]
        if n >= 1_000_000 and n % 100_000 == 0:
            ways += [f"{n / 1_000_000:g} ሚሊዮን ብር"]
        return self.rng.choice(ways)

    def den(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def ethiopian(self, n: int) -> tuple[str, int, int, str]:
        """The day `n` days after 1 December 2026 in the Ethiopian calendar: month, day, month's number, weekday."""
        d = self.den(n)
        m, day = divmod((d - _NEW_YEAR).days, 30)
        return _WER[m], day + 1, m + 1, _KEN[d.weekday()]

    def edt(self, n: int) -> str:
        """An Ethiopian date: "ታኅሣሥ 5", "ታኅሣሥ 5 ቀን 2019 ዓ.ም", "ሐሙስ ታኅሣሥ 5" or "5/4/2019 ዓ.ም"."""
        m, d, mi, wd = self.ethiopian(n)
        return self.rng.choice([f"{m} {d}", f"{m} {d}", f"{m} {d} ቀን 2019 ዓ.ም", f"{wd} {m} {d}", f"{wd}፣ {m} {d}", f"{d}/{mi}/2019 ዓ.ም"])

    def gdt(self, n: int) -> str:
        """A Gregorian date in English: "Dec 14", "December 14", "14/12/2026" or "Monday, Dec 14"."""
        d = self.den(n)
        return self.rng.choice([f"{d:%b} {d.day}", f"{d:%B} {d.day}", f"{d.day}/{d.month}/{d.year}", f"{d:%A}, {d:%b} {d.day}"])

    def gnd(self, n: int) -> str:
        d = self.den(n)
        return self.rng.choice([f"{d.day:02d}/{d.month:02d}/{d.year}", f"{d:%B} {d.day}, {d.year}", f"{d.day} {d:%b} {d.year}"])

    def seat(self, h: int, mi: int | None = None) -> str:
        """A time the Ethiopian way ("ከጠዋቱ 3 ሰዓት" is 9am) or the Western way ("9:00 AM", "5pm")."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        e = (h - 6) % 12 or 12
        part = "ከጠዋቱ" if 6 <= h < 12 else "ከቀኑ" if 12 <= h < 18 else "ከምሽቱ" if 18 <= h < 24 else "ከሌሊቱ"
        half = " ተኩል" if mi == 30 else ""
        h12 = (h - 1) % 12 + 1
        ways = [f"{part} {e} ሰዓት{half}", f"{part} {e} ሰዓት{half}", f"{part} {_SEAT[e]} ሰዓት{half}", f"{h12}:{mi:02d} {'AM' if h < 12 else 'PM'}"]
        if mi == 0:
            ways.append(f"{h12}{'am' if h < 12 else 'pm'}")
        return r.choice(ways)

    def gtm(self, h: int) -> str:
        return self.rng.choice([f"{(h - 1) % 12 + 1}{'am' if h < 12 else 'pm'}", f"{(h - 1) % 12 + 1}:00 {'AM' if h < 12 else 'PM'}", f"{h}:00"])

    def plate(self) -> str:
        r = self.rng
        return r.choice([f"ኮድ {r.choice('123')} {r.choice('ABC')}{r.randrange(10**4, 10**5)} አአ", f"AA {r.choice('123')}-{r.choice('ABC')}{r.randrange(10**4, 10**5)}",
                         f"{r.choice('123')}-{r.randrange(10**4, 10**5)} ኦሮ"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.g.fresh
        slots = {"birr": lambda: self.birr(f("birr", 45, 260) * 1000), "birr2": lambda: self.birr(f("birr2", 60, 900) * 100),
                 "birr3": lambda: self.birr(f("birr3", 20, 400) * 5_000), "birr4": lambda: self.birr(f("birr4", 30, 180) * 1000),
                 "birr5": lambda: self.birr(f("birr5", 8, 90) * 500), "cars": lambda: str(f("cars", 30, 160)),
                 "pads": lambda: str(f("pads", 12, 140)), "tyres": lambda: str(f("tyres", 8, 90)),
                 "edt": lambda: self.edt(f("d", 0, 115)), "gdt": lambda: self.gdt(f("d", 0, 115)), "gnd": lambda: self.gnd(f("d", 0, 115)),
                 "tm": lambda: self.seat(f("h", 7, 19)), "gtm": lambda: self.gtm(f("h", 7, 19)),
                 "dy": lambda: r.choice(["ነገ", "ከነገ ወዲያ", "ሰኞ", "ማክሰኞ", "ረቡዕ", "ሐሙስ", "ዓርብ", "ቅዳሜ", "በሚቀጥለው ሰኞ"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.g.fresh

        def tel() -> str:
            p, a, b = r.choice(["091", "092", "093", "094", "096", "097", "098", "099", "070", "071"]), r.randrange(100, 1000), r.randrange(1000, 10000)
            return r.choice([f"{p} {a} {b}", f"{p}{a}{b}", f"+251 {p[1:]} {a} {b}", f"{p}-{a}-{b}"])

        def hour(tag: str, lo: int, hi: int) -> str:
            h, mi = divmod(f(tag, lo, hi) * 30, 60)
            return self.seat(h, mi)

        draws = {"acct": lambda: f"1000{r.randrange(10**8, 10**9)}", "boa": lambda: str(r.randrange(10**7, 10**8) * 10 + r.randrange(10)),
                 "tel": tel, "plate": self.plate, "wifi": lambda: f"Gashaw{code(r, 3)}#{r.randrange(100, 10000)}",
                 "link": lambda: r.choice([f"https://forms.gle/{code(r, 10)}", f"https://bit.ly/{code(r, 7)}"]),
                 "part": lambda: f"{r.choice(['23220', '23221', '77020', '16400', '04465'])}-{code(r, 5, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}",
                 "job": lambda: f"JC-{r.randrange(1000, 10000)}/{r.choice(['19', '2019'])}",
                 "close": lambda: hour("close", 33, 42), "open": lambda: hour("open", 13, 20),
                 "oil": lambda: self.birr(f("oil", 12, 60) * 100), "when": lambda: r.choice([self.edt, self.gdt])(f("d", 0, 115)),
                 "place": lambda: r.choice(["የኋላው መጋዘን", "ቄራ ያለው ቅርንጫፍ", "ኤልሳ ካፌ ላይኛው ፎቅ", "የባለቤቱ ቢሮ", "ቀለም ቤቱ አጠገብ ያለው አዳራሽ",
                                            "መርካቶ ራስ ሆቴል", "የጋራዡ ግቢ ዳስ ስር", "ሳሪስ አዲሱ ሱቅ"]),
                 "labour": lambda: self.birr(f("labour", 3, 30) * 50), "dep": lambda: self.birr(f("dep", 10, 80) * 1000),
                 "bal": lambda: self.birr(f("bal", 4, 40) * 25),
                 "pct": lambda: r.choice(["{}%", "{} በመቶ", "ከሽያጩ {}%"]).format(f("pct", 2, 15))}
        return self.g.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def mekanik(self) -> str:
        r = self.rng

        def one() -> str:
            return r.choice(_MEKANIK).format(n=r.choice(_SIM), c=r.choice(_MEKINA), w=r.choice(_BOTA), k=r.choice(_KA))

        said = one()
        if r.random() < 0.15:
            said += r.choice([" ", "፣ ", " ደግሞ ", "። "]) + one()
        return tidied(r, said, 0.3, _TEYAQE, ["።", "።", "", "!", " 🙏", "..."])

    def price_list(self) -> str:
        """The day's parts price list, as the counter pastes it."""
        r = self.rng
        items = [("Brake pad (front)", "Vitz", 1800, 4500), ("Radiator", "Corolla", 9000, 22000), ("Gearbox (used)", "Vitz", 45000, 90000),
                 ("Shock absorber", "Hilux", 6000, 15000), ("Alternator", "Corolla", 8000, 18000), ("Timing belt", "Land Cruiser", 3000, 8000),
                 ("Spark plug x4", "Vitz", 900, 2400), ("Oil filter", "Corolla", 350, 900), ("Clutch kit", "Hilux", 12000, 28000),
                 ("Fuel pump", "Yaris", 7000, 16000), ("Headlight", "Dolphin", 4000, 11000), ("Battery 70Ah", "ሁሉም", 9000, 16000)]
        rows = [f"{n:<18}| {c:<12}| {grouped(r.randrange(lo, hi) // 50 * 50, ',')}" for n, c, lo, hi in r.sample(items, r.randrange(4, 8))]
        m, d, _, _ = self.ethiopian(r.randrange(0, 100))
        return (f"የዛሬ ዋጋ ዝርዝር 🔧 ({m} {d})\n```\nPart              | Car         | ብር\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nዋጋ በዶላር ምክንያት ሊቀየር ይችላል", "\nኦሪጅናል ብቻ", "\nለጅምላ ቅናሽ አለ", "\nአድራሻ፦ ቄራ፣ ከጋራዡ ፊት ለፊት"]))

    def job_cards(self) -> str:
        """The job-card list of the cars in the workshop."""
        r = self.rng
        m, d, _, _ = self.ethiopian(r.randrange(0, 100))
        state = ["🟡 በሂደት", "🔴 ዕቃ እየጠበቀ", "🟢 ተጠናቋል", "🟡 ዲያግኖስቲክ", "🔵 ቀለም ቤት"]
        rows = [f"{i}. {r.choice(_MEKINA)} — {self.plate()} — {r.choice(_KA)} — {r.choice(_SIM)} — {r.choice(state)}"
                for i in range(1, r.randrange(4, 9))]
        return f"📋 JOB CARDS — ወርክሾፕ ውስጥ ያሉ መኪኖች ({m} {d})\n" + "\n".join(rows) + r.choice(["", "\nያልተዘጉ job card ዛሬ ይዘጉ", "\nፎርማኑ ይፈርም"])

    def alert(self) -> str:
        """A CBE or Telebirr transfer alert, forwarded."""
        r = self.rng
        amt = r.choice([1500, 2800, 3500, 4200, 6500, 12500, 18000, 24500, 38000, 56000, 85000]) + r.choice([0, 0, 0.5]) * 100
        who = r.choice(["ABEBE KEBEDE", "MEKDES HAILU", "GETACHEW ALEMU", "ZELALEM TADESSE", "SELAMAWIT GIRMA", "HABESHA CEMENT SC"])
        d = self.den(r.randrange(0, 100))
        stamp = f"{d:%d/%m/%Y} {r.randrange(8, 19):02d}:{r.randrange(0, 60):02d}:{r.randrange(0, 60):02d}"
        if r.random() < 0.5:
            return (f"Dear Customer, your Account 1****{r.randrange(1000, 10000)} has been Credited with ETB {grouped(int(amt), ',')}.00 from {who}, "
                    f"on {stamp} with Ref No FT{r.randrange(10**9, 10**10)}. Your Current Balance is ETB {grouped(r.randrange(20_000, 900_000), ',')}."
                    f"{r.randrange(0, 100):02d}. Thank you for Banking with CBE!" + r.choice(["", "\nደርሷል?", "\nየVitz ሂሳብ ነው", "\nconfirm ebakachihu"]))
        return (f"You have received ETB {grouped(int(amt), ',')}.00 from {who}(2519****{r.randrange(1000, 10000)}) on {stamp}. "
                f"Your transaction number is {code(r, 10, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}. Thank you for using telebirr"
                + r.choice(["", "\nልኬያለሁ", "\nገብቷል?", "\nለፍሬን ሸራው"]))

    def modjo(self) -> str:
        """The transitor's container status from the Modjo dry port."""
        r = self.rng
        return (f"🚢 CONTAINER STATUS — ሞጆ\nB/L: {r.choice(['MEDU', 'MAEU', 'ESLU', 'CMDU'])}{r.randrange(10**7, 10**8)}\n"
                f"Content: {r.choice(_KA)}, {r.choice(_KA)} ({r.randrange(20, 300)} pcs)\n"
                f"Status: {r.choice(['Djibouti ላይ ነው', 'በባቡር ወደ ሞጆ እየመጣ', 'ሞጆ ደርሷል፣ ምርመራ እየጠበቀ', 'ቀረጥ ተከፍሏል', 'ተለቋል'])}\n"
                f"ETA: {self.gdt(r.randrange(0, 100))}" + r.choice(["", "\nበየቀኑ አሳውቃለሁ", "\ndemurrage እንዳይቆጠር ቶሎ ይከፈል"]))

    def like_fact(self) -> str:
        """Fact-like chatter that plants nothing: prices, counts, names and dates nobody asks about again."""
        r = self.rng
        n, c, k = r.choice(_SIM), r.choice(_MEKINA), r.choice(_KA)
        return r.choice([f"የ{n} {c} ዛሬ ተጠናቀቀ {self.birr(r.randrange(20, 400) * 100)} ከፈለ", f"ዛሬ {r.randrange(3, 20)} መኪና ገባ",
                         f"{k} መርካቶ {self.birr(r.randrange(10, 300) * 100)} ይላሉ", f"{n} {self.edt(r.randrange(0, 100))} ሞጆ ይሄዳል አለ",
                         f"ደንበኛው {self.seat(r.randrange(8, 18))} እመጣለሁ ብሏል", f"ነዳጅ ሊትሩ {r.randrange(90, 140)} ብር ገባ",
                         f"{c} gearbox ሌላ ጋራዥ {self.birr(r.randrange(40, 200) * 1000)} ጠየቁት", f"{n} ስልክ ቁጥሩ 09{r.randrange(10**7, 10**8)} ነው",
                         f"I will come on {self.gdt(r.randrange(0, 100))}", f"dollar {r.randrange(150, 190)} birr gebtual", f"{r.randrange(2, 12)} ጎማ ተሸጠ",
                         f"{n} ለ{self.edt(r.randrange(0, 100))} ፈቃድ ጠይቋል", f"ya {c}-u bill {self.birr(r.randrange(5, 90) * 500)} new",
                         f"{n} {r.randrange(2, 9)} ሊትር ዘይት ወሰደ", f"ከ{r.choice(_BOTA)} {r.randrange(2, 6)} ደንበኛ ደወሉ"])

    def photo(self) -> Said:
        r = self.rng
        d = self.den(r.randrange(0, 100))
        return (r.choice(["", "", "ይሄ ነው የተሰበረው", "አዲሱ ዕቃ ደርሷል", "ደንበኛው የላከው", "ሸራው እንዲህ ሆኗል 😳", "ዋጋው ይሄው", "ከሞጆ", "before / after"]),
                media("photo", f"photo_{d:%Y-%m-%d}_{r.randrange(8, 20):02d}-{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}.jpg", "image/jpeg",
                      r.randrange(40_000, 2_400_000)))

    def voice(self) -> Said:
        r = self.rng
        d = self.den(r.randrange(0, 100))
        if r.random() < 0.25:
            return "", media("sticker", "sticker.webp", "image/webp", r.randrange(8_000, 60_000))
        if r.random() < 0.15:
            return (r.choice(["", "የሞተሩን ድምፅ ስሙት", "test drive"]),
                    media("video", f"video_{d:%Y-%m-%d}_{r.randrange(8, 20):02d}-{r.randrange(0, 60):02d}.mp4", "video/mp4", r.randrange(600_000, 25_000_000)))
        return (r.choice(["", "", "", "እየነዳሁ ነው ስሙ", "ጋሽ በላይ ስሙኝ"]),
                media("voice", f"audio_{d:%Y-%m-%d}_{r.randrange(8, 20):02d}-{r.randrange(0, 60):02d}.ogg", "audio/ogg", r.randrange(4_000, 800_000)))

    def document(self) -> Said:
        r = self.rng
        name, text = r.choice([("Price_list_Tahsas.pdf", "የወሩ ዋጋ ዝርዝር"), ("Job_cards_2019.xlsx", "job card ሁሉ እዚህ አለ"), ("Proforma_Corolla.pdf", "ፕሮፎርማ"),
                               ("Customs_declaration.pdf", ""), ("Service_manual_Vitz.pdf", "manual ለፈለገ")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 3_000_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Any] = [
            (lambda: (r.choice(_AGCHIR), None)), (lambda: (self.mekanik(), None)), (lambda: (self.price_list(), None)),
            (lambda: (self.job_cards(), None)), (lambda: (self.alert(), None)), (lambda: (self.modjo(), None)),
            (lambda: (ramble(r, _GASH, 5, " "), None)), (lambda: (letter(r, _BALEBET, sep="\n\n"), None)),
            (lambda: (letter(r, _DENBEGNA, sep="\n"), None)),
            (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(100, 9000)), None)), (lambda: (self.like_fact(), None)),
            self.photo, self.voice, self.document]
        weights = [26, 33, 2.4, 2, 3.4, 1.5, 3.4, 2, 2.2, 2.5, 8, 6, 8, 1]
        return r.choices(makers, weights)[0]()  # type: ignore[no-any-return]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"ሰላም ለሁላችሁ። {text}", f"{text}\n\n— ተስፋዬ ጋሻው፣ ባለቤት", f"{ramble(r, _GASH, 3, ' ')} ደግሞ {text}",
                         f"ከትናንቱ ስብሰባ፦\n1. {text}\n2. {self.mekanik()}", f"📌 {text}", f"{text} 🙏", f"selam new, {text}",
                         f"{text}\nእባካችሁ ግሩፑ ውስጥ ለሌሉትም አሳውቁ።", f"{self.alert()}\n\nደግሞ፦ {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    g = _Garaj(rng)
    people = [str(rng.randrange(10**8, 7 * 10**9)) for _ in range(rng.randrange(8, 20))]  # Telegram user ids

    # Busy through the working day, quiet at night and on Sunday.
    def gap() -> int:
        return rng.randrange(20, 1500) if rng.random() > 0.1 else rng.randrange(4 * 3600, 18 * 3600)

    voice = Voice(g.plant, g.chatter, g.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
