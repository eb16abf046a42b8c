"""The buna family: the Telegram group of a coffee farmers' cooperative union near Jimma, Ethiopia, and its Addis Ababa export office, in Amharic.

Written for batch 14, after malli, danfo, marani and chaachaan (batch 13) were measured once, and run
on no version of the summarizer when it was committed: a held-out family. The Gibe coffee farmers'
cooperative union (ጊቤ ቡና አምራች አርሶ አደሮች ኅብረት ሥራ ማኅበራት ዩኒየን) in Agaro, Jimma zone, buys red
cherry and dried coffee from its primary cooperatives in Gomma, Limmu Kossa, Gera, Mana and Seka,
runs two washing stations and a warehouse, and sells through the ECX and to buyers abroad through
its export office in Bole, Addis Ababa; the manager, the board, the station heads, the quality
officer, the young cherry collectors, the truck coordinator, the export office and an elder farmer
share one group. Amharic is written in Ge'ez (Ethiopic) script, which has no capital letters, with
its own full stop ።, comma ፣ and the colon-dash ፦ (the question mark ፧ is rare; most write "?").
The manager, አቶ ተመስገን ዳባ, writes formal Amharic notices ("ለሁሉም መሠረታዊ ኅብረት ሥራ ማኅበራት
ሰብሳቢዎች…", "ጉዳዩ፦ …") signed "ከሰላምታ ጋር / ተመስገን ዳባ / ዋና ሥራ አስኪያጅ"; the export office (Selam)
writes English ("Hi all, quick update from Addis"), with Amharic words in it; the young collectors
write short messages in Amharic or in Latin-letter Amharic without punctuation ("eshi", "mekinaw
metual?", "network yelem"), and mix English into Amharic ("ሳምፕሉን send አድርጊልኝ"); farmers greet
and thank in Afaan Oromo ("Akkam jirtu?", "Galatoomaa", "Nagaan bultanii?"); the elder, አባ ቦሩ,
writes one long unpunctuated blessing in Amharic, Oromo and Arabic phrases ("ኢንሻአላህ",
"አልሀምዱሊላህ", "Waaqni isin haa eebbisu"). The quality officer, ሙሉጌታ, posts the same reminder
about drying on raised (African) beds, keeping moisture under 11.5% and never mixing grades again
and again. Pasted into the chat: the washing station's delivery table (farmer, kg of red cherry,
grade), the quality officer's moisture log, the ECX price list (birr per feresula of 17 kg), a
buyer's contract excerpt, a cupping sheet, a truck waybill, a CBE bank SMS or a telebirr receipt,
the weather forecast for Jimma; links to Telegram, Facebook, YouTube, Google Maps, the ECX and
ECTA sites, ICE and Google Drive; photos, videos, voice notes, stickers and PDF or Excel documents.
Money is "12,500 ብር", "ብር 12,500", "ETB 12,500", "12.5 ሺ ብር", "1.2 ሚሊዮን ብር" and "$4.20/lb",
"USD 4.20/lb"; dates in the Ethiopian calendar ("ታኅሣሥ 5", "ታህሳስ 5 ቀን 2019 ዓ.ም", "5/4/2019
ዓ.ም", "ቅዳሜ ታኅሣሥ 5") beside the Gregorian ("ዲሴምበር 14", "14/12/2026", "Dec 14", "14 December");
times in Ethiopian hours, counted from 6 in the morning ("ከጠዋቱ 2 ሰዓት" is 8am, "ከቀኑ 8 ሰዓት" 2pm,
"ከጠዋቱ 3 ሰዓት ተኩል" 9:30), now and then with the Western time beside ("ከጠዋቱ 2 ሰዓት (8:00)"),
and "8:00 AM" in the export office's English.
Its facts are said the union's way ("የቦርዱ ውሳኔ፦ የመጋዘኑ ጥበቃ — ካሜራ ይገጠማል።", "ከዛሬ ጀምሮ
ለሚ ገመቹ የዩኒየኑ አዲስ ገንዘብ ያዥ ናቸው፣ ክፍያዎች በእሳቸው በኩል ይፈጸማሉ").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "buna"
LANGUAGE = "am"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 330

# The Ethiopian calendar: 2019 ዓ.ም began on 11 September 2026 (መስከረም 1); its months have 30 days.
_EC_START = date(2026, 9, 11)
_EC_MONTHS = [("መስከረም", "መስከረም"), ("ጥቅምት", "ጥቅምት"), ("ኅዳር", "ህዳር"), ("ታኅሣሥ", "ታህሳስ"), ("ጥር", "ጥር"), ("የካቲት", "የካቲት"),
              ("መጋቢት", "መጋቢት"), ("ሚያዝያ", "ሚያዚያ")]
_GC_MONTHS = {12: ("ዲሴምበር", "Dec", "December"), 1: ("ጃንዋሪ", "Jan", "January"), 2: ("ፌብሩዋሪ", "Feb", "February"), 3: ("ማርች", "Mar", "March")}
_WEEKDAYS = ["ሰኞ", "ማክሰኞ", "ረቡዕ", "ሐሙስ", "ዓርብ", "ቅዳሜ", "እሑድ"]
_EN_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# Collectors, workers and places as the chatter names them (never a fact's person).
_SEW = ["ጀማል", "ቶፊቅ", "ቢቂላ", "ጉተማ", "ኑሪ", "ደሱ", "ፍራኦል", "አሚን", "ረዲ", "ሚስባህ", "ሰኢድ"]  # men, as the chatter addresses them
_SEWIT = ["ሰሚራ", "ሀያት", "ኢክራም", "ቦንቱ", "ሮዛ"]  # women
_LATIN_SEW = ["jemal", "tofik", "bikila", "nuri", "desu", "fraol", "amin", "redi"]
_LATIN_SEWIT = ["semira", "hayat", "ikram", "bontu"]
_BOTA = ["አጋሮ", "ሊሙ ገነት", "ጎማ", "ደዶ", "ሰቃ", "ቀርሳ", "ገራ", "ሸቤ", "ጅማ ከተማ", "ሊሙ ኮሳ", "ማና", "ቦሬ ቀበሌ", "የኦሞ ናዳ መንገድ", "ጨቆርሳ"]
_LATIN_BOTA = ["agaro", "limu genet", "goma", "dedo", "seka", "kersa", "gera", "shebe", "jimma", "mana"]
# Farmers in the washing station's tables (never a fact's person).
_ARSO = ["አባ ጆቢር ሀሰን", "ሀጂ ነስሩ ሙሳ", "ከሪማ አባ ፊጣ", "ሙሐመድ አወል", "ጫልቱ ዋቆ", "ሶሬቻ ጉዲና", "አዳነች ታደሰ", "ረሺድ አባ ሚልኪ", "ዘሀራ ሰኢድ",
         "ገለታ ቶሎሳ", "አባ ሲምቢሮ ቃሲም", "መኪያ ጀማል", "ፈይሳ ለሜሳ", "ኡስማን አባ ቡልጉ", "ቀመሪያ ሁሴን", "ታምሩ ነገሪ", "ሙኒራ አባ ወሪ"]
_MAHBER = ["ጎማ 1", "ሊሙ ኮሳ", "ገራ ቾቼ", "ማና ቦሬ", "ሰቃ ጨቆርሳ", "ቀርሳ ጉዳ", "ደዶ ሰሪቲ", "ሸቤ ሶምቦ"]

_UNION = Wording(
    topics=[("የዘንድሮ ትርፍ ክፍፍል", ["በጥሬ ገንዘብ በባንክ ይከፈላል", "ግማሹ ለማኅበሩ ካፒታል ይያዛል", "ከገና በፊት ለአባላት ይሰራጫል"]),
            ("የማጠቢያ ጣቢያው አዲሱ ፐልፐር", ["ከኮሎምቢያው ፔናጎስ ይገዛል", "አሮጌው ተጠግኖ አንድ ዓመት ይቀጥላል", "ከአገር ውስጥ አምራች ይታዘዛል"]),
            ("ለሃምቡርጉ ገዢ የሚላከው ናሙና", ["በDHL ነገውኑ ይላካል", "በኢትዮጵያ አየር መንገድ ካርጎ ይሄዳል", "ከካፒንግ ውጤት በኋላ ብቻ ይላካል"]),
            ("ለአባላት የሚሰጠው የጥራት ስልጠና ቦታ", ["በአጋሮ ወጣቶች ማዕከል", "በዩኒየኑ መጋዘን ግቢ", "በየቀበሌው ገበሬ ማሠልጠኛ"]),
            ("የችግኝ ስርጭት", ["ለእያንዳንዱ አባል 200 ችግኝ", "መጀመሪያ ያረጀ ማሳ ላላቸው", "በወረዳ ግብርና ጽ/ቤት በኩል"]),
            ("የዘንድሮ ልዩ (specialty) ሎት", ["የጎማ ናቹራል ብቻ ይሆናል", "የሊሙ ታጥቦ የተፈለፈለ ግሬድ 1", "ሁለት ሎት ለየብቻ"]),
            ("የጭነት መኪና ኪራይ", ["ከአጋሮ ትራንስፖርት ማኅበር", "የዩኒየኑ ሁለት ኢሱዙዎች ብቻ", "በግልጽ ጨረታ ይወሰናል"]),
            ("ለቡና ለቃሚዎች የምሳ አበል", ["በቀን 150 ብር ይሰጣል", "ምሳ ጣቢያው ላይ ይዘጋጃል", "በኪሎ ክፍያው ውስጥ ይካተታል"]),
            ("በCup of Excellence ውድድር መሳተፍ", ["ሁለት ሎት እንልካለን", "ዘንድሮ አንሳተፍም", "የጎማውን ናቹራል ብቻ እንልካለን"]),
            ("የመጋዘኑ ጥበቃ", ["ሁለት የሌሊት ጠባቂዎች ይቀጠራሉ", "ካሜራ ይገጠማል", "የቀበሌው ሚሊሻ ይጠብቃል"]),
            ("የቡና ገለባ (ፐልፕ) አወጋገድ", ["ኮምፖስት ተደርጎ ለአባላት ይሰጣል", "ከወንዙ ርቆ ይቀበራል", "ለከብት መኖ ለሚፈልጉ ይሸጣል"])],
    decided=["የቦርዱ ውሳኔ፦ {s} — {c}።", "በትናንትናው ስብሰባ ተወስኗል፦ {s} {c} ✅", "ተስማምተናል፣ {s}፦ {c}። ከዚህ በኋላ ክርክር የለም።",
             "ሥራ አስኪያጁ አጽድቀዋል፤ {s} → {c}", "ok final 👉 {s}፦ {c}", "Board decided: {s} — {c}. Please proceed.",
             "ለሁሉም ማኅበራት፦ {s}ን በተመለከተ «{c}» ተብሎ ተወስኗል።", "እሺ በቃ {s} {c} ነው ያልነው 👍"],
    numbers=[("ዘንድሮ እስካሁን የተረከብነው ቀይ ቡና {cherry} ኪ.ግ ደርሷል 🍒", ("የተረከብነው ቀይ ቡና", "{cherry} ኪ.ግ")),
             ("በአጋሮ መጋዘን ያለው ደረቅ ቡና (ጀንፈል) {jenfel} ኩንታል ነው", ("በአጋሮ መጋዘን ያለው", "{jenfel} ኩንታል")),
             ("የዩኒየኑ የባንክ ቀሪ ሒሳብ ዛሬ ጠዋት፦ {bal}", ("ቀሪ ሒሳብ ዛሬ ጠዋት", "{bal}")),
             ("The Hamburg buyer confirmed {ctr} containers for this season 🎉", ("Hamburg buyer confirmed", "{ctr} containers")),
             ("የዘንድሮ የአባላት ቁጥር {members} ደርሷል", ("የዘንድሮ የአባላት ቁጥር", "{members}")),
             ("ECTA cupping score for our Gomma natural lot: {score} points", ("Gomma natural lot", "{score}")),
             ("ለማድረቂያው የገዛነው የሽቦ መረብ {mesh} ሜትር ነው", ("የሽቦ መረብ", "{mesh} ሜትር")),
             ("በዚህ ወር ለለቃሚዎች የተከፈለው ደሞዝ በድምሩ {wages}", ("ለለቃሚዎች የተከፈለው", "{wages}")),
             ("ከሰቃ ማኅበር {rej} ኩንታል ቡና በእርጥበት ምክንያት ተመልሷል 😞", ("በእርጥበት ምክንያት ተመልሷል", "{rej} ኩንታል")),
             ("Last shipment weight at Djibouti: {mt} MT", ("Last shipment weight", "{mt} MT")),
             ("የማጠቢያ ጣቢያው ጀነሬተር በቀን {diesel} ሊትር ናፍጣ ይፈጃል", ("ጀነሬተር በቀን", "{diesel} ሊትር")),
             ("ዘንድሮ የተከልነው አዲስ የቡና ችግኝ {seed} ነው", ("የተከልነው አዲስ የቡና ችግኝ", "{seed}"))],
    dates=[("የዩኒየኑ ዓመታዊ ጠቅላላ ጉባኤ {ec} {et} በአጋሮ ይካሄዳል", ("ዓመታዊ ጠቅላላ ጉባኤ", "{ec}")),
           ("የECTA ጥራት ተቆጣጣሪዎች {gc} ጣቢያችንን ይጎበኛሉ", ("ጥራት ተቆጣጣሪዎች", "{gc}")),
           ("Vessel cut-off at Djibouti for our first lot: {en}", ("Vessel cut-off", "{en}")),
           ("የጀርመን ገዢዎች {dy} {hm} አጋሮ ይደርሳሉ፣ ጣቢያውን ይጎበኛሉ", ("የጀርመን ገዢዎች", "{hm}")),
           ("የቀይ ቡና ለቀማ ስልጠና ለአርሶ አደሮች {ec}፣ {et}", ("ለቀማ ስልጠና", "{ec}")),
           ("ECX delivery deadline for the Limmu lot: {en}", ("ECX delivery deadline", "{en}")),
           ("የባንክ ብድር ክፍያ የመጨረሻ ቀን {ec} ነው፣ እንዳይረሳ", ("ብድር ክፍያ የመጨረሻ ቀን", "{ec}")),
           ("የማጠቢያ ጣቢያው የውሃ ፓምፕ ጥገና {gc} {hm} ይጀመራል", ("የውሃ ፓምፕ ጥገና", "{hm}")),
           ("Rainforest Alliance ኦዲተሮች {ec} ይመጣሉ", ("Rainforest Alliance ኦዲተሮች", "{ec}")),
           ("የቦርድ ስብሰባ {gc}፣ {et}", ("የቦርድ ስብሰባ", "{et}")),
           ("The buyer's video call is on {en} at {am} Addis time", ("buyer's video call", "{am}"))],
    people=["ከድር አባ ጊሳ", "ፋጡማ አባ ዲጋ", "ለሚ ገመቹ", "ጫልቱ ተፈራ", "አብዱልቃድር ሁሴን", "መሰረት ወልዴ", "ቶላ ደበሌ", "ሐና ገብረመድኅን", "ዳዊት አሰፋ",
            "ሙስጠፋ ከማል", "ሰናይት በቀለ", "ገዛኸኝ ዋቅጅራ", "ዘይነባ ሙሐመድ", "ኢብራሂም አባ መጫ", "ብርሃኑ ጉደታ"],
    roles=[("ከዛሬ ጀምሮ {p} የዩኒየኑ አዲስ ገንዘብ ያዥ ናቸው፣ ክፍያዎች በእሳቸው በኩል ይፈጸማሉ", "አዲስ ገንዘብ ያዥ"),
           ("{p} የቡልቡላ ማጠቢያ ጣቢያ ኃላፊ ሆነው ተመድበዋል", "የቡልቡላ ማጠቢያ ጣቢያ ኃላፊ"),
           ("Our freight forwarder in Djibouti is now {p}, please copy them on all shipping docs", "freight forwarder in Djibouti"),
           ("የመጋዘን ኃላፊ አሁን {p} ናቸው፣ ቁልፉ እሳቸው ጋር ነው", "የመጋዘን ኃላፊ"),
           ("የሴት አባላት ጉዳይ ላይ {p}ን አነጋግሩ፣ ተወካያችን ናቸው", "የሴት አባላት ጉዳይ"),
           ("የECX ተወካያችን {p} ናቸው — ናሙናና ሰነድ ለእሳቸው ስጡ", "የECX ተወካያችን"),
           ("{p} አዲሱ የሂሳብ ሠራተኛ (accountant) ናቸው፣ እንኳን ደህና መጡ 🙏", "አዲሱ የሂሳብ ሠራተኛ"),
           ("የካፒንግ ባለሙያችን (Q-grader) {p} ናቸው 👌", "Q-grader"),
           ("የጭነት መኪናዎቹን የሚያስተባብሩት {p} ናቸው፣ ሾፌሮች እሳቸውን ይደውሉ", "የጭነት መኪናዎቹን የሚያስተባብሩት"),
           ("{p} የቦርዱ ሰብሳቢ ሆነው ተመርጠዋል 🎉", "የቦርዱ ሰብሳቢ"),
           ("{p} የችግኝ ጣቢያው ተጠሪ ናቸው", "የችግኝ ጣቢያው ተጠሪ")],
    tasks=["የአጋሮ መጋዘን ጣሪያ ማስጠገን", "የእርጥበት መለኪያውን ካሊብሬት ማስደረግ", "የኤክስፖርት ፈቃዱን ከECTA ማሳደስ", "የጆንያ ትዕዛዝ ለፋብሪካው ማስገባት",
           "ለባንኩ የዋስትና ደብዳቤ ማዘጋጀት", "የፐልፐሩን ቀበቶ መቀየር", "የአባላትን የክፍያ ዝርዝር በኤክሴል ማዘጋጀት", "ናሙናዎቹን ወደ አዲስ አበባ ቢሮ መላክ",
           "የCup of Excellence ማመልከቻ ፎርም መሙላት", "የፍሳሽ ውሃ ጉድጓዱን ማጽዳት", "ለሚዛኑ የደረጃዎች ማረጋገጫ ማውጣት", "የትራክተሩን የኋላ ጎማ ማስቀየር",
           "የዓመቱን የሂሳብ ኦዲት ሰነዶች መሰብሰብ", "phytosanitary certificate ከግብርና ሚኒስቴር ማውጣት"],
    asked=["{a} — ማን ይረከባል? 🙏", "እስካሁን ማንም አልያዘውም፦ {a}", "ዓርብ በፊት አንድ ሰው {a} አለበት", "Can someone take this one: {a}? Still open.",
           "{a} ገና አልተሰራም፣ እባካችሁ አንድ ሰው ይያዘው", "ሥራ አስኪያጁ ጠይቀዋል፦ {a} ማን ይችላል?", "ለዚህ ሳምንት የቀረ ሥራ፦ {a} ‼️"],
    edits=[("የዩኒየኑ የንግድ ባንክ ሂሳብ ቁጥር፦ {x}", "የዩኒየኑ የንግድ ባንክ ሂሳብ ቁጥር፦ {y} — ቀድሞ የላክሁት አንድ ቁጥር ተሳስቷል፣ ይቅርታ 🙏",
            "የንግድ ባንክ ሂሳብ ቁጥር", "cbe"),
           ("የሥራ አስኪያጁ ቢሮ ስልክ፦ {x}", "የሥራ አስኪያጁ ቢሮ ስልክ፦ {y} (ትክክለኛው ይሄ ነው)", "የሥራ አስኪያጁ ቢሮ ስልክ", "tel"),
           ("ወደ አዲስ አበባ የሄደው የጭነት መኪና ሰሌዳ ቁጥር፦ {x}", "ወደ አዲስ አበባ የሄደው የጭነት መኪና ሰሌዳ ቁጥር፦ {y}፣ ተሳስቼ ነበር",
            "የጭነት መኪና ሰሌዳ ቁጥር", "plate"),
           ("ECX warehouse receipt no. for the Jimma lot: {x}", "ECX warehouse receipt no. for the Jimma lot: {y} (corrected)", "ECX warehouse receipt", "grn"),
           ("Contract ref for the Hamburg order: {x}", "Contract ref for the Hamburg order: {y} — typo before, sorry", "Contract ref for the Hamburg order",
            "contract"),
           ("ለአስቸኳይ መዋጮ የቴሌብር ቁጥር፦ {x}", "ለአስቸኳይ መዋጮ የቴሌብር ቁጥር፦ {y} — የመጀመሪያው የኔ የግል ነበር 😅", "ለአስቸኳይ መዋጮ የቴሌብር ቁጥር", "telebirr"),
           ("የቴሌግራም ቻናላችን ሊንክ፦ {x}", "የቴሌግራም ቻናላችን ሊንክ፦ {y} (አዲሱ ይሄ ነው)", "የቴሌግራም ቻናላችን ሊንክ", "link"),
           ("የሊሙ ታጥቦ የተፈለፈለ ሎት ኮድ፦ {x}", "የሊሙ ታጥቦ የተፈለፈለ ሎት ኮድ፦ {y}", "ታጥቦ የተፈለፈለ ሎት ኮድ", "lot")],
    changes=[("ቀይ ቡና በኪሎ {x} እንከፍላለን", ["ዋጋ ተሻሽሏል፣ ከነገ ጀምሮ ቀይ ቡና በኪሎ {y} እንከፍላለን", "ECX ስለጨመረ ቀይ ቡና በኪሎ {y} ይሆናል"],
              "ቀይ ቡና በኪሎ", "kg"),
             ("የቀይ ቡና መረከቢያው {x} ይከፈታል", ["ከነገ ጀምሮ የቀይ ቡና መረከቢያው {y} ይከፈታል", "ለውጥ፦ የቀይ ቡና መረከቢያው {y} ነው የሚከፈተው"],
              "የቀይ ቡና መረከቢያው", "open"),
             ("The trucks leave Agaro for Addis on {x}", ["Change: the trucks leave Agaro for Addis on {y}", "update — the trucks leave Agaro for Addis on {y} now"],
              "trucks leave Agaro for Addis", "en"),
             ("የወረዳ ተወካዮች ስብሰባ {x} ይደረጋል", ["የወረዳ ተወካዮች ስብሰባ ወደ {y} ተዛውሯል", "እባካችሁ ልብ በሉ፣ የወረዳ ተወካዮች ስብሰባ {y} ነው"],
              "የወረዳ ተወካዮች ስብሰባ", "place"),
             ("የቀን ሠራተኛ ደሞዝ በቀን {x} ነው", ["ከሰኞ ጀምሮ የቀን ሠራተኛ ደሞዝ በቀን {y} ሆኗል", "ቦርዱ ጨምሯል፦ የቀን ሠራተኛ ደሞዝ በቀን {y}"],
              "የቀን ሠራተኛ ደሞዝ", "wage"),
             ("Our FOT offer to the Hamburg roaster: {x}", ["Revised: our FOT offer to the Hamburg roaster is {y}",
                                                          "after the NY C move, our FOT offer to the Hamburg roaster is now {y}"],
              "FOT offer to the Hamburg roaster", "usd"),
             ("ECTA ናሙና የሚወሰደው {x} ነው", ["ECTA ደውለዋል፣ ናሙና የሚወሰደው {y} ሆኗል", "ለውጥ አለ፦ ECTA ናሙና የሚወሰደው {y}"],
              "ናሙና የሚወሰደው", "ec"),
             ("አዲስ ጆንያ የምንገዛው በአንዱ {x} ነው", ["ፋብሪካው ጨምሯል፣ አዲስ ጆንያ የምንገዛው በአንዱ {y} ነው", "አዲስ ጆንያ የምንገዛው በአንዱ {y} ሆኗል"],
              "አዲስ ጆንያ የምንገዛው", "jute")])

# The chatter.
_SHORT = ["እሺ", "እሺ ጌታዬ", "እሺ ጋሼ", "ተቀብያለሁ", "አመሰግናለሁ 🙏", "እግዚአብሔር ይስጥልኝ", "ኢንሻአላህ", "አልሀምዱሊላህ", "አሚን", "አሚን አሚን 🤲",
          "ok", "eshi", "ishi", "aw", "ewnet new", "betam tru", "selam", "selam new?", "dehna", "ameseginalehu", "Galatoomaa", "Galatoomaa 🙏", "Eeyyee",
          "Tole", "Nagaa", "Akkam jirtu?", "Nagaan bultanii?", "Hojii gaarii!", "👍", "☕", "🙏", "😂😂", "🔥", "🍒", "☕☕☕", "በርቱ", "በርቱ በርቱ 💪",
          "በጣም ጥሩ", "ጎበዝ!", "አይዞህ", "ደርሻለሁ", "መንገድ ላይ ነኝ", "መጣሁ", "ቆይ", "ትንሽ ቆይ", "ደውልልኝ", "ስልኬ ቻርጅ የለውም", "noted", "Noted, thanks",
          "Received 👍", "ok will check", "ምን?", "የት ነህ?", "yet neh", "min tefat?", "network yelem", "ሰላም ናችሁ?", "እንኳን ደስ አላችሁ 🎉", "አዎ", "አይ",
          "ገና ነው", "ተጠናቋል ✅", "👌", "ወይ ጉድ 😳", "ልክ ነው", "እውነት ነው", "ጀበና ተጥዷል ኑ 😄", "hojii gaarii", "mekinaw metual?", "ene alhedkum",
          "eshi nege", "tolo bel", "ok sir", "Thanks Selam", "ደህና ነኝ", "ሰላም ነው", "አላህ ይጠብቅህ", "ማሻአላህ", "ቱ ቱ ቱ", "😔", "🙄", "👏👏",
          "ስብሰባ ላይ ነኝ በኋላ", "ኔትወርክ የለም", "ነገ", "ዛሬ አይቻልም", "ያዝ", "ተላከ", "sent", "Done ✅"]
_MID = ["{n} የት ነህ? ሚዛኑ ተበላሽቷል", "{p} ላይ መንገዱ በዝናብ ተበላሽቷል፣ መኪና አያልፍም", "ዛሬ {p} ብዙ ቀይ ቡና መጥቷል 🍒", "የሚዛኑ ባትሪ አልቋል ማን አለው",
        "{n} ፐልፐሩ እንደገና ቆሟል", "መብራት ጠፍቷል ጀነሬተሩን አስነሱ", "{p} ላይ ኔትወርክ የለም ለዚህ ነው ያልደወልኩት", "ጆንያዎቹን ወደ መጋዘን ያስገባ ሰው አለ?",
        "ለቃሚዎቹ ገንዘብ ይጠይቃሉ መቼ ነው የሚከፈለው", "ትናንት ማታ {p} ላይ ቡና ተሰርቋል፣ ፖሊስ ተጠርቷል", "ሙሉ ሌሊት ዝናብ ነበር ሸራዎቹ ተሸፍነዋል?",
        "ዛሬ ጁምዓ ስለሆነ ከሰዓት ሥራ ቀስ ይላል", "የ{n} ቤት ልጅ ተወለደ 🎉 እንኳን ደስ አላችሁ", "ደላሎች {p} ላይ ከኛ በላይ እየከፈሉ ነው፣ ገበሬው ወደነሱ እየሄደ ነው 😡",
        "የፐልፑ ሽታ ጎረቤቶችን አስቆጥቷል", "ትራክተሩ {p} ጭቃ ውስጥ ገብቷል", "{n} ነገ ገበያ ትሄዳለህ? ስኳር አምጣልኝ", "የሞባይል ካርድ አልቋል ማን ይሞላልኛል 😅",
        "የኢሱዙው ጎማ {p} አካባቢ ፈንድቷል", "ዘንድሮ ለቃሚ ጠፍቷል፣ ወጣቱ ሁሉ ወደ ከተማ ሄዷል", "የቡና ፍሬ ጠንቀኛ {p} ማሳዎች ላይ አየሁ ባለሙያ ይምጣ",
        "ዛሬ ምሳ ሽሮ ነው ኑ 😄", "ቻርጀሩን መጋዘን ውስጥ የረሳ ሰው አለ", "{n} ቁልፉ ካንተ ጋር ነው?", "ዛሬ ፀሐይ አለ ቡናውን ገልብጡት",
        "ከ{p} የመጡት ገበሬዎች ደረሰኝ ይፈልጋሉ", "ዋጋው መቼ ነው የሚወጣው ገበሬው እየጠየቀ ነው", "የመጋዘኑ በር አልተዘጋም ነበር ትናንት 😠",
        "ሳምፕሉን send አድርጊልኝ ለቢሮው", "ሎቱ ready ነው ወይስ ገና?", "ኮንቴነሩ ጅቡቲ ደርሷል ተብሏል", "ሚቲንጉ ስንት ሰዓት ነው?",
        "{n} ደውልልኝ አስቸኳይ ነው", "ጫት ቤት ሳይሆን ሥራ ቦታ ተገናኙ 😂", "ዝናቡ ካልቆመ ማድረቅ አንችልም", "የ{p} ማኅበር ሰብሳቢ ደውለው ነበር",
        "ገበሬዎቹ ቀዩን ከአረንጓዴው ጋር ቀላቅለው አምጥተዋል፣ መልሻቸዋለሁ", "ውሃው ቀንሷል ፐልፐሩ በደንብ አይሰራም", "ዛሬ የገበያ ቀን ስለሆነ ሰው የለም",
        "selam new? ezi {lp} kilo bizu new", "eshi ameta alehu", "mekinaw {lp} lay qomwal", "network yelem ezi {lp}", "betam yichalal gn qoy",
        "bunaw gena aldereqem", "{ln} simeta endidewil nigerut", "ezi sira yelem hulum wede gebeya hedewal", "{ln} yet new yalehew?", "ene dersalehu {lp}",
        "Akkam jirtu obboloota? Bunni har'a baay'ee dhufe", "Har'a rooba roobe, bunni hin goggogne", "Qonnaan bultoonni kaffaltii eegaa jiru",
        "Waaqayyo nu haa gargaaru", "Obbo {n}, akkam jirta?", "{f} የት ነሽ? ደውይልኝ", "{f} ደረሰኞቹን ይዘሽ ነይ", "{lf} yet nesh? dewyilign", "Ayyaana gaarii!", "Nagaa keessan, bunni keenya gaarii dha",
        "Has the container been stuffed yet? The shipping line is asking", "Please send me today's moisture readings",
        "The buyer wants photos of the drying beds, can someone send?", "ECTA called again, who has the original export licence?",
        "Bank says the documents are still under review, will update", "Can someone scan and send the phyto?", "The roaster loved the sample 😍",
        "Selam all, quick update from Addis: the docs are with the bank", "Please don't send the bags without the woreda marked on them",
        "Djibouti port is congested again, expect delays", "I'm at ECX today, network is bad, text me"]
_QUESTION_WORDS = ("ምን", "የት", "ማን", "መቼ", "ስንት", "እንዴት", "ለምን", "ማነው")
_ABBA = ["ልጆቼ ሰላም ለናንተ ይሁን", "አላህ ይጠብቃችሁ", "Waaqni isin haa eebbisu", "እኔ ቡና መትከል የጀመርኩት በንጉሡ ጊዜ ነው ያኔ ዛፉ ሁሉ ጫካ ነበር",
         "ቡና ሲለቀም ቀዩን ብቻ ነው አረንጓዴውን መንካት ነውር ነው ብዬ ለልጆቼ ነግሬያለሁ", "የአባቶቻችን ቡና ከጫካ ነው የመጣው ከካፋ ከሊሙ ከጅማ",
         "ዘንድሮ ዝናቡ ዘገየ ግን አልሀምዱሊላህ ፍሬው ጥሩ ነው", "ወጣቶቹ ሞባይል ብቻ ይዘው ይሄዳሉ ዛፉን ማን ይንከባከባል", "የዋጋውን ነገር አላህ ያውቃል ደላላው ግን እንዲበላን አትፍቀዱ",
         "ማኅበሩ ባይኖር እኛ ድሮ ጠፍተን ነበር", "የጅማ ቡና ዓለም ይደርሳል ሲሉ ሰማሁ ልቤ ደስ አለው", "ቡና ጠጡ ተረጋጉ ተጣሉ አትበሉ",
         "Nagaan isiniif haa ta'u", "ጉልበቴ ያመኛል ወደ ስብሰባው መምጣት አልችልም በስልክ ንገሩኝ", "ጀበናው ሳይቀዘቅዝ ነው ወሬ የሚወራው",
         "ጎረቤቶቼ ቡናቸውን ነቅለው ጫት ተከሉ እኔ ግን አልነቅልም", "bunni keenya warqee keenya", "ለሁላችሁም ኢንሻአላህ በረከት ይስጣችሁ",
         "የልጅ ልጆቼ ለቀማ መጥተው አግዘውኛል", "ቡና ለኛ ሀብት ብቻ አይደለም ባህል ነው", "አሚን አሚን Waaqayyo galatoomi"]
_MANAGER = ["ለሁሉም መሠረታዊ ኅብረት ሥራ ማኅበራት ሰብሳቢዎች፣ የጣቢያ ኃላፊዎች እና ሠራተኞች\nጉዳዩ፦ የ2019 ዓ.ም የቡና ግብይትን ይመለከታል",
            "በ2019 ዓ.ም የምርት ዘመን የሚሰበሰበው ቡና በሙሉ በተፈቀደላቸው የግብይት ማዕከላት ብቻ መግዛት እንዳለበት እናሳስባለን።",
            "ማንኛውም አባል ምርቱን ለሕገወጥ ነጋዴዎች መሸጥ በመተዳደሪያ ደንቡ መሠረት ያስቀጣል።",
            "የጥራት ደረጃቸው የተለያየ ቡናዎችን መቀላቀል በጥብቅ የተከለከለ ነው።",
            "ሁሉም ሠራተኞች የሥራ ሰዓትን አክብረው በሥራ ቦታቸው እንዲገኙ እናሳስባለን።",
            "የአባላት ክፍያ የሚፈጸመው በባንክ ሂሳብ ብቻ ሲሆን በጥሬ ገንዘብ ክፍያ አይፈቀድም።",
            "ለአርሶ አደሩ የሚሰጠው ደረሰኝ የዩኒየኑ ማኅተም ያለበት መሆን አለበት።",
            "የጣቢያ ኃላፊዎች የዕለቱን የግዢ ሪፖርት በየቀኑ ከምሽቱ 12 ሰዓት በፊት መላክ ይኖርባቸዋል።",
            "ለምታደርጉት ትብብር ከወዲሁ እናመሰግናለን።",
            "ከሰላምታ ጋር\nተመስገን ዳባ\nዋና ሥራ አስኪያጅ\nጊቤ ቡና አምራች አርሶ አደሮች ኅ/ሥ/ማ/ ዩኒየን ☕"]
_REMINDER = ("⚠️ ማሳሰቢያ ከጥራት ክፍል፦ ቡናውን በአፍሪካ አልጋ (ከፍ ያለ ማድረቂያ) ላይ ብቻ አድርቁ፣ መሬት ላይ ወይም አስፋልት ላይ አይደለም። "
             "ማታና ዝናብ ሲመጣ በሸራ ሸፍኑ። እርጥበቱ ከ11.5% በላይ ከሆነ መጋዘን አይገባም! የተለያዩ ደረጃዎችን (ግሬድ) በአንድ ክምር አትቀላቅሉ። 🙏\n"
             "— ሙሉጌታ፣ የጥራት ቁጥጥር")
_GREETING = "እንደምን አደራችሁ ☀️ Akkam bultanii?"
_LINKS = ["https://t.me/gibecoffeeunion/{n} ቻናሉ ላይ ተለጥፏል", "https://www.facebook.com/share/p/{k}/ ስለ ዩኒየናችን ተጽፏል 👏",
          "https://youtu.be/{k} የቡና አፈላል ስልጠና፣ ተመልከቱት", "https://maps.app.goo.gl/{k} የቡልቡላ ጣቢያ ሎኬሽን ለሾፌሩ ላኩለት",
          "https://www.ecx.com.et/ የዛሬው ዋጋ እዚህ አለ", "https://www.ice.com/products/15/Coffee-C-Futures NY C today, not good 📉",
          "https://drive.google.com/file/d/{k}/view the cupping results, please don't forward", "https://ecta.gov.et/ አዲሱ መመሪያ ወጥቷል",
          "https://www.youtube.com/watch?v={k} 😂😂 ይሄን ተመልከቱ", "https://t.me/+{k} የሾፌሮች ግሩፕ"]
_BOT = ["ተመዝግቧል ✍️", "እሺ፣ ይዤዋለሁ።", "የድምፅ መልእክት ማዳመጥ አልችልም፤ እባክዎ ይጻፉት 🙏", "ምንም አይደለም!", "ሰዓቱ ሲደርስ አስታውሳችኋለሁ።"]
_PLACES = ["የአጋሮ ማዘጋጃ ቤት አዳራሽ", "የዩኒየኑ ዋና ቢሮ፣ ሁለተኛ ፎቅ", "ጅማ ከተማ፣ ሆራ ሆቴል", "የሊሙ ገነት ማኅበር ቢሮ", "የቡልቡላ ጣቢያ ግቢ ድንኳን ውስጥ",
           "የወረዳው ግብርና ጽ/ቤት", "አዲስ አበባ ቢሮ (ቦሌ)"]


class _Buna:
    """One chat's draws and the union's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.union = Planter(rng, _UNION, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    def birr(self, n: int) -> str:
        """An amount in birr: "12,500 ብር", "ብር 12,500", "ETB 12,500", "12.5 ሺ ብር", "1.2 ሚሊዮን ብር"."""
        g = grouped(n, ",")
        ways = [f"{g} ብር", f"{g} ብር", f"ብር {g}", f"ETB {g}", f"{g}.00 ብር"]
        if 10_000 <= n < 1_000_000 and n % 500 == 0:
            ways.append(f"{n / 1000:g} ሺ ብር")
        if n >= 1_000_000 and n % 100_000 == 0:
            ways.append(f"{n / 1_000_000:g} ሚሊዮን ብር")
        return self.rng.choice(ways)

    def day(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def ec(self, n: int) -> str:
        """A date in the Ethiopian calendar: "ታኅሣሥ 5", "ታህሳስ 5 ቀን 2019 ዓ.ም", "5/4/2019 ዓ.ም", "ቅዳሜ ታኅሣሥ 5"."""
        d = self.day(n)
        m, dd = divmod((d - _EC_START).days, 30)
        name = self.rng.choice(_EC_MONTHS[m])
        wd = _WEEKDAYS[d.weekday()]
        return self.rng.choice([f"{name} {dd + 1}", f"{name} {dd + 1} ቀን 2019 ዓ.ም", f"{dd + 1}/{m + 1}/2019 ዓ.ም", f"{wd} {name} {dd + 1}",
                                f"{name} {dd + 1}/2019"])

    def gc(self, n: int) -> str:
        """A Gregorian date as written in Amharic: "ዲሴምበር 14", "14/12/2026", "ዲሴምበር 14 (ታኅሣሥ 5)"."""
        d = self.day(n)
        am = _GC_MONTHS[d.month][0]
        ways = [f"{am} {d.day}", f"{d.day}/{d.month}/{d.year}", f"{d.day}/{d.month}/{d.year} እ.ኤ.አ", f"{am} {d.day} ቀን"]
        m, dd = divmod((d - _EC_START).days, 30)
        ways.append(f"{am} {d.day} ({_EC_MONTHS[m][0]} {dd + 1})")
        return self.rng.choice(ways)

    def en(self, n: int) -> str:
        """A date in the export office's English: "Dec 14", "14 December", "Monday, Dec 14"."""
        d = self.day(n)
        _, short, long = _GC_MONTHS[d.month]
        return self.rng.choice([f"{short} {d.day}", f"{d.day} {long}", f"{long} {d.day}", f"{_EN_WEEKDAYS[d.weekday()]}, {short} {d.day}",
                                f"{d.day:02d}/{d.month:02d}/{d.year}"])

    def et(self, h: int, mi: int | None = None, beside: bool | None = None) -> str:
        """A time in Ethiopian hours (from 6 in the morning): "ከጠዋቱ 2 ሰዓት", "ከቀኑ 8 ሰዓት ተኩል", now and then with
        the Western time beside ("ከጠዋቱ 2 ሰዓት (8:00)")."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        eh = (h - 6) % 12 or 12
        part = "ከጠዋቱ" if 6 <= h < 12 else r.choice(["ከቀኑ", "ከሰዓት በኋላ"]) if 12 < h < 18 else "ከቀኑ" if h == 12 else "ከምሽቱ" if h >= 18 else "ከሌሊቱ"
        said = f"{part} {eh} ሰዓት" + (" ተኩል" if mi == 30 else "") if mi in (0, 30) else f"{part} {eh}:{mi:02d}"
        if beside is None:
            beside = r.random() < 0.35
        if beside:
            said += f" ({h}:{mi:02d})"
        return said

    def am(self, h: int) -> str:
        """A time in the export office's English: "8:00 AM", "2:30 PM", "8am"."""
        r = self.rng
        mi = r.choice([0, 0, 30])
        h12, ap = (h - 1) % 12 + 1, "AM" if h < 12 else "PM"
        return r.choice([f"{h12}:{mi:02d} {ap}", f"{h12}:{mi:02d}{ap.lower()}"] + ([f"{h12}{ap.lower()}"] if mi == 0 else []))

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.union.fresh
        slots = {"cherry": lambda: grouped(f("cherry", 120, 990) * 100, ","), "jenfel": lambda: str(f("jenfel", 40, 900)),
                 "bal": lambda: self.birr(f("bal", 80, 900) * 10_000), "ctr": lambda: str(f("ctr", 2, 30)),
                 "members": lambda: grouped(f("members", 900, 9000), ","), "score": lambda: f"{f('score', 336, 364) / 4:.2f}",
                 "mesh": lambda: str(f("mesh", 50, 900)), "wages": lambda: self.birr(f("wages", 30, 400) * 1000), "rej": lambda: str(f("rej", 3, 60)),
                 "mt": lambda: f"{f('mt', 150, 400) / 10:.1f}", "diesel": lambda: str(f("diesel", 20, 160)),
                 "seed": lambda: grouped(f("seed", 20, 400) * 100, ","),
                 "ec": lambda: self.ec(f("d", 0, 110)), "gc": lambda: self.gc(f("d", 0, 110)), "en": lambda: self.en(f("d", 0, 110)),
                 "et": lambda: self.et(f("h", 7, 18)), "hm": lambda: self.et(f("h", 7, 18), beside=r.random() < 0.6), "am": lambda: self.am(f("h", 7, 18)),
                 "dy": lambda: r.choice(["ሰኞ", "ማክሰኞ", "ረቡዕ", "ሐሙስ", "ዓርብ", "ቅዳሜ", "ነገ", "ከነገ ወዲያ", "የሚቀጥለው ሳምንት ማክሰኞ"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.union.fresh
        draws = {"cbe": lambda: f"1000{r.randrange(10**8, 10**9)}",
                 "tel": lambda: r.choice(["09{} {} {} {}", "+251 9{} {} {} {}"]).format(f"{r.choice('1234')}{r.randrange(10)}" if r.random() < 0.5
                                                                                        else f"1{r.randrange(10)}",
                                                                                        r.randrange(10, 100), r.randrange(10, 100), r.randrange(10, 100)),
                 "plate": lambda: r.choice(["ኮድ 3-{}{} ኦሮ", "ኦሮ 3-{}{}", "3-{}{} ET"]).format(r.choice("ABC"), r.randrange(10000, 100000)),
                 "grn": lambda: f"WR/AGR/{r.randrange(10**5, 10**6)}", "contract": lambda: f"GCU-HH/2026/{r.randrange(100, 1000)}",
                 "telebirr": lambda: f"09{r.randrange(10**7, 10**8)}", "link": lambda: f"https://t.me/+{code(r, 16)}",
                 "lot": lambda: f"LM-W{r.randrange(1, 3)}-{r.randrange(1000, 10000)}",
                 "kg": lambda: r.choice(["{} ብር", "ብር {}", "{}.00 ብር", "ETB {}"]).format(f("kg", 60, 140)),
                 "open": lambda: self.et(*divmod(f("open", 12, 20) * 30, 60)), "en": lambda: self.en(f("d", 0, 110)),
                 "place": lambda: r.choice(_PLACES), "wage": lambda: self.birr(f("wage", 15, 60) * 10),
                 "usd": lambda: r.choice(["${}/lb", "USD {}/lb", "US$ {} per lb"]).format(f"{f('usd', 280, 560) / 100:.2f}"),
                 "ec": lambda: self.ec(f("d", 0, 110)), "jute": lambda: self.birr(f("jute", 8, 30) * 10)}
        return self.union.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def mid(self) -> str:
        r = self.rng

        def one() -> str:
            return r.choice(_MID).format(n=r.choice(_SEW), f=r.choice(_SEWIT), p=r.choice(_BOTA), ln=r.choice(_LATIN_SEW), lf=r.choice(_LATIN_SEWIT),
                                         lp=r.choice(_LATIN_BOTA))

        said = one()
        if r.random() < 0.2:  # two things in one breath
            if not said[-1].isalnum():
                sep = " "
            elif said[-1].isascii():  # Latin letters: no Ethiopic punctuation
                sep = r.choice([" ", " ", ", "])
            else:
                sep = r.choice([" ", "፣ ", "። ", " ደግሞ "])
            said += sep + one()
        if not said[-1].isalnum():
            return said
        if said[-1].isascii():
            return said + r.choice(["", "", "", "", "", ".", "!", " 😂", " 🙏"])
        if said.split()[0] in _QUESTION_WORDS or (said.split()[-1] in ("ነው", "ወይ") and r.random() < 0.3):
            return said + r.choice(["?", "?", "፧"])
        return said + r.choice(["", "", "", "", "።", "።", "!", "...", " 🙏", " ☕", " 😂"])

    def plate(self) -> str:
        r = self.rng
        return f"ኮድ 3-{r.choice('ABC')}{r.randrange(10000, 100000)} ኦሮ"

    def delivery_table(self) -> str:
        """The washing station's day of deliveries: farmer, kg of red cherry, grade."""
        r = self.rng
        n = r.randrange(0, 110)
        rows, total = [], 0
        for i, farmer in enumerate(r.sample(_ARSO, r.randrange(4, 10)), 1):
            kg = r.randrange(18, 420)
            total += kg
            rows.append(f"{i:<3}| {farmer:<14}| {kg:>4} | {r.choice(['A', 'A', 'A', 'B', 'B', 'C (ውዳቂ)'])}")
        return (f"{r.choice(['ቡልቡላ', 'ዋንጊ'])} ማጠቢያ ጣቢያ — {self.ec(n)} የተረከብነው ቀይ\n```\nተ.ቁ| አርሶ አደር       | ኪ.ግ  | ደረጃ\n" + "\n".join(rows)
                + f"\n```\nድምር፦ {grouped(total, ',')} ኪ.ግ" + r.choice(["", "\nክፍያ ነገ", "\nአረጋግጡ እባካችሁ", "\n— የጣቢያ ጸሐፊ", "\nselam yihe yezare new"]))

    def moisture_log(self) -> str:
        r = self.rng
        rows = []
        for _ in range(r.randrange(3, 8)):
            m = r.randrange(98, 145) / 10
            rows.append(f"J-{r.randrange(100, 999):04d}  {r.choice(_MAHBER):<9} {m:>5.1f}%  {'✅ ይገባል' if m <= 11.5 else '❌ ይደርቅ'}")
        return (f"የእርጥበት ልኬት — {self.ec(r.randrange(0, 110))}\n```\nሎት     ማኅበር      እርጥበት  ውሳኔ\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nከ11.5 በላይ ያለው ተመልሷል", "\n— ሙሉጌታ"]))

    def ecx(self) -> str:
        """The day's ECX coffee prices, birr per feresula (17 kg)."""
        r = self.rng
        symbols = [("UJM5", "ያልታጠበ ጅማ G5"), ("UJM4", "ያልታጠበ ጅማ G4"), ("ULM4", "ያልታጠበ ሊሙ G4"), ("WLM2", "ታጥቦ የተፈለፈለ ሊሙ G2"),
                   ("WLM3", "ታጥቦ የተፈለፈለ ሊሙ G3"), ("UGM5", "ያልታጠበ ጎማ G5"), ("UKF5", "ያልታጠበ ካፋ G5")]
        rows = []
        for sym, name in r.sample(symbols, r.randrange(3, 7)):
            lo = r.randrange(150, 320) * 100
            hi = lo + r.randrange(2, 15) * 100
            close = r.randrange(lo // 100, hi // 100 + 1) * 100
            rows.append(f"{sym:<5} {grouped(lo, ','):>7} {grouped(hi, ','):>7} {grouped(close, ','):>7}  {r.choice('▲▼')} {r.randrange(1, 40) / 10:.1f}%  {name}")
        d = r.randrange(0, 110)
        return (f"📈 ECX የቡና ዋጋ — {self.gc(d)}\n```\nSymbol  ዝቅተኛ  ከፍተኛ  መዝጊያ  ለውጥ\n" + "\n".join(rows) + "\n```\n(ብር/ፈረሱላ፣ 1 ፈረሱላ = 17 ኪ.ግ)"
                + r.choice(["", "\nዛሬ ቀንሷል 😔", "\nWLM2 is moving up, good for us", "\nተመልከቱ"]))

    def contract(self) -> str:
        """An excerpt of a buyer's contract, as the export office pastes it."""
        r = self.rng
        buyer = r.choice(["Elbe Kaffeerösterei GmbH, Hamburg", "Nishiki Trading Co., Ltd., Kobe", "Cascade Roasters LLC, Seattle", "Al Bunn Trading, Riyadh"])
        ctr = r.randrange(1, 6)
        return (f"--- excerpt, Sales Contract No. GC/{r.randrange(10, 99)}/{r.randrange(1000, 9999)} ---\n"
                f"Seller: Gibe Coffee Farmers' Cooperative Union, Agaro, Ethiopia\nBuyer: {buyer}\n"
                f"Quality: Ethiopia {r.choice(['Limmu Gr. 2 washed', 'Jimma Gr. 5 unwashed', 'Gomma Gr. 3 natural'])}, crop 2026/27, screen {r.choice(['14+', '15+'])}\n"
                f"Quantity: {ctr} x 20' FCL, {ctr * 320} bags of 60 kg net\n"
                f"Price: USD {r.randrange(260, 560) / 100:.2f}/lb {r.choice(['FOT Djibouti', 'FOB Djibouti', 'FOT Addis Ababa'])}\n"
                f"Shipment: {r.choice(['Jan', 'Feb', 'Mar', 'Apr'])} 2027\nPayment: {r.choice(['CAD, 100% against documents', 'irrevocable L/C at sight'])}\n"
                f"7. Moisture max. 11.5%; defects per ECTA standard.\n---" + r.choice(["", "\npls read clause 7 again", "\nውሉ ይሄ ነው፣ ተመልከቱት", "\nsigned copy in Drive"]))

    def cupping(self) -> str:
        r = self.rng
        attrs = [r.choice([7.25, 7.5, 7.75, 8.0, 8.25]) for _ in range(7)]
        total = sum(attrs) + 30
        return (f"Cupping notes — lot {r.choice(['J', 'L', 'G'])}-{r.randrange(100, 999)}\n"
                f"Fragrance {attrs[0]:.2f} | Flavor {attrs[1]:.2f} | Aftertaste {attrs[2]:.2f} | Acidity {attrs[3]:.2f} | Body {attrs[4]:.2f} | "
                f"Balance {attrs[5]:.2f} | Uniformity 10 | Clean cup 10 | Sweetness 10 | Overall {attrs[6]:.2f}\nTotal: {total:.2f}\n"
                f"Notes: {', '.join(r.sample(['jasmine', 'bergamot', 'stone fruit', 'honey', 'lemon', 'black tea', 'blueberry', 'cocoa'], 3))}")

    def waybill(self) -> str:
        r = self.rng
        bags = r.randrange(80, 330)
        return (f"የጭነት ማጓጓዣ ደረሰኝ / WAYBILL №{r.randrange(1000, 9999)}\nከ (From)፦ ጊቤ ዩኒየን መጋዘን፣ አጋሮ\n"
                f"ወደ (To)፦ {r.choice(['ECX መጋዘን፣ ቃሊቲ', 'የኤክስፖርት ማዘጋጃ፣ ገላን', 'ሞጆ ደረቅ ወደብ'])}\nሰሌዳ፦ {self.plate()}\n"
                f"ሾፌር፦ {r.choice(['ዓለሙ', 'ሽመልስ', 'ጃፋር', 'ከበደ', 'ወንድሙ'])}\n"
                f"ጭነት፦ {bags} ጆንያ × 60 ኪ.ግ ({r.choice(['ያልታጠበ ጅማ G5', 'ታጥቦ የተፈለፈለ ሊሙ G2', 'ጀንፈል'])})\n"
                f"ጠቅላላ ክብደት፦ {grouped(bags * 60, ',')} ኪ.ግ\nየወጣበት ሰዓት፦ {self.et(r.randrange(6, 20), beside=False)}\nፊርማ፦ ________"
                + r.choice(["", "\nመኪናው ተነስቷል", "\nmekinaw tenestwal"]))

    def sms(self) -> str:
        r = self.rng
        amt = r.choice([1500, 2500, 4800, 12500, 25000, 45000, 120000, 350000])
        small = r.choice([150, 300, 500, 750, 1000, 1500, 2500])
        d = self.day(r.randrange(0, 110))
        t = f"{r.randrange(7, 20):02d}:{r.randrange(0, 60):02d}:{r.randrange(0, 60):02d}"
        if r.random() < 0.55:
            return (f"Dear {r.choice(['Tofik', 'Semira', 'Bikila', 'GIBE COFFEE UNION'])} your Account 1****{r.randrange(1000, 9999)} has been "
                    f"{r.choice(['Credited', 'debited'])} with ETB {grouped(amt, ',')}.00 on {d:%d/%m/%Y} at {t} "
                    f"Ref No FT{r.randrange(10**9, 10**10)}. Your Current Balance is ETB {grouped(r.randrange(10**4, 10**7), ',')}.{r.randrange(0, 100):02d}. "
                    "Thank you for Banking with CBE!" + r.choice(["", "\nደርሶኛል አመሰግናለሁ", "\nlekimiwoch yihe new"]))
        return (f"Dear Customer, You have received ETB {grouped(small, ',')}.00 from {r.choice(['Jemal', 'Hayat', 'Nuri', 'Ikram'])} (2519****{r.randrange(1000, 9999)}) "
                f"on {d:%d/%m/%Y} {t}. Your transaction number is {code(r, 10, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}. Thank you for using telebirr. Ethio telecom"
                + r.choice(["", "\nልኬልሃለሁ", "\nsent"]))

    def weather(self) -> str:
        r = self.rng
        wx, rain = r.choice([("☀️ ፀሐያማ", (0, 2)), ("⛅ ከፊል ደመናማ", (1, 4)), ("🌦 ከሰዓት በኋላ ቀላል ዝናብ", (4, 7)), ("🌧 ከባድ ዝናብ", (7, 10)),
                             ("🌫 ጠዋት ጭጋጋማ", (1, 3)), ("⛈ ነጎድጓድ ያለው ዝናብ", (6, 10))])
        lo = r.randrange(9, 15)
        return (f"የአየር ሁኔታ ትንበያ — ጅማ እና አካባቢው፣ {r.choice(['ነገ', 'ከነገ ወዲያ', 'ቅዳሜ', 'እሑድ'])}፦ {wx}፣ {lo}°–{lo + r.randrange(10, 16)}°C፣ "
                f"የዝናብ ዕድል {r.randrange(*rain) * 10}%። ምንጭ፦ የኢትዮጵያ ሜትሮሎጂ ኢንስቲትዩት"
                + r.choice(["", "\nቡናውን ከሰዓት በኋላ ሸፍኑ", "\nbunaw yishefen", "\nዝናብ ነው ተጠንቀቁ"]))

    def fact_like(self) -> str:
        """Fact-like chatter that plants nothing: figures and plans nobody asks about again."""
        r = self.rng
        return r.choice([f"ዛሬ {r.randrange(20, 300)} ኪሎ ቀይ አመጣሁ 🍒", f"{r.choice(_SEW)} ነገ {self.et(r.randrange(7, 18))} ይመጣል ተብሏል",
                         f"ደላሎቹ {r.choice(_BOTA)} ላይ ለቀዩ በኪሎ {r.randrange(60, 150)} ብር ይከፍላሉ አሉ",
                         f"ትናንት መለኪያው {r.randrange(100, 140) / 10:.1f}% አሳየ", f"{self.ec(r.randrange(0, 110))} ሰርግ አለብኝ አልመጣም",
                         f"ለሞባይል ካርድ {r.randrange(2, 10) * 25} ብር አውጥቻለሁ ደረሰኝ የለውም 😂", f"ባለፈው ዓመት UJM5 በፈረሱላ {grouped(r.randrange(90, 200) * 100, ',')} ብር ነበር",
                         f"NY C closed at {r.randrange(280, 420)}.{r.randrange(10, 95)}¢/lb yesterday", f"{r.choice(_BOTA)} ላይ {r.randrange(10, 90)} ጆንያ ደርቋል",
                         f"ጎረቤቴ {r.randrange(20, 300)} የቡና ዛፍ ነቅሎ ጫት ተከለ 😔", f"ezi {r.choice(_LATIN_BOTA)} {r.randrange(50, 400)} kilo new zare",
                         f"{r.choice(_LATIN_SEWIT)} {r.randrange(30, 200)} kilo ametach", f"{r.choice(_LATIN_SEW)} {r.randrange(30, 200)} kilo ameta", f"the flight to Frankfurt is {self.en(r.randrange(0, 110))}, I'll be out of office",
                         f"{r.choice(_SEW)} {self.gc(r.randrange(0, 110))} ፈቃድ ጠይቋል", f"ለምሳ {r.randrange(3, 12) * 10} ብር ከፍያለሁ ጻፉልኝ"])

    def photo(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 110))
        return (r.choice(["", "", "የዛሬው ቀይ 🍒", "አልጋዎቹ ዛሬ", "ፐልፐሩ ይሄው", "the drying beds this morning", "ደረሰኙ", "መንገዱ ይሄን ይመስላል 😱", "ጆንያዎቹ"]),
                media("photo", f"photo_{d:%Y-%m-%d}_{r.randrange(6, 21):02d}-{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}.jpg", "image/jpeg",
                      r.randrange(50_000, 2_800_000)))

    def video(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 110))
        return (r.choice(["", "ፐልፐሩ ሲሰራ", "የዝናቡን ሁኔታ ተመልከቱ", "ቡና ቁርስ በጣቢያው ☕"]),
                media("video", f"video_{d:%Y-%m-%d}_{r.randrange(6, 21):02d}-{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}.mp4", "video/mp4",
                      r.randrange(800_000, 30_000_000)))

    def voice(self) -> Said:
        r = self.rng
        if r.random() < 0.35:
            return "", media("sticker", f"sticker_{r.randrange(10**5, 10**6)}.webp", "image/webp", r.randrange(8_000, 80_000))
        return (r.choice(["", "", "መኪና እየነዳሁ ነው፣ በድምፅ ልኬያለሁ", "ድምፁን ስሙት"]),
                media("voice", f"audio_{r.randrange(1, 400)}@{self.day(r.randrange(0, 110)):%d-%m-%Y}.ogg", "audio/ogg", r.randrange(5_000, 900_000)))

    def document(self) -> Said:
        r = self.rng
        name, text = r.choice([("ውል_Hamburg_2026.pdf", "ውሉ"), ("ECX_price_today.pdf", ""), ("የአባላት_ክፍያ_ዝርዝር.xlsx", "የክፍያ ዝርዝሩ ይሄ ነው"),
                               ("Waybill_scan.pdf", "waybill"), ("Cupping_results_Dec.pdf", "cupping results, internal only"),
                               ("ቃለ_ጉባኤ_ቦርድ.docx", "የስብሰባው ቃለ ጉባኤ"), ("Phyto_draft.pdf", "please check the draft")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 2_400_000))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_SHORT), None)), (lambda: (self.mid(), None)), (lambda: (self.delivery_table(), None)),
                  (lambda: (self.moisture_log(), None)), (lambda: (self.ecx(), None)), (lambda: (self.contract(), None)), (lambda: (self.cupping(), None)),
                  (lambda: (self.waybill(), None)), (lambda: (self.sms(), None)), (lambda: (self.weather(), None)),
                  (lambda: (ramble(r, _ABBA, 6, " "), None)), (lambda: (letter(r, _MANAGER, sep="\n\n"), None)), (lambda: (_REMINDER, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(100, 9999)), None)),
                  (lambda: (f"{_GREETING} {self.mid()}", None)), (lambda: (self.fact_like(), None)), self.photo, self.video, self.voice, self.document]
        weights = [25, 31, 1.6, 1.2, 1.4, 0.8, 0.8, 1.1, 2, 1.4, 1.7, 1.6, 2.4, 3, 3, 5, 5.5, 1.2, 5.5, 1.2]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_GREETING} {text}", f"{text}\n\n{_REMINDER}", f"{ramble(r, _ABBA, 4, ' ')} ደግሞ {text}",
                         f"የዛሬ ጉዳዮች፦\n1. {text}\n2. {self.mid()}", f"{text} 🙏", f"{text}\n— ተመስገን ዳባ፣ ዋና ሥራ አስኪያጅ", f"ሁላችሁም ስሙ፦ {text}",
                         f"{text} — ልብ በሉ", f"FYI 👉 {text}", f"{self.weather()}\n\nሌላው፦ {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.064) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    b = _Buna(rng)
    people = [str(rng.randrange(10**8, 8 * 10**9)) for _ in range(rng.randrange(10, 24))]  # Telegram user ids

    # Busy from the morning deliveries to the evening payment lists in the harvest; quiet at night.
    def gap() -> int:
        return rng.randrange(15, 1400) if rng.random() > 0.1 else rng.randrange(5 * 3600, 22 * 3600)

    voice = Voice(b.union, b.chatter, b.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
