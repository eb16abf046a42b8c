"""The pola family: the WhatsApp group of a vegetable wholesale stall at the Dambulla Dedicated Economic Centre, Sri Lanka, in Sinhala and Singlish.

Written for batch 16, while ghalla, homestay and lavash (batch 15) were still held out, and run on
no version of the summarizer when it was committed: a held-out family. ගුණසේකර ට්‍රේඩර්ස්, stall
(කඩ අංකය) 47 of the Dambulla Dedicated Economic Centre (දඹුල්ල විශේෂිත ආර්ථික මධ්‍යස්ථානය),
buys beans, carrots, leeks, cabbage, tomatoes and chillies from farmers around Matale (ගලේවෙල,
නාඋල, රත්තොට, පල්ලේපොළ, ලග්ගල) and sends two lorries a night down the A9 and the Kandy road to
the new Manning Market at Peliyagoda (පෑලියගොඩ මැනිං එක). The owner, ගුණසේකර මුදලාලි, his son
Chamara, the office clerk Nirosha, the lorry drivers, the loaders and a few farmers share one
group. The owner writes Sinhala, formal notices that open with "සියලු ගොවි මහත්වරුන්ට සහ සේවක
මහත්වරුන්ට, ආයුබෝවන්! 🙏" and are signed "ගුණසේකර මුදලාලි" with the stall's name; Chamara and the
drivers write Singlish, Sinhala in Latin letters mixed with English ("ok thaththe", "lorry eka
kurunegala passa una", "machan", "ela"), and Sinhala script with English words ("loading",
"crates", "bill එක") without punctuation; an old farmer from Laggala types one long message with
no punctuation at all on his daughter's phone about the rain, the elephants and the price of
fertiliser. Nirosha posts the same reminder to weigh every bag and take a weighing slip (කිරුම් පත)
again and again, and "සුබ උදෑසනක් වේවා 🌅🙏" opens many a message, "තෙරුවන් සරණයි 🙏" closes some.
Pasted into the chat: the day's wholesale price list (a table of rupees a kilo), weighing slips,
a lorry loading sheet, bank SMS alerts (BOC, People's Bank), the Department of Meteorology's
forecast, a forwarded road or market notice, a CSV export of the farmers' payments; links to
Facebook, YouTube, Google Maps, Drive, hirunews.lk, adaderana.lk and meteo.gov.lk; photos, voice
notes (PTT-...opus), videos, PDF bills and stickers. Money is "රු. 1,250", "Rs 1,250",
"Rs.1,250/=", "1250/-", "රුපියල් 1,250", "45k" and "ලක්ෂ 4.5"; weights "කිලෝ 120", "120kg" and
"කි.ග්‍රෑ. 120"; dates "2026.12.14", "14/12/2026", "දෙසැම්බර් 14", "දෙසැ. 14 වෙනිදා" and
"සිකුරාදා (දෙසැ. 14)"; times "ප.ව. 4.30", "පෙ.ව. 5.00", "4.30pm", "16:30", "හවස 4.30" and "රෑ 9".
Its facts are said the stall's way ("මුදලාලි මහත්තයාගේ තීරණය: පොහොය දවසට කඩේ — වහලා තියනවා",
"මේ සතියේ ඉඳන් ගොවීන්ගේ කිරුම් පොත ලියන්නේ කුමාරි හේරත්").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "pola"
LANGUAGE = "si"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 340

_DAWAS = ["සඳුදා", "අඟහරුවාදා", "බදාදා", "බ්‍රහස්පතින්දා", "සිකුරාදා", "සෙනසුරාදා", "ඉරිදා"]  # by date.weekday()
_MASA = {12: ("දෙසැම්බර්", "දෙසැ."), 1: ("ජනවාරි", "ජන."), 2: ("පෙබරවාරි", "පෙබ."), 3: ("මාර්තු", "මාර්."), 4: ("අප්‍රේල්", "අප්‍රේ.")}
# People and places as the chatter names them (never a fact's person).
_NAMA = ["පියල් අයියා", "සුගත්", "ලාල් මාමා", "කුසුම් අක්කා", "දිනේෂ්", "රංජිත් අයියා", "චූටි", "හේමපාල මහත්තයා", "ටිරාන්", "නන්දා නැන්දා",
         "කසුන්", "බණ්ඩාර මාමා"]
_NAMES = ["Piyal aiya", "Sugath", "Lal mama", "Dinesh", "Kasun", "Ranjith aiya", "Chooti", "Tiran", "Bandara mama", "Kusum akka"]
_GAMA = ["ගලේවෙල", "නාඋල", "රත්තොට", "පල්ලේපොළ", "ලග්ගල", "මහවෙල", "උකුවෙල", "කලුන්දෑව", "නාලන්ද", "විල්ගමුව"]
_GAMA_EN = ["Galewela", "Naula", "Rattota", "Pallepola", "Laggala", "Kurunegala", "Ambepussa", "Warakapola", "Nittambuwa", "Kadawatha"]
_ELAWALU = [("බෝංචි", 220, 360), ("කැරට්", 260, 420), ("ලීක්ස්", 180, 300), ("ගෝවා", 90, 180), ("තක්කාලි", 120, 320), ("අමු මිරිස්", 300, 650),
            ("බීට්රූට්", 160, 280), ("වම්බටු", 140, 260), ("බණ්ඩක්කා", 150, 260), ("පිපිඤ්ඤා", 80, 160), ("වට්ටක්කා", 60, 130),
            ("අල", 240, 330), ("රාබු", 90, 170), ("මාලු මිරිස්", 280, 520), ("කරවිල", 200, 340), ("කැකිරි", 70, 140)]

_KADE = Wording(
    topics=[("අලුත් ලොරියක් ගැනීම", ["Isuzu Elf එකක් ගන්නවා", "පරණ Canter එකම repair කරනවා", "lease එකකට ගන්නවා"]),
            ("ගොවීන්ට ගෙවන ක්‍රමය", ["සතියකට සැරයක් bank එකට දානවා", "බඩු දාපු දවසෙම cash", "මාසෙ අන්තිමට එකපාර"]),
            ("අවුරුදු බෝනස් එක", ["හැමෝටම මාසෙක පඩිය", "රු. 25,000 ගානේ", "අප්‍රේල් වෙනකොට බලමු"]),
            ("තක්කාලි අසුරන විදිහ", ["plastic crates වලට දානවා", "ලී පෙට්ටි දිගටම", "කාඩ්බෝඩ් පෙට්ටි වලට මාරු වෙනවා"]),
            ("පොහොය දවසට කඩේ", ["වහලා තියනවා", "උදේ 10 වෙනකම් විතරක් අරිනවා", "සාමාන්‍ය විදිහට අරිනවා"]),
            ("Keells එකට සැපයුම", ["ජනවාරි ඉඳන් පටන් ගන්නවා", "දැනට බාර ගන්නේ නෑ", "ලීක්ස් සහ කැරට් විතරක්"]),
            ("CCTV කැමරා", ["stall එකේ හතරක් දානවා", "ගබඩාවට විතරක්", "ලබන මාසෙ බලමු"]),
            ("ගොවි සංගමයේ දානය", ["අපේ stall එකෙන් බත් පාර්සල් 200ක්", "කෑම වියදමෙන් බාගයක් දෙනවා", "මුදලාලි පෞද්ගලිකව බාර ගන්නවා"]),
            ("ඩ්‍රයිවර්ලාගේ රෑ කෑම", ["stall එකෙන් ගෙවනවා", "දවසට රු. 600ක දීමනාවක්", "ඩ්‍රයිවර්ලාම බලාගන්නවා"]),
            ("මැනිං එකේ දෙවෙනි කඩේ", ["කුලියට ගන්නවා", "දැනට එපා", "මස්සිනාත් එක්ක හවුලේ ගන්නවා"])],
    decided=["අද රැස්වීමේදී තීරණය කළා: {s} – {c}.", "ok final, {s} {c} 👍 මුදලාලි කිව්වා", "තාත්තා approve කළා: {s} → {c}",
             "මුදලාලි මහත්තයාගේ තීරණය: {S} — {c}", "හරි එහෙනම්, {s} ගැන අපි {c}. ආයෙ කතා නෑ 🙏",
             "{s} සම්බන්ධයෙන් අවසාන තීරණය: {c}. සැමගේ දැනගැනීම සඳහා.", "machan {s} ගැන thaththa final කළා, {c} kiyala"],
    numbers=[("අද දවසේ ගොවීන්ගෙන් ගත්ත බෝංචි {kg}යි", ("ගොවීන්ගෙන් ගත්ත බෝංචි", "{kg}")),
             ("අද මැනිං එකෙන් ලැබුණු මුළු ගාණ {rs}", ("මැනිං එකෙන් ලැබුණු මුළු ගාණ", "{rs}")),
             ("රෑ ලොරියට පටවපු කැරට් මලු {mal}ක්", ("පටවපු කැරට් මලු", "{mal}ක්")),
             ("ගබඩාවේ ඉතුරු ලූනු {kg2} තියෙනවා", ("ගබඩාවේ ඉතුරු ලූනු", "{kg2}")),
             ("මේ මාසෙ ලොරි දෙකේම ඩීසල් බිල {rs2}", ("ලොරි දෙකේම ඩීසල් බිල", "{rs2}")),
             ("තවම ගොවීන්ට ගෙවන්න තියෙන හිඟ මුදල {rs3} 😟", ("ගොවීන්ට ගෙවන්න තියෙන හිඟ", "{rs3}")),
             ("stall එකේ කුලිය දැන් මාසෙට {rs4}", ("stall එකේ කුලිය", "{rs4}")),
             ("අපිත් එක්ක වැඩ කරන ගොවි පවුල් {pavul}ක් ඉන්නවා", ("වැඩ කරන ගොවි පවුල්", "{pavul}ක්")),
             ("අද උදේ නාඋල පැත්තෙන් ආපු ගෝවා {kg3}", ("නාඋල පැත්තෙන් ආපු ගෝවා", "{kg3}")),
             ("අමු මිරිස් කිලෝවක් අද තොග මිලට {rs5}", ("මිරිස් කිලෝවක් අද තොග මිලට", "{rs5}")),
             ("ලොරියක් කොළඹ ගිහින් එන්න ඩීසල් ලීටර් {lit}ක් යනවා", ("කොළඹ ගිහින් එන්න ඩීසල්", "ලීටර් {lit}")),
             ("crates ආපහු එවන්න තියෙන ඒවා {crate}ක්", ("crates ආපහු එවන්න තියෙන", "{crate}ක්"))],
    dates=[("පොහොර සහනාධාරය බෙදන්නේ {dt} ගොවිජන සේවා මධ්‍යස්ථානයේදී", ("පොහොර සහනාධාරය බෙදන්නේ", "{dt}")),
           ("Cargills එකේ buyer මහත්තයා stall එකට එනවා {dt} {tm}", ("Cargills එකේ buyer", "{tm}")),
           ("ලොරිය service කරන්න දෙන්නේ {dt}", ("ලොරිය service කරන්න", "{dt}")),
           ("ගොවි සංගමයේ මාසික රැස්වීම {day} {tm} ගලේවෙල පන්සලේ", ("ගොවි සංගමයේ මාසික රැස්වීම", "{tm}")),
           ("බැංකුවේ ණය වාරිකය ගෙවන්න අන්තිම දවස {dt}", ("ණය වාරිකය ගෙවන්න අන්තිම දවස", "{dt}")),
           ("මධ්‍යස්ථානයේ වතුර සැපයුම නවත්වනවා {dt} {tm} ඉඳන්", ("වතුර සැපයුම නවත්වනවා", "{tm}")),
           ("මිනුම් හා තරාදි (weights and measures) නිලධාරීන් එනවා {dt}", ("weights and measures", "{dt}")),
           ("අවුරුද්දට කලින් stall එකේ පිරිත {dt}, හැමෝම එන්න 🙏", ("stall එකේ පිරිත", "{dt}")),
           ("මැනිං එකේ අලුත් ගබඩාවේ යතුරු භාර දෙන්නේ {dt} {tm}", ("අලුත් ගබඩාවේ යතුරු", "{tm}")),
           ("ඉන්ෂුවරන්ස් එකේ කෙනා ලොරි දෙක බලන්න එනවා {day} {tm}", ("ඉන්ෂුවරන්ස් එකේ කෙනා", "{tm}")),
           ("Keells DC එකේ supplier registration interview එක {dt} {tm}", ("supplier registration interview", "{dt}"))],
    people=["සුනිල් ප්‍රේමරත්න", "කුමාරි හේරත්", "නිමල් බණ්ඩාරනායක", "චන්දිම දිසානායක", "ප්‍රියන්ත ජයසිංහ", "ශාන්ති රත්නායක",
            "ඉෂාර මධුශංක", "රුවන් ඒකනායක", "දිල්රුක්ෂි වීරසිංහ", "මහින්ද තෙන්නකෝන්", "ලසන්ත කරුණාරත්න", "තිලිණි සෙව්වන්දි",
            "අසංක විජේකෝන්", "උපාලි අබේසේකර"],
    roles=[("මේ සතියේ ඉඳන් ගොවීන්ගේ කිරුම් පොත ලියන්නේ {p}", "කිරුම් පොත"),
           ("මැනිං ට්‍රිප් එකේ අලුත් ඩ්‍රයිවර් {p}, හැමෝම අඳුනගන්න 🙏", "මැනිං ට්‍රිප් එකේ අලුත් ඩ්‍රයිවර්"),
           ("පෑලියගොඩ අපේ කඩේ බලාගන්නේ දැන් {p}", "පෑලියගොඩ අපේ කඩේ"),
           ("ගොවීන්ට සල්ලි ගෙවන එක දැන් {p}ගේ වැඩේ", "ගොවීන්ට සල්ලි ගෙවන එක"),
           ("{p} තමයි අපේ අලුත් ගණකාධිකාරී (accountant)", "අලුත් ගණකාධිකාරී"),
           ("රත්තොට පැත්තේ ගොවීන්ගෙන් බඩු එකතු කරන්නේ {p}", "රත්තොට පැත්තේ ගොවීන්ගෙන්"),
           ("කෝල්ඩ් රූම් එකේ යතුර තියෙන්නේ {p} ළඟ", "කෝල්ඩ් රූම් එකේ යතුර"),
           ("ගොවි සංගමයේ අලුත් ලේකම් {p}", "ගොවි සංගමයේ අලුත් ලේකම්"),
           ("Keells එකත් එක්ක ගනුදෙනු කරන්නේ {p}, ඒ ගොල්ලෝ call කළොත් එයාට දෙන්න", "Keells එකත් එක්ක ගනුදෙනු"),
           ("රෑ ෂිෆ්ට් එකේ මුරකරු {p}", "රෑ ෂිෆ්ට් එකේ මුරකරු"),
           ("{p} අපේ අලුත් කැෂියර්, cash දෙන්න ගන්න එයා ළඟින්", "අලුත් කැෂියර්")],
    tasks=["ලොරියේ ටයර් මාරු කරන්න", "කෝල්ඩ් රූම් එකේ fan එක හදවන්න", "ගොවීන්ගේ බිල් පොත් අලුතින් මුද්‍රණය කරන්න", "මැනිං එකේ කඩ කුලිය ගෙවන්න",
           "තරාදිය සීල් කරවන්න", "ලොරියේ revenue license එක අලුත් කරන්න", "ගලේවෙල ගොවීන්ගේ ගෙවීම් ලැයිස්තුව හදන්න", "අලුත් තාර්පොලින් දෙකක් ගේන්න",
           "වාහන ඉන්ෂුවරන්ස් renew කරන්න", "stall එකේ බල්බ් මාරු කරන්න", "Facebook page එකට අද මිල ගණන් දාන්න", "බැංකුවට චෙක්පත් දාන්න",
           "කැඩිච්ච crates ටික ආපහු සප්ලයර්ට දෙන්න"],
    asked=["කවුරු හරි {a} පුළුවන්ද? 🙏", "සිකුරාදාට කලින් කවුරුහරි {a} ඕනේ", "තාම කවුරුත් නෑ {a} 😕 කවුද බාර ගන්නේ?",
           "{a} කාටද පුළුවන්? කියන්න", "machan kauru hari {a} 🙏 mata ada yanna ba", "හදිසියි! {a} ඕනේ, free කවුද?"],
    edits=[("ගොවීන්ගේ සල්ලි දාන BOC ගිණුම: {x}", "ගොවීන්ගේ සල්ලි දාන BOC ගිණුම: {y} (කලින් එකේ ඉලක්කමක් වැරදියි, සමාවෙන්න)",
            "සල්ලි දාන BOC ගිණුම", "acc"),
           ("මැනිං ලොරියේ අංකය {x}", "මැනිං ලොරියේ අංකය {y}, typo එකක් උනේ", "මැනිං ලොරියේ අංකය", "plate"),
           ("අලුත් ඩ්‍රයිවර් අයියාගේ නම්බර් එක {x}", "අලුත් ඩ්‍රයිවර් අයියාගේ නම්බර් එක {y} (මේක හරි)", "ඩ්‍රයිවර් අයියාගේ නම්බර්", "tel"),
           ("office එකේ WiFi password: {x}", "office එකේ WiFi password: {y}", "office එකේ WiFi password", "wifi"),
           ("ගොවි ලියාපදිංචි Google form එක: {x}", "ගොවි ලියාපදිංචි Google form එක: {y}", "ගොවි ලියාපදිංචි Google form", "link"),
           ("Cargills order අංකය {x}", "Cargills order අංකය {y} (වැරදිලා කලින් එක දැම්මේ)", "Cargills order අංකය", "ref"),
           ("ගබඩා දොරේ lock code එක {x}", "ගබඩා දොරේ lock code එක {y}", "ගබඩා දොරේ lock code", "pin")],
    changes=[("හෙට මැනිං ලොරිය පිටත් වෙන්නේ {x}ට", ["හෙට මැනිං ලොරිය පිටත් වෙන්නේ {y}ට, වෙනස් කළා", "update: මැනිං ලොරිය පිටත් වෙන්නේ {y}ට"],
              "මැනිං ලොරිය පිටත් වෙන්නේ", "time"),
             ("බෝංචි ගොවීන්ට දෙන මිල කිලෝවට {x}", ["බෝංචි ගොවීන්ට දෙන මිල කිලෝවට {y} කළා, මැනිං ගාණ වැටුණා", "අද ඉඳන් බෝංචි ගොවීන්ට දෙන මිල {y}"],
              "බෝංචි ගොවීන්ට දෙන මිල", "price"),
             ("පිටින් ගන්න ලොරි කුලිය ට්‍රිප් එකකට {x}", ["පිටින් ගන්න ලොරි කුලිය ට්‍රිප් එකකට {y} වෙනවා කිව්වා", "අලුත් ගාණ: පිටින් ගන්න ලොරි කුලිය {y}"],
              "පිටින් ගන්න ලොරි කුලිය", "rent"),
             ("ගොවි මහත්වරුන්ගේ ගෙවීම් දවස {x}", ["ගොවි මහත්වරුන්ගේ ගෙවීම් දවස {y}ට මාරු කළා", "මතක තියාගන්න, දැන් ගොවි මහත්වරුන්ගේ ගෙවීම් දවස {y}"],
              "ගොවි මහත්වරුන්ගේ ගෙවීම් දවස", "day"),
             ("අද රෑ loading කරන්නේ {x}", ["අද රෑ loading කරන්නේ {y}, මාරු කළා", "වෙනසක්: අද රෑ loading කරන්නේ {y}"], "අද රෑ loading කරන්නේ", "place"),
             ("ලූනු මල්ලක (කිලෝ 50) තොග මිල {x}", ["ලූනු මල්ලක (කිලෝ 50) තොග මිල {y} වුණා", "update, ලූනු මල්ලක තොග මිල දැන් {y}"],
              "ලූනු මල්ලක", "onion"),
             ("කොළඹ ඩෙලිවරි ගාස්තුව කිලෝවට {x}", ["කොළඹ ඩෙලිවරි ගාස්තුව කිලෝවට {y} කළා, ඩීසල් ගාණ වැඩි නිසා", "අලුත් කොළඹ ඩෙලිවරි ගාස්තුව: කිලෝවට {y}"],
              "කොළඹ ඩෙලිවරි ගාස්තුව", "deliv")])

# The chatter.
_KETI = ["හරි", "හරි හරි", "ඔව්", "ඔව් ඔව්", "හා", "ok", "Ok", "ela", "elakiri", "👍", "🙏", "🙏🙏", "හරි මුදලාලි", "ok thaththe", "hari hari", "😂", "😂😂",
         "අනේ", "අම්මෝ", "අපෝ", "එහෙමද", "මරු", "supiri", "thanks", "ස්තූතියි", "බොහොම ස්තූතියි 🙏", "එන්නම්", "ආවා", "ena gaman", "paara dige",
         "poddak inna", "call ekak ganna", "hmm", "👌", "🚚", "🥕", "🥬", "🌶️", "🍅", "😅", "noted", "copy", "sure", "ok sir", "තෙරුවන් සරණයි 🙏",
         "සුබ රාත්‍රියක් 🌙", "gn", "gm", "pin", "පින් සිද්ධ වෙයි", "hari machan", "ane ow", "ehenam hari", "ado", "balannam", "mn ennam", "😴",
         "dan enawa", "hodai", "නියමයි", "ගැටලුවක් නෑ", "hari mudalali", "ela ela", "🔥", "💪", "⛈️"]
_MEDA = ["අද බෝංචි එන්නේ අඩුයි වගේ, {g} පැත්තේ වැස්ස", "lorry eka {h} passa una, traffic godak", "{n} කෝ? call කරාම answer කරන්නේ නෑ",
         "මැනිං එකේ අද බඩු බහින්නේ නෑ, ගණන් බැස්සා", "කැරට් ගෙනාපු {n}ට බිල් එක දුන්නද", "thakkali godak narak wela, aran apu eka",
         "{g} පාරේ ගහක් වැටිලා, ලොරිය හරවලා එන්න වුණා", "tea ekak bonna yamu", "හෙට උදේ කලින් එන්න, බඩු ගොඩක් තියෙනවා",
         "crates ටික ආපහු ගෙනාවද", "ගෝවා හරි ලාබයි අද, කවුරුත් ගන්නේ නෑ", "වැස්ස නිසා ලීක්ස් කුණු වෙනවා", "balance eka passe denawa kiwwa {m}",
         "පාන් ටිකක් අරන් එන්න පුළුවන්ද එන ගමන්", "phone eke charge na, passe call karannam", "Kandy road eke police checking, licence eka aran yanna",
         "පෑලියගොඩ ගේට්ටුව ළඟ ලොරි පෝළිම දිගයි", "අද නම් වැඩ වැඩියි, තාම කෑවෙත් නෑ", "{n}ගේ අම්මට අසනීපයි, අද එන්නේ නෑලු",
         "අල මල්ල බර අඩුයි, ආයෙ කිරලා බලන්න", "bill book eka koheda", "ada poya nisa sena adui", "අලි ඇවිත් {g} පැත්තේ වගාව විනාශ කරලා 😢",
         "ලොරියේ පිටිපස්සේ ලයිට් එකක් වැඩ නෑ", "dambulla junction eke traffic maru", "හවසට වැස්ස එනවා වගේ, tarpaulin එක දාන්න",
         "{m} oyage cash eka bank ekata dammaa", "koheda me lorry eke key eka", "මුදලාලි අද එනවද stall එකට", "සල්ලි ටික ගණන් කරලා ලාච්චුවේ තිබ්බා",
         "අද මිරිස් ගොඩක් ආවා, මිල බහියි", "Manning eke buyer kenek thama balance eka dunne naha", "kiri tea ekak ganna puluwanda kauru hari",
         "{h} paara hadanawa, diversion ekak thiyenawa", "ලොරිය ආවා, බාන්න කට්ටිය එවන්න", "{n}ට කියන්න මට call එකක් දෙන්න කියලා",
         "thaththe mama {h} pahu una, thawa paya 2k witharai", "බඩු ටික හොඳයි, ඒත් පොඩි ගෙඩි ගොඩක් තියෙනවා", "ane {m} ta kiyanna crates tika genna",
         "ලොරියට ඩීසල් ගැහුවද", "hari machan mama loading iwara karala call karannam", "ගබඩාවේ මීයෝ ගොඩයි, බෙහෙත් ටිකක් දාන්න ඕනේ",
         "අද මැනිං එකේ කැරට් වලට ඉල්ලුමක් නෑලු", "{n} අද නිවාඩු, දුවගේ ඉස්කෝලේ වැඩක්", "kawda ada cash box eka baragaththe",
         "පාර දිගේ හරිම මීදුමයි, හෙමින් යන්න", "lorry eka service karanna one kiyala dan masa dekak", "අද රෑ කෑම මොකක්ද බං",
         "{g} ගොවියෝ ටික බඩු ගේන්න කලින් call කරන්න කියන්න", "sorry thaththe, miss call eka dakke dan", "cold room eke temperature eka wadi wage",
         "ගෙඩි ටික තෙත් නිසා බර වැඩියි, අඩු කරලා ලියන්න", "nittambuwa lagadi accident ekak, paara block", "ඔයාලා කෑවද", "mata poddak parakku wenawa",
         "අද මිල ලැයිස්තුව දැම්මද කවුරුහරි", "{n} ගෙනාපු බීට්රූට් පට්ට quality 👌", "gaana hari da balanna, mata thawa 200k wage penawa",
         "ලොරියේ හෝන් එක වැඩ නෑ, පොලිසියෙන් අල්ලයි", "crates 40k wage yanawa alut ewa ganna", "heta udeta wessa kiyala news eke kiwwa",
         "{n} ගෙනාපු ලීක්ස් මල්ලේ යට ඔක්කොම කුණු", "mama dan Dambulla town eke, monawa hari one nam kiyanna", "ගේට්ටුවේ ටිකට් එක නැතිවුණා, ආයෙ ගත්තා",
         "අද ගොවියෝ ගොඩක් ආවා, පෝළිම පාර දක්වා", "machan ada kaama tika mage, bath packet 6ක් ganna", "{g} ඉඳන් එන බස් එක අද නෑලු",
         "balance eka ganna ba, buyer phone eka off", "බෝංචි ගෝනි වලට වඩා crates වල දැම්මොත් හොඳයි", "lorry eke tarpaulin eka iri gihin",
         "අද මැනිං එකේ ලීක්ස් පට්ට demand", "{m} aiyata kiyanna mata issellama call karanna", "ගබඩාවේ විදුලිය ගියා, generator එක දාන්න",
         "අද සීතලයි අනේ දඹුල්ලේ කවදාවත් නැති", "thaththe cash tika drawer eke thiyanawa", "කවුද අද තරාදිය ළඟ ඉන්නේ",
         "{g} පැත්තේ ගොවියෝ අද වැඩ වර්ජනයක්ලු", "ane mata bill eka whatsapp karanna", "ලොරිය hooting කරලා ගියා, ඇහුණේ නෑ"]
# The questions among them (those who punctuate end these with "?").
_PRASHNA = {"{n} කෝ? call කරාම answer කරන්නේ නෑ", "කැරට් ගෙනාපු {n}ට බිල් එක දුන්නද", "crates ටික ආපහු ගෙනාවද",
            "පාන් ටිකක් අරන් එන්න පුළුවන්ද එන ගමන්", "bill book eka koheda", "koheda me lorry eke key eka", "මුදලාලි අද එනවද stall එකට",
            "kiri tea ekak ganna puluwanda kauru hari", "ලොරියට ඩීසල් ගැහුවද", "kawda ada cash box eka baragaththe", "අද රෑ කෑම මොකක්ද බං",
            "ඔයාලා කෑවද", "අද මිල ලැයිස්තුව දැම්මද කවුරුහරි", "කවුද අද තරාදිය ළඟ ඉන්නේ"}
_SEEYA = ["මහත්තයෝ අපි මේ වගාව කරන්නේ හරිම අමාරුවෙන්", "මේ පාර වැස්ස වැඩියි බෝංචි ඔක්කොම පොතු වෙලා", "පොහොර මිල ගණන් අහස උසට ගිහින්",
          "අලි ඇවිත් රෑට කෙසෙල් ඔක්කොම කාලා දැම්මා", "අපේ තාත්තා කාලේ මේ වගේ ප්‍රශ්න තිබුණේ නෑ", "ඒ කාලේ අපි කරත්තෙන් තමයි දඹුල්ලට ආවේ",
          "දැන් ළමයි කවුරුත් ගොවිතැන් කරන්න කැමති නෑ ඔක්කොම කොළඹ යනවා", "මුදලාලි මහත්තයා අපිට හැමදාම හොඳට සැලකුවා",
          "ඒත් මේ සතියේ සල්ලි ටික ඉක්මනට දුන්නොත් හරිම උදව්වක්", "ගෙදර පොඩි එකාගේ ඉස්කෝලේ පොත් ගන්නත් ඕනේ",
          "වතුර නැති නිසා ඇළේ වතුර බෙදන්නේ දවස් දෙකකට සැරයක්", "කෘමි නාශක ගහන්නත් දැන් රුපියල් දාහක් දෙදාහක් යනවා",
          "දෙවියන්ගේ පිහිටෙන් ලබන කන්නේ හොඳ අස්වැන්නක් ගමු", "මම මේ ටයිප් කරන්නේ දුවගේ ෆෝන් එකෙන් වැරදි තියෙනවා නම් සමාවෙන්න",
          "තෙරුවන් සරණයි හැමෝටම"]
_MUDALALI = ["සියලු ගොවි මහත්වරුන්ට සහ සේවක මහත්වරුන්ට, ආයුබෝවන්! 🙏",
             "බඩු ගෙන එන සෑම ගොවි මහතෙක්ම කිරුම් පත්‍රිකාව අනිවාර්යයෙන්ම ලබා ගත යුතුයි.",
             "කුණු වූ හෝ තෙත් වූ එළවළු භාර ගනු නොලැබේ. කරුණාකර තෝරා ගෙන ගෙනෙන්න.",
             "ලොරි රියදුරන් මත්පැන් පානය කර රිය පැදවීම සම්පූර්ණයෙන්ම තහනම්. මෙය උල්ලංඝනය කළොත් එදිනම සේවයෙන් ඉවත් කෙරේ.",
             "ආර්ථික මධ්‍යස්ථානය තුළ දුම්පානය සහ කසළ දැමීම තහනම් බව මධ්‍යස්ථාන කළමනාකාරිත්වය නැවත දන්වා ඇත.",
             "crates සහ ගෝනි මලු ආපසු ලබා දීම සියලු දෙනාගේ වගකීමකි.",
             "ගනුදෙනු පිළිබඳ යම් ගැටලුවක් ඇත්නම් කාර්යාලයට පැමිණ කතා කරන්න. WhatsApp එකේ වාද කිරීමෙන් වළකින්න.",
             "ඔබ සැමගේ සහයෝගයට බොහොම ස්තූතියි. තෙරුවන් සරණයි!",
             "ගුණසේකර මුදලාලි\nගුණසේකර ට්‍රේඩර්ස්, කඩ අංක 47, දඹුල්ල විශේෂිත ආර්ථික මධ්‍යස්ථානය"]
_MATHAKA = ("📢 මතක් කිරීම: හැම ගොවි මහත්මයෙක්ම බඩු බාන්න කලින් තරාදියෙන් කිරලා කිරුම් පත අරගන්න. කිරුම් පතක් නැති බඩු වලට ගෙවීම් නෑ. "
            "ස්තූතියි! – නිරෝෂා (office)")
_UDE = "සුබ උදෑසනක් වේවා 🌅🙏"
_LINKS = ["https://www.facebook.com/GunasekaraTradersDambulla/posts/{n} share කරන්න", "https://youtu.be/{k} මේක බලන්න, දඹුල්ල ගැන news එක",
          "https://maps.app.goo.gl/{k} මෙන්න අලුත් ගබඩාව තියෙන තැන", "https://www.hirunews.lk/{n}/ ela balanna", "https://www.adaderana.lk/news.php?nid={n}",
          "https://www.meteo.gov.lk/ අද forecast එක බලන්න", "https://drive.google.com/file/d/{k}/view bills tika methana", "https://fb.watch/{k}/ 😂😂",
          "https://www.youtube.com/watch?v={k} bonchi wagawa gana hoda video ekak"]
_BOT = ["සටහන් කර ගත්තා ✍️", "හරි, මතක් කරන්නම්.", "Voice note අහන්න බෑ, type කරලා එවන්න පුළුවන්ද?", "ස්තූතියි!", "Noted 👍"]


class _Pola:
    """One chat's draws and the stall's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.kade = Planter(rng, _KADE, self.slot, self.value)

    def rs(self, n: int) -> str:
        """An amount the ways the group writes it."""
        g = grouped(n, ",")
        ways = [f"රු. {g}", f"රු. {g}", f"Rs {g}", f"Rs.{g}/=", f"{n}/-", f"රුපියල් {g}", f"රු.{g}.00"]
        if 1000 <= n < 100_000 and n % 1000 == 0:
            ways.append(f"{n // 1000}k")
        if n >= 100_000 and n % 10_000 == 0:
            ways += [f"ලක්ෂ {n / 100_000:g}", f"{n / 100_000:g} lakhs"]
        return self.rng.choice(ways)

    def kilo(self, n: int) -> str:
        g = grouped(n, ",")
        return self.rng.choice([f"කිලෝ {g}", f"{n}kg", f"{g} kg", f"කි.ග්‍රෑ. {g}", f"කිලෝ {n}"])

    def dina(self, n: int, style: int | None = None) -> str:
        """A date: "2026.12.14", "14/12/2026", "දෙසැම්බර් 14", "දෙසැ. 14 වෙනිදා" or "සිකුරාදා (දෙසැ. 14)"."""
        d = date(2026, 12, 1) + timedelta(days=n)
        long, short = _MASA[d.month]
        style = self.rng.randrange(6) if style is None else style
        return [f"{d:%Y.%m.%d}", f"{d.day:02d}/{d.month:02d}/{d.year}", f"{long} {d.day}", f"{short} {d.day} වෙනිදා",
                f"{_DAWAS[d.weekday()]} ({short} {d.day})", f"{d.day}.{d.month}.{d.year}"][style]

    def welawa(self, h: int, mi: int | None = None) -> str:
        """A time: "ප.ව. 4.30", "පෙ.ව. 5.00", "4.30pm", "16:30", "හවස 4.30" or "රෑ 9"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30, 30, 15, 45]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "අළුයම" if h < 5 else "උදේ" if h < 12 else "දවල්" if h < 14 else "හවස" if h < 18 else "රෑ"
        ways = [f"{'පෙ.ව.' if h < 12 else 'ප.ව.'} {h12}.{mi:02d}", f"{h12}.{mi:02d}{'am' if h < 12 else 'pm'}", f"{h:02d}:{mi:02d}",
                f"{part} {h12}.{mi:02d}" if mi else f"{part} {h12}"]
        if mi == 0:
            ways.append(f"{h12}{'am' if h < 12 else 'pm'}")
        return r.choice(ways)

    def slot(self, k: str) -> str:
        r, f = self.rng, self.kade.fresh
        slots = {"kg": lambda: self.kilo(f("kg", 30, 240) * 10), "rs": lambda: self.rs(f("rs", 30, 180) * 10_000),
                 "mal": lambda: str(f("mal", 20, 160)), "kg2": lambda: self.kilo(f("kg2", 12, 90) * 50),
                 "rs2": lambda: self.rs(f("rs2", 80, 400) * 1000), "rs3": lambda: self.rs(f("rs3", 15, 95) * 10_000),
                 "rs4": lambda: self.rs(f("rs4", 25, 90) * 1000), "pavul": lambda: str(f("pavul", 25, 140)),
                 "kg3": lambda: self.kilo(f("kg3", 15, 160) * 10), "rs5": lambda: self.rs(f("rs5", 28, 70) * 10),
                 "lit": lambda: str(f("lit", 60, 140)), "crate": lambda: str(f("crate", 30, 400)),
                 "dt": lambda: self.dina(f("d", 0, 110)), "tm": lambda: self.welawa(f("h", 5, 21)), "day": lambda: r.choice(_DAWAS)}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.kade.fresh
        draws = {"acc": lambda: str(r.randrange(10**7, 10**9)),
                 "plate": lambda: r.choice([f"{r.choice(['CP', 'NC', 'NW'])} {r.choice(['LK', 'LJ', 'LH', 'LB', 'LD'])}-{r.randrange(1000, 9999)}",
                                            f"{r.choice(['48', '41', '44', '45'])}-{r.randrange(1000, 9999)}"]),
                 "tel": lambda: f"07{r.choice('01245678')} {r.randrange(100, 999)} {r.randrange(1000, 9999)}",
                 "wifi": lambda: f"Guna{code(r, 4)}@{r.randrange(100, 999)}", "link": lambda: f"https://forms.gle/{code(r, 11)}",
                 "ref": lambda: f"CGL/PO/{r.randrange(100000, 999999)}", "pin": lambda: str(r.randrange(100000, 999999)),
                 "time": lambda: self.welawa(*divmod(f("o", 28, 46) * 30, 60)), "price": lambda: self.rs(f("bp", 18, 45) * 10),
                 "rent": lambda: self.rs(f("rent", 18, 45) * 1000), "day": lambda: r.choice(_DAWAS),
                 "place": lambda: r.choice(["කඩ අංක 47 ඉස්සරහ", "පිටිපස්සේ ගේට්ටුව ළඟ", "පරණ ගබඩාව ළඟ", "නැගෙනහිර ගේට්ටුව ළඟ", "පාර්කින් අංක 3",
                                            "කෝල්ඩ් රූම් එක ඉස්සරහ", "ලූනු ගබඩාව පිටිපස්සේ"]),
                 "onion": lambda: self.rs(f("on", 110, 200) * 100), "deliv": lambda: f"රු. {f('dl', 6, 30)}"}
        return self.kade.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def meda(self) -> str:
        r = self.rng
        t = r.choice(_MEDA)
        said = t.format(n=r.choice(_NAMA), m=r.choice(_NAMES), g=r.choice(_GAMA), h=r.choice(_GAMA_EN))
        if r.random() < 0.25:  # two things in one message
            t = r.choice(_MEDA)
            said += r.choice([", ", " ", "\n", ". ", " ඒ වගේම "]) + t.format(n=r.choice(_NAMA), m=r.choice(_NAMES), g=r.choice(_GAMA), h=r.choice(_GAMA_EN))
        if r.random() >= 0.3 or not said[-1].isalnum():  # most send it as they say it, with nothing at the end
            return said
        return said + ("?" if t in _PRASHNA else r.choice([".", "!", " 🙏", "..", " 😅", " බං"]))

    def mila(self) -> str:
        r = self.rng
        rows = []
        for name, lo, hi in r.sample(_ELAWALU, r.randrange(6, 11)):
            a = r.randrange(lo, hi) // 10 * 10
            rows.append(f"{name:<12}{a:>4} - {a + r.choice([20, 30, 40, 50])}")
        return (f"📋 දඹුල්ල ආර්ථික මධ්‍යස්ථානය – අද තොග මිල ({self.dina(r.randrange(0, 110), r.choice([0, 1]))})\nකිලෝ 1ක් (රු.)\n```\n"
                + "\n".join(rows) + "\n```" + r.choice(["", "\nමිල ගණන් වෙනස් විය හැක", "\n- Gunasekara Traders, Stall 47", "\nshare කරන්න 🙏"]))

    def kirum(self) -> str:
        r = self.rng
        item, lo, hi = r.choice(_ELAWALU)
        gross = r.randrange(300, 2400) / 10
        tare = r.choice([0.5, 1.0, 1.5, 2.0])
        rate = r.randrange(lo, hi) // 5 * 5
        net = gross - tare
        return (f"කිරුම් පත / WEIGH SLIP  No. {r.randrange(1000, 99999):06d}\nගොවියා: {r.choice(_NAMA)}\nගම: {r.choice(_GAMA)}\nභාණ්ඩය: {item}\n"
                f"දළ බර: {gross:.1f} kg\nමලු බර: {tare:.1f} kg\nශුද්ධ බර: {net:.1f} kg\nමිල: Rs. {rate}.00\nමුළු මුදල: Rs. {grouped(round(net * rate), ',')}.00"
                + r.choice(["", "\nගොවියාට කොපියක් දුන්නා", "\n(N)", "\nsign karala thiyenne"]))

    def loading(self) -> str:
        r = self.rng
        plate = f"CP L{r.choice('KJHBD')}-{r.randrange(1000, 9999)}"
        rows = [f"{i}. {name} – {r.randrange(8, 70)} {r.choice(['bags', 'crates', 'මලු'])}" for i, (name, _, _) in
                enumerate(r.sample(_ELAWALU, r.randrange(3, 7)), 1)]
        return (f"LORRY LOADING – {plate} → Manning (Peliyagoda)\nDate: {self.dina(r.randrange(0, 110), 1)}  Dep: {r.randrange(16, 23)}:{r.choice(['00', '15', '30', '45'])}\n"
                + "\n".join(rows) + f"\nDriver: {r.choice(_NAMES)}" + r.choice(["", "\nලොරිය පිරුණා ✅", "\nseal karala yawwa", "\n+ crates 20 empty"]))

    def sms(self) -> str:
        r = self.rng
        amt = r.randrange(50, 4000) * 100
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        stamp = f"{d:%d/%m/%y} {r.randrange(6, 22):02d}:{r.randrange(0, 60):02d}"
        return r.choice([
            f"BOC: Your A/C XXXX{r.randrange(1000, 9999)} credited with LKR {grouped(amt, ',')}.00 on {stamp}. Avl Bal LKR "
            f"{grouped(r.randrange(10**5, 10**7), ',')}.{r.randrange(0, 100):02d}",
            f"People's Bank: LKR {grouped(amt, ',')}.00 debited from A/C ****{r.randrange(1000, 9999)} on {stamp} (CEFT). Call 1961 for queries.",
            f"Dear Customer, Rs.{grouped(amt, ',')}.00 has been deposited to your account ending {r.randrange(1000, 9999)} at {stamp}. - Sampath Bank"]) + \
            r.choice(["", "\nsalli awa thaththe", "\nමේක ආවද බලන්න", "\n👆 {}ගේ සල්ලි".format(r.choice(_NAMA))])

    def kalaguna(self) -> str:
        r = self.rng
        return r.choice([
            f"🌧️ කාලගුණ විද්‍යා දෙපාර්තමේන්තුව: මධ්‍යම, සබරගමුව, ඌව සහ උතුරුමැද පළාත්වල ස්ථාන කිහිපයක ප.ව. {r.choice([1, 2])}.00 න් පසු වැසි හෝ "
            f"ගිගුරුම් සහිත වැසි ඇති වේ. මාතලේ දිස්ත්‍රික්කයේ ඇතැම් ස්ථානවලට මි.මී. {r.choice([50, 75, 100])} ට වැඩි තරමක තද වැසි ඇති විය හැක.",
            f"Weather forecast (Dept. of Meteorology): Showers or thundershowers will occur at several places in Central and North-central provinces "
            f"after {r.choice([1, 2])}.00 p.m. Fairly heavy showers above {r.choice([50, 75])} mm are likely at some places in Matale district.",
            f"⚠️ NBRO නායයෑම් අනතුරු ඇඟවීම: මාතලේ දිස්ත්‍රික්කයේ {r.choice(['ලග්ගල', 'රත්තොට', 'උකුවෙල', 'පල්ලේපොළ'])} ප්‍රාදේශීය ලේකම් "
            f"කොට්ඨාසයට පළමු මට්ටමේ (කහ) අනතුරු ඇඟවීමක්."]) + r.choice(["", "\nලොරි හෙමින් යන්න", "\nbadu thiyana kattiya tarpaulin danna", ""])

    def forward(self) -> str:
        r = self.rng
        return r.choice([
            "Forwarded: දඹුල්ල විශේෂිත ආර්ථික මධ්‍යස්ථාන කළමනාකරණ කමිටුවේ දැනුම්දීමයි. මධ්‍යස්ථානයට ඇතුළු වන සියලුම ලොරි රථ ප්‍රධාන ගේට්ටුවෙන් "
            "ලියාපදිංචි විය යුතු අතර, ඇතුළුවීමේ ගාස්තුව ගෙවා රිසිට්පත ලබා ගත යුතුය.",
            "*URGENT* A9 road blocked near Naula due to an earth slip. Lorries going to Kandy pls use Galewela – Kurunegala route. pls share",
            "Forwarded many times\nහෙට සිට ඩීසල් ලීටරයක මිල රු. 10කින් වැඩි වෙනවලු. ඇත්තද දන්නේ නෑ, ෆිල් කරගන්න 😬",
            "Forwarded: පෑලියගොඩ මැනිං වෙළඳ සංකීර්ණය – රාත්‍රී 11.00 සිට පෙ.ව. 4.00 දක්වා පමණක් තොග බෑම සඳහා ලොරි ඇතුළු කරනු ලැබේ.",
            "Forwarded: ගොවිජන සේවා දෙපාර්තමේන්තුව – ගොවි ලියාපදිංචි අංකය නැති ගොවීන්ට පොහොර සහනාධාර ලබා දෙනු නොලැබේ. ළඟම ගොවිජන සේවා "
            "මධ්‍යස්ථානයෙන් ලියාපදිංචි වන්න."])

    def csv(self) -> str:
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 110))
        rows = []
        for name in r.sample(_NAMES, r.randrange(3, 7)):
            item, lo, hi = r.choice(_ELAWALU)
            kg, rate = r.randrange(20, 400), r.randrange(lo, hi)
            rows.append(f"{d:%Y-%m-%d},{name},{item},{kg},{rate},{kg * rate}")
        return (r.choice(["thaththe excel eken copy kala", "payments sheet eka", "අද ගෙවීම් (sheet එකෙන්)"]) + "\n```\ndate,farmer,item,kg,rate,amount\n"
                + "\n".join(rows) + "\n```")

    def boruwata(self) -> str:
        """Fact-like chatter that plants nothing: figures and plans nobody asks about again."""
        r = self.rng
        name, lo, hi = r.choice(_ELAWALU)
        return r.choice([f"අද {name} කිලෝ {r.randrange(lo, hi) // 10 * 10}ට ගියා මැනිං එකේ", f"ලොරිය {self.welawa(r.randrange(17, 23))}ට පිටත් වුණා",
                         f"{r.choice(_NAMA)} {self.dina(r.randrange(0, 110))} ඉඳන් දවස් {r.randrange(2, 6)}ක් නිවාඩු", f"ada {name} {r.randrange(40, 900)}kg awa",
                         f"ගබඩාවේ හිස් crates {r.randrange(20, 300)}ක් තියෙනවා", f"{r.choice(_NAMES)} ta {r.randrange(2, 40) * 500} dunna advance ekak widiyata",
                         f"පෑලියගොඩ ඉඳන් ආපහු එනකොට {self.welawa(r.randrange(2, 7))} වුණා", f"tea eka {r.randrange(60, 150)}yi dan, ammo",
                         f"අද {r.choice(_GAMA)} ලොරියට ඩීසල් {self.rs(r.randrange(10, 40) * 1000)}ක් ගැහුවා", f"{r.randrange(3, 12)} වෙනි ට්‍රිප් එක මේ මාසෙ"])

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_KETI), None)), (lambda: (self.meda(), None)), (lambda: (self.mila(), None)), (lambda: (self.kirum(), None)),
                  (lambda: (self.loading(), None)), (lambda: (self.sms(), None)), (lambda: (self.kalaguna(), None)), (lambda: (self.forward(), None)),
                  (lambda: (self.csv(), None)), (lambda: (ramble(r, _SEEYA, 6, " "), None)), (lambda: (letter(r, _MUDALALI, sep="\n\n"), None)),
                  (lambda: (_MATHAKA, None)), (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**5, 10**8)), None)),
                  (lambda: (f"{_UDE} {self.meda()}", None)), (lambda: (self.boruwata(), None)), self.photo, self.video, self.voice, self.document]
        weights = [24, 30, 1.6, 1.8, 1.5, 1.8, 1.2, 1.2, 1.0, 2.2, 1.5, 3, 2.5, 3, 5, 6, 1.5, 6, 1.2]
        return r.choices(makers, weights)[0]()

    def stamp(self) -> str:
        d = date(2026, 12, 1) + timedelta(days=self.rng.randrange(0, 110))
        return f"{d:%Y%m%d}-WA{self.rng.randrange(0, 9999):04d}"

    def photo(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "අද ආපු බෝංචි", "lorry eka load kala", "මෙන්න බිල් එක", "crates tika", "මැනිං එකේ පෝළිම 😩", "thakkali quality eka balanna"]),
                media("photo", f"IMG-{self.stamp()}.jpg", "image/jpeg", r.randrange(60_000, 2_800_000)))

    def video(self) -> Said:
        r = self.rng
        return (r.choice(["", "paara wahila 😱", "අලි ඇවිත් 😢", "loading"]),
                media("video", f"VID-{self.stamp()}.mp4", "video/mp4", r.randrange(900_000, 35_000_000)))

    def voice(self) -> Said:
        r = self.rng
        if r.random() < 0.4:
            return "", media("sticker", f"STK-{self.stamp()}.webp", "image/webp", r.randrange(8_000, 90_000))
        return (r.choice(["", "", "driving, voice ekak damma", "අහලා බලන්න"]),
                media("voice", f"PTT-{self.stamp()}.opus", "audio/ogg", r.randrange(4_000, 700_000)))

    def document(self) -> Said:
        r = self.rng
        name = r.choice(["Gunasekara_Traders_Bill", "Manning_Statement", "Farmer_Payments", "Lorry_Insurance", "Cargills_PO", "Stall47_Rent_Receipt"])
        return (r.choice(["", "bill eka", "මෙන්න PDF එක", "statement eka thaththe"]),
                media("document", f"{name}_{r.randrange(1, 99):02d}.pdf", "application/pdf", r.randrange(40_000, 1_500_000)))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_UDE} {text}", f"{text}\n\n{_MATHAKA}", f"{ramble(r, _SEEYA, 4, ' ')} ඒ වගේම {text}",
                         f"අද රැස්වීමේ සටහන්:\n1. {text}\n2. {self.meda()}", f"{text} 🙏", f"{self.kalaguna()}\n\nතව එකක්: {text}",
                         f"{text}\n- මුදලාලි", f"{text}, හැමෝම දැනගන්න", f"@All {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.06) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    p = _Pola(rng)
    people = [f"94{rng.choice(['70', '71', '72', '74', '75', '76', '77', '78'])}{rng.randrange(10**6, 10**7)}" for _ in range(rng.randrange(8, 18))]  # phone numbers

    # Busy from the farmers' morning deliveries to the lorries' loading at night; quiet in the small hours.
    def gap() -> int:
        return rng.randrange(15, 1500) if rng.random() > 0.1 else rng.randrange(4 * 3600, 20 * 3600)

    voice = Voice(p.kade, p.chatter, p.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
