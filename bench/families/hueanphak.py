"""The hueanphak family: the WhatsApp group of a family guesthouse and boat-tour business in
Luang Prabang, Laos, in Lao (Lao script and romanized), English for guests and some Thai.

Written for batch 23 by a writer who did not read the summarizer, and run on no summarizer when
it was written: a held-out family.

ເຮືອນພັກບ້ານສວນ (Baan Suan Guesthouse, eight rooms and two garden bungalows on a lane behind
Sisavangvong Road, ten minutes' walk from the night market) is run by Por and Mae, who also
own a long-tail boat for Pak Ou caves and sunset cruises on the Mekong. Its group holds the
two of them, their daughter Noy (bookings, Agoda, Booking.com, TikTok), their son Ton (at
university in Vientiane, home on weekends by the Lao-China train), the two housekeepers
(ເອື້ອຍຜອນ and ເອື້ອຍລາ), the boatman ລຸງສົມພອນ and ອ້າຍວັນ, the agent at a tour company
in Vientiane who sends them groups of Thai and Korean tourists. Lao is written the Lao way,
without spaces between words ("ມື້ອື່ນເຮືອອອກແຕ່ເຊົ້າເດີ"), by the young in romanized Lao
("sabaidee der", "bor pen nyang", "khop jai lai lai"), with Thai words and particles from Thai
TV ("จ้า", "555", "โอเค"), and English whenever a guest is quoted or the agent writes. Kip
come as "150,000 ກີບ", "150.000 ກີບ", "LAK 150,000", "150k", "150 ພັນກີບ", "150,000 kip" and
in Lao digits ("໑໕໐,໐໐໐ ກີບ"), baht as "฿1,200" or "1,200 ບາດ"; dates as "ວັນທີ 15 ທັນວາ",
"15/12", "15 ທ.ວ.", "Dec 15" and "ວັນທີ ໑໕/໑໒"; times as "7 ໂມງເຊົ້າ", "ບ່າຍ 2 ໂມງ", "6 ໂມງແລງ",
"7:30" and "7am". The chatter is breakfast and laundry, the fog on the river, power cuts,
guests' reviews, the market, Mae's long voice notes and Por's long messages about Luang
Prabang before the tourists; pasted are the room board, the market shopping list, the boat
schedule, the day's cash count and the province's notices.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta

from .common import (
    Chat,
    Ids,
    Planter,
    Said,
    Voice,
    Wording,
    assemble,
    code,
    family_chats,
    grouped,
    letter,
    media,
    ramble,
)

NAME = "hueanphak"
LANGUAGE = "lo"
# Messages per chat by default: a long stretch of the group's life, about 20 facts.
MESSAGES = 300

_LAO_DIGITS = str.maketrans("0123456789", "໐໑໒໓໔໕໖໗໘໙")


def _lao(text: str) -> str:
    """`text` with its digits written in Lao."""
    return text.translate(_LAO_DIGITS)


_MONTH = {12: ("ທັນວາ", "ທ.ວ.", "Dec"), 1: ("ມັງກອນ", "ມ.ກ.", "Jan"), 2: ("ກຸມພາ", "ກ.ພ.", "Feb"), 3: ("ມີນາ", "ມ.ນ.", "Mar")}
_WEEKDAY = ["ວັນຈັນ", "ວັນອັງຄານ", "ວັນພຸດ", "ວັນພະຫັດ", "ວັນສຸກ", "ວັນເສົາ", "ວັນອາທິດ"]

_BAAN_SUAN = Wording(
    topics=[("ລາຄາຫ້ອງຊ່ວງປີໃໝ່", ["ຂຶ້ນ 20% ທຸກຫ້ອງ", "ເທົ່າເກົ່າ ບໍ່ຂຶ້ນລາຄາ", "ຂຶ້ນສະເພາະຫ້ອງວິວແມ່ນ້ຳ"]),
            ("boat trip to Pak Ou", ["ອອກ 8 ໂມງເຊົ້າທຸກມື້", "ສະເພາະມື້ທີ່ມີແຂກ 4 ຄົນຂຶ້ນໄປ", "ລວມລຳກັບເຮືອຂອງລຸງສີ"]),
            ("ອາຫານເຊົ້າແຂກ", ["ເຂົ້າຈີ່ປາເຕ້ກັບກາເຟລາວ", "buffet ນ້ອຍໆຢູ່ລະບຽງ", "ໃຫ້ແຂກສັ່ງເອງຈາກເມນູ"]),
            ("ຊຸດພະນັກງານໃໝ່", ["ເສື້ອໄໝສີຄາມ", "ເສື້ອໂປໂລສີຂາວມີໂລໂກ້", "ນຸ່ງສິ້ນລາວທຸກວັນສຸກ"]),
            ("Booking.com commission", ["stay at 15%", "go Preferred at 18%", "ປິດ Booking.com ໃຊ້ແຕ່ Agoda"]),
            ("ການຮັບແຂກຈາກສະຖານີລົດໄຟ", ["ລົດຕຸ໊ກຕຸ໊ກຂອງອ້າຍຄຳ", "ລົດຕູ້ຂອງເຮືອນພັກເອງ", "ໃຫ້ແຂກຂີ່ LOCA ມາເອງ"]),
            ("ງານລ້ຽງທ້າຍປີພະນັກງານ", ["ປີ້ງຊີ້ນດາດຢູ່ສວນຫຼັງເຮືອນ", "ໄປກິນເຂົ້າຮ້ານລິມຂອງ", "ບໍ່ມີງານ ເອົາເງິນເປັນໂບນັດແທນ"]),
            ("ຫ້ອງທີ່ຫຼັງຄາຮົ່ວ", ["ປິດຫ້ອງໄວ້ຈົນກວ່າຈະມຸງໃໝ່", "ໃຫ້ແຂກພັກໄດ້ແຕ່ຫຼຸດລາຄາ", "ເອີ້ນຊ່າງມາແປງອາທິດນີ້ເລີຍ"]),
            ("ການຈ່າຍເງິນຂອງແຂກຝຣັ່ງ", ["ຮັບແຕ່ QR BCEL One", "ຮັບເງິນສົດ ກີບ ບາດ ໂດລາ", "ບວກ 3% ຖ້າຈ່າຍບັດ"]),
            ("ທົວນ້ຳຕົກຕາດກວາງຊີ", ["ລວມອາຫານທ່ຽງແລ້ວ", "ສົ່ງແຂກໄປເອງ ບໍ່ມີໄກດ໌", "ຂາຍຜ່ານບໍລິສັດຂອງອ້າຍວັນ"]),
            ("sunrise alms giving for guests", ["we prepare sticky rice baskets", "guests join only with Noy, no photos", "we don't organise it any more"]),
            ("ໝາຂອງເຮືອນພັກ", ["ໃຫ້ຢູ່ສວນຫຼັງ ບໍ່ໃຫ້ເຂົ້າຫ້ອງແຂກ", "ເອົາໄປຝາກບ້ານປ້າຈົນເຖິງກຸມພາ", "ຢູ່ໄດ້ທົ່ວ ແຂກມັກ"])],
    decided=["ສະຫຼຸບແລ້ວເດີ {s}: {c} ✅ ພໍ່ຕົກລົງແລ້ວ", "ok ລົມກັນແລ້ວ {s} → {c} ບໍ່ປ່ຽນອີກເດີ",
             "ແມ່ວ່າ {s} ເອົາແບບນີ້: {c} ຈົບ 😅", "Family meeting last night: {S} = {c}. ok tang lai bor?",
             "ຕົກລົງກັນໄດ້ແລ້ວ ເລື່ອງ{s} ແມ່ນ{c}ເດີ", "sa lup laew der, {s}: {c} 👍",
             "📌 ມະຕິຂອງຄອບຄົວ\n{S} — {c}\nທຸກຄົນຮັບຊາບ", "โอเคนะ {s} ໄດ້ຂໍ້ສະຫຼຸບແລ້ວ: {c}"],
    numbers=[("ຄ່າເຮືອໄປຖ້ຳປາກອູ ເໝົາລຳ {kip}", ("ຄ່າເຮືອໄປຖ້ຳປາກອູ", "{kip}")),
             ("ຫ້ອງວິວແມ່ນ້ຳຂອງ ຄືນລະ {kip2} ລວມອາຫານເຊົ້າແລ້ວ", ("ຫ້ອງວິວແມ່ນ້ຳຂອງ ຄືນລະ", "{kip2}")),
             ("ອາທິດນີ້ນ້ຳມັນເຮືອໃຊ້ໄປ {lit} ລິດ ລຸງສົມພອນບອກມາ", ("ນ້ຳມັນເຮືອໃຊ້ໄປ", "{lit} ລິດ")),
             ("occupancy last week was {pct}%, Noy checked the calendar", ("occupancy last week", "{pct}%")),
             ("ເງິນເດືອນແມ່ບ້ານ ເດືອນລະ {kip3} ຕັ້ງແຕ່ເດືອນນີ້", ("ເງິນເດືອນແມ່ບ້ານ", "{kip3}")),
             ("ບິນຄ່າໄຟ EDL ເດືອນພະຈິກ ອອກມາແລ້ວ {kip4} 😱", ("ຄ່າໄຟ EDL ເດືອນພະຈິກ", "{kip4}")),
             ("Vanh says the Lane Xang Travel group is {pax} pax, mostly Thai", ("Lane Xang Travel group is", "{pax} pax")),
             ("ຮ້ານຊັກລີດເກັບ ກິໂລລະ {kip5} ແລ້ວເດີ", ("ຮ້ານຊັກລີດເກັບ ກິໂລລະ", "{kip5}")),
             ("ອັດຕາແລກບາດຢູ່ຕະຫຼາດມື້ນີ້ 1 ບາດ ໄດ້ {rate} ກີບ", ("ອັດຕາແລກບາດຢູ່ຕະຫຼາດ", "{rate} ກີບ")),
             ("ເຮືອນພັກເຮົາໄດ້ຄະແນນໃນ Agoda {score}/10 ແລ້ວ 🎉", ("ຄະແນນໃນ Agoda", "{score}/10")),
             ("ລາຄາທົວກວາງຊີ ຄົນລະ {kip6} ລວມຄ່າລົດ", ("ລາຄາທົວກວາງຊີ", "{kip6}")),
             ("ຜ້າປູບ່ອນນອນທີ່ສະອາດ ເຫຼືອ {sheets} ຊຸດ ຢູ່ຕູ້", ("ຜ້າປູບ່ອນນອນທີ່ສະອາດ", "{sheets} ຊຸດ")),
             ("ກຸ່ມຄົນໄທ ໂອນຄ່າມັດຈຳມາແລ້ວ {thb}", ("ໂອນຄ່າມັດຈຳມາແລ້ວ", "{thb}")),
             ("ເຮືອນພັກຍັງຕິດໜີ້ຮ້ານວັດສະດຸ {kip7}", ("ຕິດໜີ້ຮ້ານວັດສະດຸ", "{kip7}"))],
    dates=[("ກຸ່ມທົວຂອງອ້າຍວັນ ມາຮອດຫຼວງພະບາງ {dt}", ("ກຸ່ມທົວຂອງອ້າຍວັນ", "{dt}")),
           ("ລຸງສົມພອນຈະເອົາເຮືອຂຶ້ນຄານທາສີໃໝ່ {dt}", ("ເອົາເຮືອຂຶ້ນຄານ", "{dt}")),
           ("ແຂກຍີ່ປຸ່ນ 2 ຄົນ check-in {dy} {tm}", ("ແຂກຍີ່ປຸ່ນ 2 ຄົນ check-in", "{tm}")),
           ("ຕົ້ນຈະຂຶ້ນລົດໄຟກັບຈາກວຽງຈັນ {dt} {tm}", ("ຂຶ້ນລົດໄຟກັບຈາກວຽງຈັນ", "{dt}")),
           ("ເຈົ້າໜ້າທີ່ພະແນກທ່ອງທ່ຽວ ຈະມາກວດເຮືອນພັກ {dt}", ("ມາກວດເຮືອນພັກ", "{dt}")),
           ("ຕ້ອງຍື່ນເອກະສານຕໍ່ໃບອະນຸຍາດທຸລະກິດ ກ່ອນ {nd}", ("ຕໍ່ໃບອະນຸຍາດທຸລະກິດ", "{nd}")),
           ("the French couple in the garden bungalow checks out {dy} at {tm}", ("French couple in the garden bungalow", "{tm}")),
           ("ງານແຕ່ງດອງຂອງລູກສາວປ້າບົວ {dt} ທຸກຄົນໄປນຳເດີ", ("ງານແຕ່ງດອງຂອງລູກສາວປ້າບົວ", "{dt}")),
           ("ຊ່າງແອຈະມາແປງແອຫ້ອງຊັ້ນເທິງ {dy} {tm}", ("ມາແປງແອຫ້ອງຊັ້ນເທິງ", "{tm}")),
           ("ພາແຂກໄປຕາດກວາງຊີ {dy} ລົດອອກ {tm}", ("ພາແຂກໄປຕາດກວາງຊີ", "{tm}")),
           ("ນັດລົມກັບອ້າຍວັນທາງ Zoom {dt} {tm}", ("ນັດລົມກັບອ້າຍວັນທາງ Zoom", "{dt}")),
           ("ງວດສຸດທ້າຍຂອງເງິນກູ້ທະນາຄານ ຕ້ອງຈ່າຍ {nd}", ("ງວດສຸດທ້າຍຂອງເງິນກູ້", "{nd}"))],
    people=["ບົວພັນ ແກ້ວມະນີ", "Souksakhone Phommasane", "ຄຳສີ ວົງໄຊຍະ", "Khamla Sisouphanh", "ວັນນະພອນ ອິນທະວົງ", "Phetsamone Luangrath",
            "ສົມສະໄໝ ໄຊຍະວົງ", "Viengkham Douangchak", "ມະນີວອນ ສີຫາລາດ", "Thongsavanh Keomany", "ອາລຸນີ ພົມມະຈັນ", "Bounthavy Sengdara"],
    roles=[("ຕັ້ງແຕ່ມື້ນີ້ {p} ເປັນຄົນຖືກະແຈຫ້ອງເກັບເຄື່ອງ", "ກະແຈຫ້ອງເກັບເຄື່ອງ"),
           ("new housekeeper starting Monday: {p} 🙏 ຊ່ວຍສອນວຽກນຳເດີ", "new housekeeper"),
           ("{p} ຈະເປັນຄົນຂັບເຮືອແທນ ຕອນລຸງໄປບ້ານ", "ຄົນຂັບເຮືອແທນ"),
           ("ບັນຊີ ແລະ ໃບບິນທັງໝົດ ໃຫ້ {p} ເບິ່ງແຍງ", "ບັນຊີ ແລະ ໃບບິນ"),
           ("ຖ້າແຂກຢາກໄດ້ guide ເວົ້າພາສາຝຣັ່ງ ໂທຫາ {p}", "guide ເວົ້າພາສາຝຣັ່ງ"),
           ("ຄົນຕອບ message ແຂກໃນ Agoda ແມ່ນ {p} ເດີ", "ຕອບ message ແຂກໃນ Agoda"),
           ("{p} ຮັບຜິດຊອບເຮືອນຄົວຕອນເຊົ້າ", "ເຮືອນຄົວຕອນເຊົ້າ"),
           ("ຄົນຂັບຕຸ໊ກຕຸ໊ກຮັບສົ່ງແຂກປະຈຳ ແມ່ນ {p}", "ຕຸ໊ກຕຸ໊ກຮັບສົ່ງແຂກປະຈຳ"),
           ("ຄົນປະສານງານຝັ່ງວຽງຈັນ ຕອນນີ້ແມ່ນ {p} ບໍ່ແມ່ນອ້າຍວັນແລ້ວ", "ຄົນປະສານງານຝັ່ງວຽງຈັນ"),
           ("TikTok ຂອງເຮືອນພັກ ໃຫ້ {p} ເປັນຄົນໂພສ 📱", "TikTok ຂອງເຮືອນພັກ"),
           ("{p} ເຝົ້າເຄົາເຕີກາງຄືນ ອາທິດນີ້", "ເຝົ້າເຄົາເຕີກາງຄືນ"),
           ("the electrician we call from now on is {p}", "the electrician we call")],
    tasks=["ຊື້ສະບູ ແລະ ແຊມພູໃສ່ຫ້ອງນ້ຳແຂກ", "ເອົາເສື້ອຊູຊີບໃນເຮືອໄປຊັກ", "reply to the TripAdvisor review from the German guest",
           "ໂທຫາ EDL ເລື່ອງໄຟຕົກເລື້ອຍໆ", "ຖ່າຍຮູບຫ້ອງຊັ້ນລຸ່ມໃໝ່ລົງ Agoda", "ປ່ຽນຫຼອດໄຟຢູ່ລະບຽງ", "ໄປຮັບຜ້າປູບ່ອນນອນຢູ່ຮ້ານຊັກລີດ",
           "ເຕີມນ້ຳມັນເຮືອກ່ອນທົວມື້ອື່ນ", "ໄປຈ່າຍຄ່ານ້ຳປະປາຢູ່ຫ້ອງການ", "ພິມໃບບິນໃຫ້ກຸ່ມຄົນເກົາຫຼີ", "ຕັດຫຍ້າ ແລະ ກວາດໃບໄມ້ໜ້າເຮືອນ",
           "ສົ່ງລາຍຊື່ແຂກໃຫ້ໜ່ວຍບ້ານ", "fix the wifi router in the garden bungalow", "ຊື້ກະຕິບເຂົ້າໜຽວໃໝ່ຈາກຕະຫຼາດ"],
    asked=["ໃຜຫວ່າງແດ່ 🙏 {a} ມື້ນີ້", "{a} — ຍັງບໍ່ມີໃຜເຮັດເທື່ອເດີ", "ແມ່ຝາກບອກ: {a} ໃຜໄປໄດ້ແດ່?", "khoy bor wang der, {a} sai het dai bor?",
           "ຢ່າລືມເດີ {a} ຍັງຄ້າງຢູ່ 😩", "can someone do this today pls: {a}", "ຕ້ອງມີຄົນ {a} ກ່ອນແລງນີ້ ບໍ່ດັ່ງນັ້ນແຂກຈົ່ມ"],
    edits=[("ເບີ WhatsApp ລຸງສົມພອນ: {x}", "ເບີ WhatsApp ລຸງສົມພອນ: {y} (ອັນກ່ອນພິມຜິດ ຂໍໂທດ)", "ເບີ WhatsApp ລຸງສົມພອນ", "tel"),
           ("ລະຫັດ wifi ເຮືອນພັກ: {x}", "ລະຫັດ wifi ເຮືອນພັກ: {y} ✅", "ລະຫັດ wifi ເຮືອນພັກ", "wifi"),
           ("ເລກບັນຊີ BCEL ຂອງແມ່: {x}", "ເລກບັນຊີ BCEL ຂອງແມ່: {y} — ຜິດໂຕໜຶ່ງ ແກ້ແລ້ວ", "ເລກບັນຊີ BCEL ຂອງແມ່", "acct"),
           ("Booking ref for the Lane Xang group: {x}", "Booking ref for the Lane Xang group: {y} (corrected)", "Booking ref for the Lane Xang group", "ref"),
           ("ລະຫັດ lockbox ປະຕູຫຼັງ: {x}", "ລະຫັດ lockbox ປະຕູຫຼັງ: {y} ຈື່ໄວ້ເດີ", "ລະຫັດ lockbox ປະຕູຫຼັງ", "pin"),
           ("ທະບຽນລົດຕູ້ເຮືອນພັກ: {x}", "ທະບຽນລົດຕູ້ເຮືອນພັກ: {y} ອັນນີ້ຖືກ", "ທະບຽນລົດຕູ້ເຮືອນພັກ", "plate"),
           ("ລິ້ງແຜນທີ່ມາເຮືອນພັກ: {x}", "ລິ້ງແຜນທີ່ມາເຮືອນພັກ: {y} (ອັນເກົ່າເປີດບໍ່ໄດ້)", "ລິ້ງແຜນທີ່ມາເຮືອນພັກ", "link"),
           ("train ticket no. for Ton: {x}", "train ticket no. for Ton: {y} sorry wrong one before", "train ticket no. for Ton", "ticket")],
    changes=[("ເຮືອອອກໄປປາກອູ ມື້ອື່ນ {x}", ["ປ່ຽນແລ້ວ ເຮືອອອກໄປປາກອູ {y} ເດີ ໝອກໜາ", "sorry sorry ເຮືອອອກໄປປາກອູ {y} ແທນ"], "ເຮືອອອກໄປປາກອູ", "hour"),
             ("ຄ່າມັດຈຳຫ້ອງຊ່ວງບຸນ {x}", ["ພໍ່ວ່າ ຄ່າມັດຈຳຫ້ອງຊ່ວງບຸນ ເອົາ {y} ພໍ", "ແກ້ໃໝ່: ຄ່າມັດຈຳຫ້ອງຊ່ວງບຸນ = {y}"], "ຄ່າມັດຈຳຫ້ອງຊ່ວງບຸນ", "kip"),
             ("ກຸ່ມຄົນໄທ ໃຫ້ພັກ{x}", ["ບໍ່ແລ້ວ ກຸ່ມຄົນໄທ ໃຫ້ພັກ{y} ຫ້ອງບໍ່ພໍ", "ປ່ຽນ: ກຸ່ມຄົນໄທ ໃຫ້ພັກ{y}"], "ກຸ່ມຄົນໄທ ໃຫ້ພັກ", "room"),
             ("sunset cruise ຄົນລະ {x}", ["ນ້ຳມັນແພງ sunset cruise ຄົນລະ {y} ແລ້ວເດີ", "update: sunset cruise ຄົນລະ {y}"], "sunset cruise ຄົນລະ", "kip"),
             ("ກິນເຂົ້ານຳກັນທັງຄອບຄົວ {x}", ["ເລື່ອນ ກິນເຂົ້ານຳກັນທັງຄອບຄົວ ໄປ {y}", "ກິນເຂົ້ານຳກັນທັງຄອບຄົວ {y} ແທນ ພໍ່ບໍ່ຫວ່າງ"],
              "ກິນເຂົ້ານຳກັນທັງຄອບຄົວ", "date"),
             ("ຄ່າແຮງຄົນຂັບເຮືອ ມື້ລະ {x}", ["ລົມກັບລຸງແລ້ວ ຄ່າແຮງຄົນຂັບເຮືອ ມື້ລະ {y}", "ບໍ່ແມ່ນ ຄ່າແຮງຄົນຂັບເຮືອ ມື້ລະ {y} ຕ່າງຫາກ"],
              "ຄ່າແຮງຄົນຂັບເຮືອ", "kip"),
             ("ລົດໄປຮັບແຂກທີ່ສະຖານີລົດໄຟ {x}", ["ລົດໄຟຊ້າ ລົດໄປຮັບແຂກທີ່ສະຖານີລົດໄຟ {y}", "ປ່ຽນເວລາ ລົດໄປຮັບແຂກທີ່ສະຖານີລົດໄຟ {y}"],
              "ໄປຮັບແຂກທີ່ສະຖານີລົດໄຟ", "hour"),
             ("ຈຸດນັດພົບແຂກທົວກວາງຊີ: {x}", ["ປ່ຽນຈຸດນັດພົບແຂກທົວກວາງຊີ ເປັນ {y}", "ຈຸດນັດພົບແຂກທົວກວາງຊີ ຍ້າຍໄປ {y}"], "ຈຸດນັດພົບແຂກທົວກວາງຊີ", "place"),
             ("ງານລ້ຽງວັນເກີດພໍ່ {x}", ["ງານລ້ຽງວັນເກີດພໍ່ ເລື່ອນເປັນ {y}", "ແມ່ປ່ຽນແລ້ວ ງານລ້ຽງວັນເກີດພໍ່ {y}"], "ງານລ້ຽງວັນເກີດພໍ່", "date")])

_ROOMS = ["ຫ້ອງວິວແມ່ນ້ຳທັງສາມ", "ບັງກະໂລໃນສວນ", "ຊັ້ນເທິງທັງໝົດ", "ເຮືອນຫຼັງໃໝ່ທາງຫຼັງ", "ຫ້ອງ family ກັບ ຫ້ອງ twin", "ເຮືອນໄມ້ຫຼັງເກົ່າ"]
_PLACES = ["ໜ້າວັດຊຽງທອງ", "ປາກທາງຕະຫຼາດມືດ", "ທ່າເຮືອຂ້າງ Mekong Riverview", "ໜ້າພູສີ ທາງຂຶ້ນ", "ຮ້ານກາເຟ Saffron", "ວົງວຽນໜ້າທີ່ການໄປສະນີ"]

# The chatter: the names and places it mentions (never a fact's person).
_KHON = ["ແມ່", "ພໍ່", "ນ້ອຍ", "ຕົ້ນ", "ເອື້ອຍຜອນ", "ເອື້ອຍລາ", "ລຸງສົມພອນ", "ອ້າຍວັນ", "ປ້າບົວ", "ອ້າຍຄຳ", "Noy", "Ton", "Mae", "loung"]
_BON = ["ຕະຫຼາດເຊົ້າ", "ທ່າເຮືອ", "ວັດຊຽງທອງ", "ພູສີ", "ຕະຫຼາດມືດ", "ສະຖານີລົດໄຟ", "ສະໜາມບິນ", "ຮ້ານກາເຟ", "ບ້ານຊ່າງຫ້ອງ", "ຖະໜົນສີສະຫວ່າງວົງ",
        "ຂົວເກົ່າ", "ບ້ານຜານົມ"]
_SAN = ["ສະບາຍດີ", "ສະບາຍດີເຈົ້າ 🙏", "sabaidee", "sabaidee der", "ເຈົ້າ", "ເຈົ້າໆ", "ໂດຍ", "ໂດຍເຈົ້າ", "ok", "ok ເຈົ້າ", "okkk", "ໂອເຄ", "โอเค",
        "จ้า", "ครับ", "ค่ะ", "555", "5555555", "😂😂", "🤣", "👍", "👍👍", "🙏", "🙏🙏", "❤️", "👌", "ຂອບໃຈ", "khop jai lai lai", "ຂອບໃຈຫຼາຍໆ",
        "bor pen nyang", "ບໍ່ເປັນຫຍັງ", "ແມ່ນແລ້ວ", "ແມ່ນໆ", "ຢູ່ໃສ?", "yu sai?", "ກິນເຂົ້າແລ້ວບໍ່?", "kin khao laew bor", "ມາແລ້ວ", "ຖ້າແດ່",
        "5 ນາທີ", "ນອນແລ້ວ 😴", "ໄຟດັບອີກແລ້ວ", "ฝนตก", "ok na", "hmm", "ຫວ່າງບໍ່?", "bor wang", "ງາມຫຼາຍ", "ແຊບ", "ແຊບຫຼາຍ 😋",
        "ໜາວຫຼາຍມື້ນີ້ 🥶", "ສຸກສັນວັນເກີດ 🎂🎉", "good morning guys", "ok noted", "Noted with thanks", "ແລ້ວວວ", "ໄປແລ້ວ", "ຮອດແລ້ວ",
        "ເອີ", "ເອີໆ", "ອໍ້", "ແທ້ບໍ?", "taeh bor", "ໂທມາແດ່", "missed call", "sorry ຫາກໍ່ເຫັນ", "srry", "ຫິວເຂົ້າ", "ມ່ວນໆ", "555 ບ້າແທ້",
        "ຮັກເດີ ❤️", "🔥", "😅", "🥲", "ງາມແທ້", "ຊ່ວຍແດ່", "kor thot der", "ຂໍໂທດເດີ",
        "ຂອບໃຈຫລາຍ", "ສະບາຍດິ", "okey", "tmr na", "bor hu", "ເຂົ້າໃຈແລ້ວຈ້າາ", "ໄປກ່ອນເດິ", "555+", "thnks"]
_KHAM = ["{n} ໄປ{w}ແລ້ວບໍ່?", "ມື້ນີ້ໝອກໜາຢູ່{w} ເບິ່ງບໍ່ເຫັນແມ່ນ້ຳເລີຍ", "ແຂກຫ້ອງ 3 ຖາມຫາ banana pancake ອີກແລ້ວ 😂", "{n} ຢູ່ໃສ ມາຊ່ວຍແດ່",
         "fon tok yu {w}, khao ma bor dai", "ນ້ຳຮ້ອນຫ້ອງນ້ຳຊັ້ນເທິງບໍ່ອອກ ແຂກຈົ່ມ", "{n} ຊື້ໄຂ່ມານຳແດ່ ໝົດແລ້ວ", "ລົດຕິດຫຼາຍຢູ່{w} ມີງານຫຍັງບໍ່ນໍ",
         "ໝາກັດເກີບແຂກອີກແລ້ວ 😭", "ແຂກເກົາຫຼີ ຊົມວ່າເຂົ້າໜຽວແຊບ", "{n} ລືມໂທລະສັບໄວ້{w}", "ຄືນນີ້ໜາວ ເອົາຜ້າຫົ່ມເພີ່ມໃຫ້ແຂກເດີ",
         "the guy in room 5 asked if we have oat milk lol", "ເຄື່ອງຊັກຜ້າສຽງດັງແປກໆ", "{n} ເບິ່ງໂທລະພາບໄທຢູ່ ບໍ່ຮັບໂທ 555",
         "ແມ່ນ້ຳຂອງລົງຫຼາຍ ເຮືອຈອດຍາກ", "ມື້ນີ້ແຂກອອກໝົດ ງຽບໆ", "ໄຟຕົກອີກແລ້ວ inverter ດັງ", "{n} ສົ່ງຮູບມາແດ່ ຢາກເບິ່ງ",
         "khoy si pai {w} kon der", "ແຂກຝຣັ່ງຖາມທາງໄປ{w} ບອກແລ້ວ", "ລູກແມວຂຶ້ນໄປນອນເທິງຕຽງຫ້ອງ 2 🐈", "ໃຜເອົາໄມ້ກວາດໄປ ຊອກບໍ່ເຫັນ",
         "มีแขกคนไทยถามว่ามีห้องว่างไหม", "{n} ຈື່ບໍ່ ປີກາຍແຂກລືມກະເປົາໄວ້", "ງານບຸນທີ່{w} ຄືນນີ້ ຄົນຫຼາຍ", "ເນັດຊ້າຫຼາຍ ສົ່ງຮູບບໍ່ໄປ",
         "ແຂກອອສເຕຣເລຍໃຫ້ທິບ 👏", "{n} ກັບມາແລ້ວບໍ?", "ລະວັງເດີ ທາງໄປ{w} ເປັນຂຸມ", "ຕອນເຊົ້າເຫັນພະສົງຍ່າງຜ່ານໜ້າເຮືອນ ງາມຫຼາຍ",
         "the Agoda app keeps logging me out", "ແມ່ ໄປ{w} ຊື້ຜັກມານຳເດີ", "ແຂກອາເມລິກາຖາມວ່າ ນ້ຳປະປາດື່ມໄດ້ບໍ່ 😅"]
_NUM_CHAT = ["ໄຂ່ແຜງລະ {k} ແພງຂຶ້ນອີກແລ້ວ", "ເມື່ອວານແຂກໃຫ້ທິບ {k}", "{n} ຢືມເງິນ {k} ຈະສົ່ງຄືນເດືອນໜ້າ", "ກາເຟຢູ່{w} ຈອກລະ {k}",
             "ຄ່າຕຸ໊ກຕຸ໊ກໄປສະໜາມບິນ ຕອນນີ້ {k} ແລ້ວ", "ປີກາຍນີ້ ຊ່ວງນີ້ແຂກເຕັມທຸກຫ້ອງ", "{n} ວັນເກີດ {d} ຢ່າລືມ 🎂",
             "ຂ້ອຍລາພັກ {d} ໄປບ້ານ", "ຕົ້ນສອບເສັງ {d}", "ໄປຕະຫຼາດມື້ນີ້ໝົດ {k}", "ປາແມ່ນ້ຳ ກິໂລລະ {k} ມື້ນີ້"]
_POR = ["ລູກໆ ຫຼານໆ ສະບາຍດີ", "ສະໄໝກ່ອນ ຫຼວງພະບາງບໍ່ມີນັກທ່ອງທ່ຽວຫຼາຍຄືຕອນນີ້", "ພໍ່ຂັບເຮືອໄປປາກອູເອງ ຕອນອາຍຸສິບຫ້າ",
        "ຕອນນັ້ນຄ່າເຮືອເປັນເຂົ້າສານ ບໍ່ແມ່ນເງິນ", "ບ້ານເຮົາເຄີຍເປັນເຮືອນໄມ້ຫຼັງດຽວ ມີແຕ່ຕົ້ນໝາກມ່ວງ", "ຄົນຝຣັ່ງກຸ່ມທຳອິດທີ່ມາພັກ ນອນເທິງພື້ນ",
        "ພວກເຮົາຕ້ອງຮັກສາເຮືອນພັກໃຫ້ສະອາດ ແລະ ຍິ້ມໃຫ້ແຂກ", "ເງິນບໍ່ແມ່ນທຸກຢ່າງ ຊື່ສຽງສຳຄັນກວ່າ", "ລູກໆຢ່າຫຼິ້ນໂທລະສັບຕອນແຂກຢູ່ເຄົາເຕີ",
        "ແມ່ນ້ຳຂອງປີນີ້ຕ່ຳຫຼາຍ ພໍ່ບໍ່ເຄີຍເຫັນ", "ຂໍໃຫ້ທຸກຄົນມີສຸຂະພາບແຂງແຮງ", "ພໍ່ພິມຊ້າ ຂໍໂທດທີ່ຍາວ", "ຂອບໃຈທຸກຄົນທີ່ເຮັດວຽກໜັກປີນີ້ 🙏"]
_MAE = ["lok lok mae wao der", "mue ni mae pai talat tae sao, phak paeng lai", "khai kor khuen la-kha ik laew", "ya leum pid fai hong khaeng kon non der",
        "ee phone kap ee la suay kan sak pha pu bon non duay", "khaeng hong song jom wa nam bor hon", "Ton ya leum kin khao, ya lin game lai",
        "Noy tob khaeng nai Agoda duay, mi lai message", "pi ni nak thong thiao lai kwa pi kai", "mae nyang bor mi wela non luey 😩",
        "phai het viak hai sa-at, khaeng si hai review di", "ok bor? tob mae duay"]
_NOTICE = ["📢 ແຈ້ງການ\nພະແນກຖະແຫຼງຂ່າວ, ວັດທະນະທຳ ແລະ ທ່ອງທ່ຽວ ແຂວງຫຼວງພະບາງ",
           "ຂໍແຈ້ງມາຍັງບັນດາເຈົ້າຂອງເຮືອນພັກ ແລະ ໂຮງແຮມ ໃຫ້ລາຍງານລາຍຊື່ແຂກຕ່າງປະເທດ ພາຍໃນ 24 ຊົ່ວໂມງ.",
           "ຫ້າມຈອດລົດຕາມຖະໜົນສີສະຫວ່າງວົງ ໃນເວລາຕະຫຼາດມືດ.", "ຂໍໃຫ້ຮັກສາຄວາມສະອາດ ແລະ ຈັດການຂີ້ເຫຍື້ອໃຫ້ຖືກບ່ອນ.",
           "ການຕັກບາດຕອນເຊົ້າ ຂໍໃຫ້ແຂກນຸ່ງເຄື່ອງສຸພາບ ແລະ ບໍ່ໃຊ້ແຟລັດຖ່າຍຮູບ.", "ເຮືອໂດຍສານທຸກລຳ ຕ້ອງມີເສື້ອຊູຊີບພຽງພໍ.",
           "ຈຶ່ງແຈ້ງມາເພື່ອຊາບ ແລະ ປະຕິບັດຢ່າງເຂັ້ມງວດ.\n(forwarded many times)"]
_EDL = ("⚡ ແຈ້ງການຕັດໄຟ ⚡ ລັດວິສາຫະກິດໄຟຟ້າລາວ ສາຂາຫຼວງພະບາງ ຈະໄດ້ຕັດກະແສໄຟຟ້າ ເພື່ອສ້ອມແປງສາຍສົ່ງ ໃນເຂດບ້ານວັດແສນ, ບ້ານຊຽງມ່ວນ, "
        "ບ້ານຫົວຊຽງ ແລະ ບ້ານໃກ້ຄຽງ. ຂໍອະໄພໃນຄວາມບໍ່ສະດວກ. (ສົ່ງຕໍ່)")
_GUEST = ["Fwd: \"Hi! Do you still have a double room with river view? We are 2, arriving by train. Thanks, Anna\"",
          "guest msg: 'the fan in our room makes a strange noise, can someone check? thx'", "Fwd from Agoda: \"Can we get late check out? Our flight is in the evening\"",
          "review on Booking: 'Lovely family, amazing breakfast, a bit noisy with the roosters haha' 🐓😂",
          "a guest asked: is it safe to swim at Kuang Si now? the water is very cold", "Fwd: 'We loved the boat trip, uncle is the best captain!! 🚤'",
          ("Fwd email: \"Dear Baan Suan family, we are a group of 6 from Chiang Mai, we would like to book 3 rooms for 4 nights, with the "
          "boat trip to the caves and one day at the waterfall. Could you send us the price in baht? Also, is there parking for 2 cars? "
          "We will drive from Huay Xai. Best regards, Kanokwan\""),
          "\"Hello, I lost my sunglasses maybe in the tuk tuk, black Ray-Ban, please tell me if found\""]
_LINKS = ["https://www.booking.com/hotel/la/baan-suan-{k}.html ເບິ່ງ review ໃໝ່ແດ່", "https://www.agoda.com/baan-suan-guesthouse/hotel/luang-prabang-la.html?cid={n}",
          "https://www.tripadvisor.com/ShowUserReviews-g295415-d{n} ❤️", "https://www.facebook.com/share/{k}/ ແຊຣ໌ແດ່ເດີ",
          "https://vt.tiktok.com/{k}/ 555 ນ້ອຍໂພສ ຄົນເບິ່ງຫຼາຍ", "https://youtu.be/{k} ຄລິບເຮືອໄປປາກອູ", "https://laotiantimes.com/2026/12/{n}/ ຂ່າວລົດໄຟ",
          "https://maps.app.goo.gl/{k} ຮ້ານເຝີໃໝ່"]
_BOT = ["ບັນທຶກໄວ້ແລ້ວ ✍️", "Noted 👍", "ຮັບຊາບ", "ຂໍໂທດ ຟັງຂໍ້ຄວາມສຽງບໍ່ໄດ້ ພິມມາແດ່", "ok ຈະເຕືອນກ່ອນມື້ນັ້ນ"]
_MARKET = ["ໄຂ່ໄກ່ 2 ແຜງ", "ເຂົ້າໜຽວ 10 ກິໂລ", "ກາເຟ 1 ຖົງ", "ນົມສົດ 6 ກັບ", "ໝາກກ້ວຍ 3 ຫວີ", "ເຂົ້າຈີ່ 20 ກ້ອນ", "ສະບູລ້າງຈານ", "ນ້ຳດື່ມ 5 ແກັດ",
           "ຜັກກາດ", "ໝາກນາວ", "ປາແດກ", "ນ້ຳຕານ", "ຊາ Lipton", "ເຈ້ຍຫ້ອງນ້ຳ 2 ແພັກ"]
_GUEST_NAMES = ["Mr. Kim", "Anna & Tom", "Kanokwan", "Lefebvre x2", "Mr Park (group)", "Sarah M.", "Yuki T.", "Müller family", "Somchai", "Olivia"]


class _BaanSuan:
    """One chat's draws and the guesthouse's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.planter = Planter(rng, _BAAN_SUAN, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    def kip(self, n: int) -> str:
        """Kip: "150,000 ກີບ", "150.000 ກີບ", "LAK 150,000", "150k", "150 ພັນກີບ", "໑໕໐,໐໐໐ ກີບ"."""
        ways = [f"{grouped(n, ',')} ກີບ", f"{grouped(n, '.')} ກີບ", f"LAK {grouped(n, ',')}", f"{grouped(n, ',')} kip",
                f"{_lao(grouped(n, ','))} ກີບ", f"{grouped(n, ',')}ກີບ"]
        if n % 1000 == 0:
            ways += [f"{n // 1000}k", f"{n // 1000} ພັນກີບ"]
        return self.rng.choice(ways)

    def baht(self, n: int) -> str:
        return self.rng.choice([f"฿{grouped(n, ',')}", f"{grouped(n, ',')} ບາດ", f"{n} บาท", f"THB {grouped(n, ',')}"])

    def day(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date: "ວັນທີ 15 ທັນວາ", "15/12", "15 ທ.ວ.", "Dec 15", "ວັນທີ ໑໕/໑໒", "ວັນເສົາ ທີ 15"."""
        d = self.day(n)
        full, short, en = _MONTH[d.month]
        return self.rng.choice([f"ວັນທີ {d.day} {full}", f"{d.day}/{d.month}", f"{d.day} {short}", f"{en} {d.day}", _lao(f"ວັນທີ {d.day}/{d.month}"),
                                f"{_WEEKDAY[d.weekday()]} ທີ {d.day} {full}", f"{d.day:02d}/{d.month:02d}/{d.year}", f"{d.day} {en}"])

    def nd(self, n: int) -> str:
        """A deadline, the way an office writes it: "15/12/2026", "ວັນທີ 15 ທັນວາ 2026"."""
        d = self.day(n)
        full = _MONTH[d.month][0]
        return self.rng.choice([f"{d.day:02d}/{d.month:02d}/{d.year}", f"ວັນທີ {d.day} {full} {d.year}", _lao(f"{d.day:02d}/{d.month:02d}/{d.year}")])

    def hour(self, h: int, half: bool = False) -> str:
        """A time: "7 ໂມງເຊົ້າ", "ບ່າຍ 2 ໂມງ", "6 ໂມງແລງ", "7:30", "7am", "7 ໂມງເຄິ່ງ"."""
        r = self.rng
        h12 = h if h <= 12 else h - 12
        ap = "am" if h < 12 else "pm"
        if half:
            return r.choice([f"{h}:30", f"{h12} ໂມງເຄິ່ງ", f"{h12}:30{ap}", _lao(f"{h}:30")])
        if h < 12:
            lao = f"{h} ໂມງເຊົ້າ"
        elif h == 12:
            lao = "12 ໂມງທ່ຽງ"
        elif h < 17:
            lao = f"ບ່າຍ {h12} ໂມງ"
        else:
            lao = f"{h12} ໂມງແລງ"
        return r.choice([lao, lao, f"{h}:00", f"{h12}{ap}", _lao(lao), f"{h} ໂມງ"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.planter.fresh

        def tm() -> str:
            h, half = divmod(f("h", 12, 40), 2)
            return self.hour(h, bool(half))

        slots: dict[str, Callable[[], str]] = {
            "kip": lambda: self.kip(f("kip", 30, 120) * 10_000), "kip2": lambda: self.kip(f("kip2", 25, 90) * 10_000),
            "lit": lambda: str(f("lit", 25, 140)), "pct": lambda: str(f("pct", 31, 99)),
            "kip3": lambda: self.kip(f("kip3", 18, 45) * 100_000), "kip4": lambda: self.kip(f("kip4", 120, 900) * 10_000 + r.choice([0, 5000])),
            "pax": lambda: str(f("pax", 8, 36)), "kip5": lambda: self.kip(f("kip5", 8, 30) * 1000),
            "rate": lambda: str(f("rate", 560, 690)), "score": lambda: f"{f('score', 78, 98) / 10:.1f}",
            "kip6": lambda: self.kip(f("kip6", 15, 60) * 10_000), "sheets": lambda: str(f("sheets", 4, 30)),
            "thb": lambda: self.baht(f("thb", 20, 200) * 100), "kip7": lambda: self.kip(f("kip7", 20, 300) * 100_000),
            "dt": lambda: self.dt(f("d", 0, 90)), "nd": lambda: self.nd(f("d", 0, 90)), "tm": tm,
            "dy": lambda: r.choice(["ມື້ອື່ນ", "ມື້ຮື", "ວັນເສົານີ້", "ວັນອາທິດ", "tomorrow", "ວັນຈັນໜ້າ", "mue eun", "ມື້ນີ້"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.planter.fresh

        def tel() -> str:
            a, b = r.choice(["55", "56", "58", "59", "77", "96", "97", "98"]), r.randrange(10**5, 10**6)
            return r.choice([f"020 {a}{b}", f"+856 20 {a}{b}", f"020{a}{b}", _lao(f"020 {a}{b}")])

        def hr() -> str:
            h, half = divmod(f("hx", 12, 40), 2)
            return self.hour(h, bool(half))

        draws: dict[str, Callable[[], str]] = {
            "tel": tel, "wifi": lambda: r.choice([f"BaanSuan_{code(r, 5)}", f"hueanphak{r.randrange(1000, 100000)}", f"LPB@{code(r, 4)}{r.randrange(10, 100)}"]),
            "acct": lambda: f"010-12-00-{r.randrange(10**7, 10**8)}-{r.randrange(1, 10):03d}", "ref": lambda: f"LXT-{code(r, 6, '23456789ABCDEFGHJKMNPQRSTUVWXYZ')}",
            "pin": lambda: str(r.randrange(1000, 10000)),
            "plate": lambda: f"{r.choice(['ກຂ', 'ກງ', 'ຂຄ', 'ກຈ'])} {r.randrange(1000, 10000)} {r.choice(['ຫຼວງພະບາງ', 'LPB'])}",
            "link": lambda: r.choice([f"https://maps.app.goo.gl/{code(r, 10)}", f"https://goo.gl/maps/{code(r, 9)}"]),
            "ticket": lambda: f"{r.choice(['D', 'C', 'K'])}{r.randrange(10, 99)}-{r.randrange(10**6, 10**7)}",
            "hour": hr, "kip": lambda: self.kip(f("kipx", 5, 60) * 10_000), "room": lambda: r.choice(_ROOMS),
            "place": lambda: r.choice(_PLACES), "date": lambda: self.dt(f("d", 0, 90))}
        return self.planter.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def kham(self) -> str:
        r = self.rng
        said = r.choice(_KHAM).format(n=r.choice(_KHON), w=r.choice(_BON))
        if r.random() < 0.12:
            said += r.choice([" ແລ້ວກໍ ", " ອີກຢ່າງ ", ". also "]) + r.choice(_KHAM).format(n=r.choice(_KHON), w=r.choice(_BON))
        if r.random() < 0.3:
            said += r.choice(["ເດີ", " ເນາະ", " 555", " 🙏", "!!", "...", " ບໍ່?", " จ้า"])
        return said

    def numbers_chat(self) -> str:
        """Chatter with amounts and dates in it that plants nothing."""
        r = self.rng
        return r.choice(_NUM_CHAT).format(k=self.kip(r.randrange(1, 60) * 5000), d=self.dt(r.randrange(0, 90)), n=r.choice(_KHON), w=r.choice(_BON))

    def board(self) -> str:
        """The room board, as Noy pastes it in the morning."""
        r = self.rng
        rooms = [f"ຫ້ອງ {i}: {r.choice(['ຫວ່າງ', '✅ ' + r.choice(_GUEST_NAMES), '✅ ' + r.choice(_GUEST_NAMES), 'check-out ມື້ນີ້', 'ກຳລັງທຳຄວາມສະອາດ 🧹'])}"
                 for i in range(1, 9)]
        return r.choice(["📋 ຫ້ອງພັກມື້ນີ້", "ROOM BOARD", "ສະຖານະຫ້ອງ ເຊົ້ານີ້"]) + "\n" + "\n".join(rooms) + r.choice(["", "\nbungalow: ✅ ເຕັມ", "\nແມ່ບ້ານເລີ່ມຫ້ອງ 1 ກ່ອນເດີ"])

    def market(self) -> str:
        """Mae's shopping list for the morning market."""
        r = self.rng
        items = r.sample(_MARKET, r.randrange(4, 9))
        return r.choice(["🛒 ລາຍການຊື້ເຄື່ອງ ຕະຫຼາດເຊົ້າ", "ຊື້ມານຳແດ່:", "list talat"]) + "\n" + "\n".join(f"- {x}" for x in items)

    def boats(self) -> str:
        """The boat schedule for the next days."""
        r = self.rng
        rows = [f"{self.dt(n)} — {r.choice(['Pak Ou', 'sunset', 'ບ້ານຊ່າງໄຫ', 'Pak Ou + whisky village'])} {r.randrange(2, 9)} pax"
                for n in sorted(r.sample(range(90), r.randrange(3, 6)))]
        return r.choice(["🚤 ຕາຕະລາງເຮືອ", "Boat schedule (ລຸງສົມພອນ)", "ເຮືອອາທິດນີ້"]) + "\n" + "\n".join(rows)

    def cash(self) -> str:
        """The day's cash count."""
        r = self.rng
        k, b, u = r.randrange(5, 90) * 50_000, r.randrange(0, 40) * 100, r.randrange(0, 30) * 10
        return (f"{r.choice(['💰 ນັບເງິນທ້າຍມື້', 'cash count', 'ເງິນໃນລິ້ນຊັກ'])}\nກີບ: {grouped(k, ',')}\nບາດ: {grouped(b, ',')}\nUSD: {u}"
                + r.choice(["", "\nຄົບຖ້ວນ ✅", "\nຂາດ 20,000 ບໍ່ຮູ້ໄປໃສ 🤔"]))

    def photo(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 90))
        return (r.choice(["", "", "ແມ່ນ້ຳຂອງຕອນເຊົ້າ 🌅", "ຫ້ອງ 4 ສຳເລັດແລ້ວ", "ອາຫານເຊົ້າມື້ນີ້", "ໃບບິນ", "ເບິ່ງຫຼັງຄາແດ່", "ແຂກຖ່າຍຮູບກັບລຸງ 🚤",
                          "slip ໂອນເງິນ", "ດອກໄມ້ໜ້າເຮືອນ 🌸"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(50_000, 3_500_000)))

    def other(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 90))
        kind = r.choice(["voice", "voice", "voice", "sticker", "sticker", "video", "document"])
        if kind == "voice":
            return (r.choice(["", "", "ແມ່ສົ່ງສຽງ ຟັງແດ່", "ຂັບລົດຢູ່ ສົ່ງສຽງເອົາ", "voice ເດີ"]),
                    media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(6_000, 1_500_000)))
        if kind == "sticker":
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        if kind == "video":
            return (r.choice(["", "ໝອກເທິງແມ່ນ້ຳ", "ຕາດກວາງຊີ 💙", "ໝາເຕັ້ນ 555"]),
                    media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 9999):04d}.mp4", "video/mp4", r.randrange(800_000, 35_000_000)))
        name, text = r.choice([("Invoice_BaanSuan.pdf", "invoice"), ("Rooming_list_LXT.xlsx", "ອ້າຍວັນສົ່ງມາ"), ("Tabian_baan.pdf", ""),
                               ("Price_2027.pdf", "ລາຄາໃໝ່ ຮ່າງໄວ້")])
        mime = "application/pdf" if name.endswith("pdf") else "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        return text, media("document", name, mime, r.randrange(20_000, 2_000_000))

    def chatter(self) -> Said:
        r = self.rng
        makers: list[Callable[[], Said]] = [
            lambda: (r.choice(_SAN), None), lambda: (self.kham(), None), lambda: (self.numbers_chat(), None),
            lambda: (r.choice(_GUEST), None), lambda: (ramble(r, _POR, 5, " "), None), lambda: (letter(r, _NOTICE, 2, "\n"), None),
            lambda: (ramble(r, _MAE, 4, r.choice([" ", ", ", " ... "])), None),
            lambda: (_EDL, None), lambda: (r.choice(_LINKS).format(k=code(r, 10), n=r.randrange(10**6, 10**8)), None),
            lambda: (self.board(), None), lambda: (self.market(), None), lambda: (self.boats(), None), lambda: (self.cash(), None),
            lambda: (f"ສະບາຍດີຕອນເຊົ້າ ☀️ {self.kham()}", None), self.photo, self.other]
        weights = [28, 30, 7, 4, 4, 1.8, 3, 1, 2.5, 1.5, 1.5, 1.2, 1.2, 2.5, 7, 7]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"ສະບາຍດີທຸກຄົນ 🙏 {text}", f"{text}\n\n(ພໍ່ຝາກບອກ)", f"{ramble(r, _POR, 3, ' ')} ອີກເລື່ອງໜຶ່ງ {text}",
                         f"📌 {text}", f"{text} ເຂົ້າໃຈກັນເດີ", f"ເລື່ອງມື້ນີ້:\n- {text}\n- {self.kham()}", f"{text} khop jai der",
                         f"‼️ {text}", f"{self.kham()}\nອ້ອ {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.07) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    b = _BaanSuan(rng)
    people = [f"85620{rng.choice(['55', '56', '58', '59', '77', '96', '97', '98'])}{rng.randrange(10**5, 10**6)}" for _ in range(rng.randrange(7, 13))]

    # A guesthouse's day: a rush at breakfast and check-out, the boat out at noon, talk at night.
    def gap() -> int:
        x = rng.random()
        if x < 0.08:
            return rng.randrange(4 * 3600, 14 * 3600)
        return rng.randrange(10, 300) if x < 0.55 else rng.randrange(300, 2700)

    voice = Voice(b.planter, b.chatter, b.wrap, 0.22, lambda: rng.choice(_BOT), 0.03, gap, (3, 30))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
