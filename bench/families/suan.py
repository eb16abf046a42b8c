"""The suan family: the LINE group of a durian and longan orchard (สวน) with its packing house in Tha Mai, Chanthaburi, in Thai.

Written for batch 11, while kaisha, souk and ushirika (batch 10) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. สวนบ้านพลอย grows Monthong durian
and off-season longan on the red volcanic soil of Tha Mai and packs them in its own packing house
(โรงคัด) for the Chinese buyers' packing yards (ล้ง), a cold truck to Laem Chabang and the co-operative;
the owner, her pickers and packers, a Myanmar crew, a driver and an old farmer share one group. Thai
is written without spaces between words, with spaces only between phrases; เจ๊ติ๋ม, the owner, writes
polite notices with ค่ะ and นะคะ that open with "สวัสดีค่ะทุกคน 🙏" and are signed "เจ๊ติ๋ม
สวนบ้านพลอย"; the young workers write casual Thai with 555, คับ, จ้า, มากกก and ได้เลยยย, with or
without a full stop (Thai has none) and with emoji; the Myanmar workers write simple Thai, a word at a
time, with some English ("ok พี่", "sorry", "finish"); ลุงเปี๊ยก, the old farmer, writes one long
message without any punctuation about rambutan, mangosteen and the year the price fell to ten baht. The
same reminder about the pre-harvest interval after spraying and never cutting unripe durian comes
again and again, and "อรุณสวัสดิ์ค่ะ 🌞" opens many a message; an unsent message leaves its trace.
Pasted into the chat: the packing house's daily weight table, a ล้ง's price list per kg, a truck's
delivery slip, the TMD weather forecast, the week's spraying schedule, the co-operative's notice;
links to Google Maps, Facebook, YouTube, LINE OA and the TMD; photos, albums, videos, voice messages
and very many stickers. Thai digits (๑๒๓) come now and then beside Arabic ones, years in the
Buddhist era (2569, "69") beside 2026; money is "฿120/กก.", "120 บาท", "กิโลละ 120" and "12,500.-",
times "ตี 5", "6 โมงเช้า", "บ่าย 2", "2 ทุ่ม" and "18.30 น.", dates "14 ธ.ค.", "14/12", "14/12/2569"
and "วันเสาร์".
Its facts are said the orchard's way ("📌มติที่ประชุม: โดรนพ่นยา = เช่าของสหกรณ์",
"สมชาย แก้วมณีเป็นหัวหน้าทีมตัดลำไยนะคะ").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "suan"
LANGUAGE = "th"
# Messages per chat by default: about 18,000 to 28,000 characters of history and about 20 facts.
MESSAGES = 400

_THAI = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")
_DEUAN = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
_WAN = ["จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์", "อาทิตย์"]
_WAN_SAN = ["จ.", "อ.", "พ.", "พฤ.", "ศ.", "ส.", "อา."]
# Workers, buyers and places as the chatter names them (never a fact's person).
_CHEU = ["บอย", "น้องฟ้า", "พี่ต้อม", "โกมิน", "มะเอ", "ไอ้เบียร์", "พี่จ๋อย", "น้องเมย์", "ลุงเปี๊ยก", "ตาหมึก"]
_PIT = ("ค่ะ", "คะ", "คับ", "ครับ", "นะ", "อะ", "ไหม", "ป่ะ", "ป่าว", "555", "บ้าง", "พี่", "ยัง", "!!")  # endings that take no other
_LONG = ["ล้งเจ๊หลิน", "ล้งซุ่นฮวด", "ล้งไท่ซาน", "ล้งพี่อ้วนมะขาม", "ล้งเฮียเหลียง"]

_MATI = Wording(
    topics=[("ปุ๋ยรอบหน้า", ["ใช้สูตร 8-24-24", "ใช้ขี้ไก่แกลบ", "ซื้อปุ๋ยอินทรีย์ของสหกรณ์"]),
            ("ลำไยรุ่นนี้", ["ขายเหมาสวนให้ล้งเจ๊หลิน", "ตัดเองส่งโรงคัด", "แบ่งขายตลาดเนินสูง"]),
            ("ระบบน้ำแปลงใหม่", ["เปลี่ยนเป็นสปริงเกอร์", "ทำน้ำหยด", "ขุดสระเพิ่มอีกลูก"]),
            ("งานเลี้ยงปีใหม่", ["จัดที่ลานหน้าโรงคัด", "ไปกินหมูกระทะในเมือง", "งดปีนี้แล้วแจกโบนัสแทน"]),
            ("วิธีจ่ายค่าจ้างทีมตัด", ["เหมาเป็นลูก", "จ่ายเป็นรายวัน", "คิดตามกิโล"]),
            ("โดรนพ่นยา", ["เช่าของสหกรณ์", "ซื้อเองหนึ่งลำ", "ยังไม่เอา"]),
            ("กล่องทุเรียนส่งออก", ["สั่งโรงงานที่ระยอง", "ใช้กล่องของล้ง", "ทำโลโก้สวนเอง"]),
            ("ขายออนไลน์", ["เปิดเพจเฟซบุ๊กของสวน", "ไลฟ์ขายใน TikTok", "ฝากขายกับสหกรณ์"]),
            ("ใบรับรอง GAP", ["ยื่นรอบมกราคม", "รอปีหน้า", "ให้เกษตรอำเภอช่วยยื่น"])],
    decided=["สรุปนะคะ {s} {c}ค่ะ", "ตกลงตามนี้นะครับ {s} → {c}", "เคาะแล้วจ้า {s}คือ{c} 555", "📌มติที่ประชุม: {s} = {c}",
             "เจ๊ตัดสินใจแล้วนะคะ เรื่อง{s}: {c}ค่ะ 🙏", "โอเคตามนั้น {s}ก็{c}ไปเลย", "ok final นะ {s} {c}ครับ"],
    numbers=[("วันนี้โรงคัดรับลำไยเข้า {kg} กก. 💪", ("โรงคัดรับลำไยเข้า", "{kg} กก.")),
             ("นับแล้วนะคะ ทุเรียนแปลงบนติดลูก {luk} ลูก", ("ทุเรียนแปลงบนติดลูก", "{luk} ลูก")),
             ("ค่าปุ๋ยเดือนนี้หมดไป {baht} ค่ะ 😭", ("ค่าปุ๋ยเดือนนี้", "{baht}")),
             ("ตอนนี้สวนเรามีแรงงานเมียนมา {nin} คน", ("แรงงานเมียนมา", "{nin} คน")),
             ("ส่งออกจีนรอบนี้ได้ {tu} ตู้ เย้ 🎉", ("ส่งออกจีนรอบนี้", "{tu} ตู้")),
             ("น้ำในสระใหญ่เหลือประมาณ {pct}% แล้วนะครับ", ("น้ำในสระใหญ่เหลือ", "{pct}%")),
             ("ล้งเจ๊หลินเสนอลำไยเกรด AA มา {price} ค่ะ", ("ล้งเจ๊หลินเสนอลำไยเกรด AA", "{price}")),
             ("ค่าน้ำมันรถกระบะเดือนนี้ {baht2}", ("ค่าน้ำมันรถกระบะ", "{baht2}")),
             ("ยอดลำไยที่ส่งสหกรณ์สะสมได้ {ton} ตันแล้วจ้า", ("ส่งสหกรณ์สะสม", "{ton} ตัน")),
             ("ต้นทุเรียนที่ตายเพราะรากเน่าปีนี้มี {tn} ต้น 😢", ("ตายเพราะรากเน่า", "{tn} ต้น"))],
    dates=[("ล้งจะเข้ามาตัดลำไยแปลงหลัง {dt} {hm}", ("ตัดลำไยแปลงหลัง", "{dt}")),
           ("นัดฉีดยาแปลงทุเรียนหมอนทอง{yo} {hm} นะคะ", ("ฉีดยาแปลงทุเรียนหมอนทอง", "{hm}")),
           ("ประชุมสหกรณ์ {dt} {hm} ที่ศาลาหมู่บ้าน", ("ประชุมสหกรณ์", "{dt}")),
           ("รถห้องเย็นมารับของ{yo} {hm} ครับ", ("รถห้องเย็นมารับของ", "{hm}")),
           ("เกษตรอำเภอนัดตรวจแปลง GAP {dt} ค่ะ", ("ตรวจแปลง GAP", "{dt}")),
           ("งานทำบุญขึ้นปีใหม่ที่วัด {dt} {hm} ใครไปบ้าง 🙏", ("ทำบุญขึ้นปีใหม่", "{dt}")),
           ("ช่างจะมาซ่อมเครื่องคัดลำไย{yo} {hm}", ("ซ่อมเครื่องคัดลำไย", "{hm}")),
           ("ชิปปิ้งนัดปิดตู้คอนเทนเนอร์ {dt} ก่อน {hm}", ("ปิดตู้คอนเทนเนอร์", "{dt}")),
           ("จ่ายเงินเดือนคนงาน {dt} นะคะ", ("จ่ายเงินเดือนคนงาน", "{dt}")),
           ("น่าจะได้ตัดทุเรียนชุดแรกประมาณ {dt}", ("ตัดทุเรียนชุดแรก", "{dt}"))],
    people=["สมชาย แก้วมณี", "วิไลวรรณ ศรีสุข", "ประยูร ทองดี", "อรุณี พลอยงาม", "ธีรพงษ์ จันทร์เพ็ญ", "กาญจนา บุญมา", "สุรชัย มีทรัพย์",
            "นิภาพร ใจงาม", "Aung Kyaw Moe", "Zaw Htet Naing", "ณัฐวุฒิ ศรีวงศ์", "พิมพ์ชนก ทองคำ", "หลี่ เหว่ยหมิง", "บุญเรือน สายทอง"],
    roles=[("{p}เป็นหัวหน้าทีมตัดลำไยนะคะ", "หัวหน้าทีมตัดลำไย"), ("ตั้งแต่วันนี้ {p} ดูแลเครื่องคัดเกรดค่ะ", "ดูแลเครื่องคัดเกรด"),
           ("เรื่องบัญชีกับเงินสดให้ถาม{p}นะครับ", "เรื่องบัญชีกับเงินสด"), ("คนขับรถสิบล้อคันใหม่ชื่อ {p} จ้า", "คนขับรถสิบล้อคันใหม่"),
           ("{p} คือคนผสมยาฉีดประจำสวน ห้ามคนอื่นผสมเองนะ", "คนผสมยาฉีดประจำสวน"), ("คุยกับล้งจีนผ่าน{p} ที่เป็นล่ามภาษาจีนค่ะ", "ล่ามภาษาจีน"),
           ("{p} มาใหม่ เป็นแม่ครัวโรงคัด 🍚", "แม่ครัวโรงคัด"), ("ผู้ตรวจ QC ของล้งคือ{p}ค่ะ", "ผู้ตรวจ QC ของล้ง"),
           ("{p} เป็นตัวแทนสวนเราในกรรมการสหกรณ์", "ตัวแทนสวนเราในกรรมการสหกรณ์"),
           ("ใครมีปัญหาเรื่องบัตรคนงานต่างด้าวไปหา{p}นะ", "เรื่องบัตรคนงานต่างด้าว")],
    tasks=["ซ่อมปั๊มน้ำที่สระหลังบ้าน", "ไปซื้อถุงห่อผลทุเรียน", "ล้างห้องเย็นให้สะอาด", "พาโกมินกับมะเอไปต่อบัตรชมพู", "เปลี่ยนใบมีดเครื่องตัดหญ้า",
           "ถ่ายรูปทุเรียนลงเพจ", "เคลียร์ตะกร้าคืนล้งเฮียเหลียง", "เก็บขวดยาเปล่าไปทิ้งที่ อบต.", "ตัดแต่งกิ่งลำไยแปลงใหม่", "ทำบัญชีค่าแรงสัปดาห์นี้",
           "ติดไฟส่องสว่างหน้าโรงคัด", "ไปรับปุ๋ยที่โกดังสหกรณ์"],
    asked=["ใครว่างช่วย{a}หน่อยค่ะ 🙏", "ยังไม่มีใคร{a}เลยนะ!!", "ด่วนนะคะ ต้องมีคน{a}ก่อนวันศุกร์", "ขอคนอาสา{a}สักคนค่ะ",
           "ใครจะ{a}บ้างงง", "พรุ่งนี้ต้อง{a}นะคับ ใครไปได้"],
    edits=[("เลขบัญชีรับเงินค่าลำไย กสิกร {x}", "เลขบัญชีรับเงินค่าลำไย กสิกร {y} (แก้ค่ะ พิมพ์ผิด🙏)", "เลขบัญชีรับเงินค่าลำไย", "acct"),
           ("รหัส wifi โรงคัด: {x}", "รหัส wifi โรงคัด: {y}", "รหัส wifi โรงคัด", "wifi"),
           ("เบอร์คนขับรถห้องเย็น {x}", "เบอร์คนขับรถห้องเย็น {y} นะครับ เบอร์เก่าโทรไม่ติด", "เบอร์คนขับรถห้องเย็น", "tel"),
           ("พิกัดจุดส่งของที่ล้งใหม่ {x}", "พิกัดจุดส่งของที่ล้งใหม่ {y} อันนี้ถูกละ", "พิกัดจุดส่งของที่ล้งใหม่", "map"),
           ("เลขทะเบียนรถส่งของวันนี้ {x}", "เลขทะเบียนรถส่งของวันนี้ {y} คับ", "เลขทะเบียนรถส่งของวันนี้", "plate"),
           ("รหัสสมาชิกสหกรณ์ของสวนเรา {x}", "รหัสสมาชิกสหกรณ์ของสวนเรา {y} ค่ะ", "รหัสสมาชิกสหกรณ์ของสวนเรา", "member"),
           ("รหัสล็อกประตูโรงคัด {x}", "รหัสล็อกประตูโรงคัด {y}", "รหัสล็อกประตูโรงคัด", "lock")],
    changes=[("ราคาทุเรียนหมอนทองเกรด AB ที่ล้งหน้าสวนตอนนี้ {x} ค่ะ",
              ["ล้งหน้าสวนเพิ่งโทรมา ราคาทุเรียนหมอนทองเกรด AB เปลี่ยนเป็น {y} แล้วค่ะ", "อัปเดตราคาจ้า ราคาทุเรียนหมอนทองเกรด AB วันนี้ {y} 🔥"],
              "ราคาทุเรียนหมอนทองเกรด AB", "price"),
             ("ค่าแรงรายวันคนตัดลำไยตอนนี้ {x}", ["ตั้งแต่เดือนหน้า ค่าแรงรายวันคนตัดลำไยปรับเป็น {y} นะคะ", "เจ๊ปรับใหม่แล้วนะ ค่าแรงรายวันคนตัดลำไย {y}"],
              "ค่าแรงรายวันคนตัดลำไย", "wage"),
             ("นัดรวมพลตอนเช้าที่โรงคัด {x} นะ", ["พรุ่งนี้เป็นต้นไป นัดรวมพลตอนเช้าที่โรงคัด {y} ครับ", "เปลี่ยนเวลาจ้า นัดรวมพลตอนเช้าที่โรงคัดเป็น {y}"],
              "นัดรวมพลตอนเช้าที่โรงคัด", "time"),
             ("รถห้องเย็นรอบนี้ไปส่งที่{x}", ["เปลี่ยนแผนค่ะ รถห้องเย็นรอบนี้ไปส่งที่{y}แทน", "รถห้องเย็นรอบนี้ไปส่งที่{y} นะคับ ไม่ใช่ที่เดิมแล้ว"],
              "รถห้องเย็นรอบนี้ไปส่งที่", "place"),
             ("ค่าขนส่งต่อเที่ยวไปแหลมฉบัง {x}",
              ["บริษัทรถแจ้งว่าค่าขนส่งต่อเที่ยวไปแหลมฉบังเป็น {y} แล้ว", "ค่าขนส่งต่อเที่ยวไปแหลมฉบังปรับใหม่ {y} ครับ ตามราคาน้ำมัน"],
              "ค่าขนส่งต่อเที่ยวไปแหลมฉบัง", "freight"),
             ("ตัดลำไยแปลงริมคลอง {x}", ["เลื่อนนะคะ ตัดลำไยแปลงริมคลองเป็น {y} ค่ะ ฝนตก", "ล้งขอเปลี่ยน ตัดลำไยแปลงริมคลอง {y} แทนจ้า"],
              "ตัดลำไยแปลงริมคลอง", "day"),
             ("ปุ๋ยสูตร 15-15-15 ที่สหกรณ์ กระสอบละ {x}",
              ["สหกรณ์ประกาศราคาใหม่ ปุ๋ยสูตร 15-15-15 กระสอบละ {y}", "ปุ๋ยสูตร 15-15-15 ตอนนี้กระสอบละ {y} แล้วนะ"],
              "ปุ๋ยสูตร 15-15-15", "fert")])

# The chatter.
_SAN = ["ได้ค่ะ", "ครับ", "คับ", "จ้า", "จ้าาา", "โอเค", "ok", "okk", "555", "5555555", "555+", "👍", "🙏", "🙏🙏🙏", "ขอบคุณค่ะ", "ขอบคุณครับ",
        "รับทราบค่ะ", "รับทราบครับ", "ทราบแล้วจ้า", "มาแล้ว", "ถึงแล้วคับ", "กำลังไป", "แป๊บนึง", "เดี๋ยวโทรกลับ", "ฮ่าๆ", "จริงดิ", "เหนื่อยมากกก",
        "ร้อนมากกก 🥵", "หิวแล้ววว", "สู้ๆ 💪", "😂😂", "🤣", "❤️", "ได้เลยยย", "ไม่เป็นไรค่ะ", "okay พี่", "yes พี่", "ขอบคุณนะคะ", "โอเคคับ", "อ้าว",
        "เอ้า", "ใช่ๆ", "ไม่ใช่", "งงอะ", "อิอิ", "เย้ 🎉", "ลุยยย", "ฝนตก ☔", "ok คับ", "ครับผม", "ค่ะ", "ยกเลิกการส่งข้อความแล้ว", "อ่านแล้วจ้า",
        "เจ๊ 🙏", "นอนยัง", "ตื่นยัง 555", "สาธุ 🙏"]
_KANG = ["{n}อยู่ไหนอะ โทรไม่ติดเลย", "วันนี้ร้อนมากกกกก 🥵 ตัดได้ครึ่งแปลงเอง", "ตะกร้าไม่พอนะคับ ขอเพิ่มอีก", "ลำไยแปลงหน้าลูกเล็กไปหน่อยอะพี่",
         "เจอหนอนเจาะผลที่ต้นริมรั้วนะ", "ฝนตกหนักมากที่ท่าใหม่ ☔", "รถกระบะยางแบนอีกแล้ว 555", "ใครเห็นกรรไกรตัดกิ่งบ้าง",
         "{l}โทรมาถามว่าพรุ่งนี้มีของไหม", "ข้าวกล่องมาแล้วนะทุกคน 🍱", "เครื่องชั่งตัวเล็กเพี้ยนอีกแล้ว",
         "เย็นนี้จะไปตลาดเนินสูง ใครฝากซื้ออะไรบ้าง", "{n} ลืมปิดไฟห้องเย็นอีกแล้วนะ", "หมาที่สวนออกลูกห้าตัว 🐶 ใครเอาบ้าง",
         "ไฟดับทั้งหมู่บ้านเลย 😩", "ทุเรียนต้นหัวมุมเริ่มแทงตาดอกแล้ว", "ขอลาครึ่งวันนะคะ ลูกไม่สบาย", "ปั๊มน้ำเสียงดังแปลกๆ",
         "แมลงค่อมทองลงเยอะมากกก", "พี่ๆ วันนี้เลิกกี่โมงคับ", "ช่วยเช็คใบส่งของของ{l}หน่อยค่ะ ยอดไม่ตรง", "ราคาล้งวันนี้ตกอีกแล้ว 😭",
         "พรุ่งนี้เจอกันที่โรงคัดเหมือนเดิมนะ", "ได้ยินว่าล้งจีนจะมาดูสวนอาทิตย์หน้า", "มีใครเห็นรีโมทประตูโรงคัดไหม", "น้ำแข็งหมดแล้วอะ",
         "ผมถึงสวนแล้วคับ ยังไม่มีใครมาเลย", "ลำไยร่วงเยอะเพราะลมแรงเมื่อคืน", "{n} ได้เงินค่าจ้างยังอะ", "ไปกินส้มตำกันป่ะ หิวมากกก",
         "ดูบอลเมื่อคืนป่าว 555", "โดนมดแดงกัดเต็มแขนเลย 555", "หมอนทองลูกนี้หนักเกือบห้าโล 😍", "ตะกร้าสีเขียวของ{l} อย่าเอาไปใช้นะ",
         "ขอบคุณพี่มากๆ เลยค่ะวันนี้", "เอกสารส่งออกเสร็จยังคะ", "วันนี้ขอกลับก่อนนะ ปวดหลังมากกก", "GPS พาหลงไปมะขาม 555",
         "อีกสิบนาทีถึง", "ฝากบอก{n}ด้วยว่าเอากุญแจไปคืน", "ล้งข้างๆให้ราคาดีกว่าเรานะ ได้ยินมา", "ปีที่แล้วส่งได้ไม่กี่ตู้เองนะ",
         "ได้ยินว่าสหกรณ์จะเลื่อนอีกแล้ว", "เจ๊คะ ถุงมือหมดแล้วค่ะ", "{n} ทำตะกร้าแตกไปสองใบ 555", "ฝนมาแบบนี้ลำไยแตกแน่เลย",
         "ทุเรียนพวงนี้ใครห่อไว้อะ", "{l}ตีกลับมาสามลูก บอกว่าอ่อน", "คืนนี้ใครเฝ้าโรงคัด", "แบตหมดเดี๋ยวชาร์จก่อน",
         "เจ๊ติ๋มฝากบอกว่าพรุ่งนี้เริ่มเช้ากว่าปกตินิดนึง", "ยาหมดขวดแล้ว ต้องซื้อเพิ่มไหม", "{n}ๆๆๆ มาช่วยยกตะกร้าหน่อย", "วันนี้ส่งของได้เยอะมากกก 💪"]
_PHAMA = ["พี่ ครับ วันนี้ ผม ไม่ สบาย sorry", "ok พี่ ผม ไป เดี๋ยวนี้", "เมีย ผม มา ทำงาน ด้วย ได้ ไหม ครับ", "ต้น ทุเรียน มี หนอน เยอะ พี่ look",
          "ผม ไม่ เข้าใจ พี่ please voice", "เงิน เดือน ได้ วัน ไหน ครับ", "น้ำ หมด แล้ว ครับ พี่ water no", "ผม กับ โกมิน ตัด เสร็จ แล้ว finish ครับ",
          "บัตร ชมพู ผม หมด อายุ แล้ว ครับ", "Thank you พี่ ครับ 🙏", "tomorrow ผม มา เช้า ครับ", "รถ เสีย ครับ พี่ car broken",
          "ตะกร้า อยู่ ไหน ครับ where", "ผม ขอ เบิก เงิน ได้ ไหม ครับ", "ok ok เข้าใจ แล้ว ครับ"]
_LUNG = ["สมัยก่อนลุงปลูกเงาะกับมังคุดอย่างเดียว", "ทุเรียนเพิ่งมาฮิตตอนหลังนี่แหละ", "เมื่อก่อนไม่มีใครใช้ยาเยอะขนาดนี้หรอก", "ดินแถวนี้ดีเป็นดินแดงภูเขาไฟ",
         "ปีไหนฝนมาเร็วดอกก็ร่วงหมด", "ลำไยต้องราดสารให้ถูกจังหวะไม่งั้นไม่ออก", "พวกเด็กๆสมัยนี้เล่นแต่โทรศัพท์", "แต่ก็ขยันดีนะลุงไม่ว่าหรอก",
         "ลุงปีนต้นเองได้จนอายุหกสิบกว่า", "เดี๋ยวนี้เข่าไม่ดีแล้ว", "ราคาเคยตกเหลือกิโลละสิบบาทก็เคยมาแล้ว", "อย่าไปเชื่อล้งมากนักต้องดูตาชั่งเอง",
         "ว่างๆลุงจะพาไปดูต้นแม่ที่ปลูกตั้งแต่ปี 2520", "ขอให้ปีนี้ราคาดีๆเถอะสาธุ", "ฟังเสียงเคาะลูกดูก็รู้แล้วว่าแก่หรือยัง"]
_JEH = ["สวัสดีค่ะทุกคน 🙏", "ช่วงนี้งานเยอะ ขอให้ทุกคนดูแลสุขภาพด้วยนะคะ", "ก่อนฉีดยาทุกครั้งต้องใส่หน้ากากและถุงมือนะคะ",
        "ลำไยที่ตัดแล้วห้ามวางตากแดดนานนะคะ ให้รีบเข้าร่มค่ะ", "ใครจะลางานแจ้งล่วงหน้าหนึ่งวันนะคะ", "เจ๊ขอบคุณทุกคนที่ช่วยกันมาตลอดปีค่ะ",
        "ขยะกับถุงยาเปล่าทิ้งให้ถูกที่นะคะ", "ห้ามดื่มเหล้าในโรงคัดเด็ดขาดค่ะ", "ขอบคุณค่ะ\nเจ๊ติ๋ม สวนบ้านพลอย"]
_TEUAN = ("‼️ย้ำอีกครั้งนะคะ ฉีดยาแล้วต้องเว้นระยะก่อนเก็บเกี่ยวตามฉลาก ห้ามตัดทุเรียนอ่อนเด็ดขาด ต้องแก่ได้ที่ก่อนเท่านั้น "
          "ถ้าล้งตรวจเจอโดนตีกลับทั้งล็อตค่ะ 🙏")
_ARUN = ["อรุณสวัสดิ์ค่ะ 🌞", "สวัสดีตอนเช้าจ้า ☀️"]
_LINKS = ["https://maps.app.goo.gl/{k} ล้งใหม่อยู่ตรงนี้นะ", "https://www.facebook.com/share/p/{k}/ เพจสวนโพสต์แล้วจ้า ฝากแชร์ด้วย",
          "https://youtu.be/{k} คลิปราดสารลำไยนอกฤดู ดีมากกก", "https://lin.ee/{k} แอดไลน์ OA ของล้งไว้ จะได้ราคาทุกเช้า",
          "https://www.tmd.go.th/forecast/province?id={n} พยากรณ์จันท์", "https://page.line.me/{k} ไลน์ OA สหกรณ์ค่ะ",
          "https://www.facebook.com/groups/{n}/ กลุ่มคนทำสวนทุเรียนจันท์", "https://www.youtube.com/watch?v={k} ไลฟ์ราคาลำไยเมื่อคืน 555",
          "https://www.facebook.com/watch/?v={n} ดูดิ ทุเรียนลูกละหมื่น"]
_BOT = ["บันทึกแล้วค่ะ ✍️", "รับทราบครับ จดไว้แล้ว", "ขออภัยค่ะ ยังฟังข้อความเสียงไม่ได้ พิมพ์ให้หน่อยได้ไหมคะ", "ยินดีค่ะ 🙏", "ถึงเวลาแล้วจะเตือนนะคะ"]


class _Suan:
    """One chat's draws and the orchard's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.mati = Planter(rng, _MATI, self.chong, self.kha)

    def thai(self, s: str, share: float = 0.15) -> str:
        """Digits as some write them, in Thai, now and then."""
        return s.translate(_THAI) if self.rng.random() < share else s

    def wan(self, n: int) -> str:
        """A day from 1 December 2026 on, the ways the group writes it."""
        d = date(2026, 12, 1) + timedelta(days=n)
        be, mon, wd = d.year + 543, _DEUAN[d.month - 1], _WAN[d.weekday()]
        s = self.rng.choice([f"{d.day} {mon}", f"{d.day} {mon}", f"{d.day}/{d.month}", f"วัน{wd}ที่ {d.day} {mon}", f"{d.day} {mon} {be % 100}",
                             f"{d.day}/{d.month}/{be}", f"{d.day} {mon} {d.year}", f"วัน{wd}ที่ {d.day}/{d.month}"])
        return self.thai(s)

    def wela(self, h: int) -> str:
        """An hour, the Thai way (ตี 5, 6 โมงเช้า, บ่าย 2, 2 ทุ่ม) or the official one (18.30 น.)."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30, 30, 15, 45])
        if mi in (15, 45) or r.random() < 0.3:
            s = r.choice([f"{h:02d}.{mi:02d} น.", f"{h}.{mi:02d} น."])
        else:
            half = " ครึ่ง" if mi == 30 else ""
            if h <= 5:
                s = f"ตี {h}{half}"
            elif h < 12:
                s = f"{h} โมงครึ่ง" if half else r.choice([f"{h} โมงเช้า", f"{h} โมง"])
            elif h == 12:
                s = "เที่ยงครึ่ง" if half else "เที่ยง"
            elif h < 16:
                s = f"บ่าย {h - 12} โมงครึ่ง" if half else r.choice([f"บ่าย {h - 12}", f"บ่าย {h - 12} โมง"])
            elif h < 19:
                s = f"{h - 12} โมงครึ่ง" if half else f"{h - 12} โมงเย็น"
            else:
                s = f"{h - 18} ทุ่ม{half}"
        return self.thai(s)

    def baht(self, n: int) -> str:
        g = grouped(n, ",")
        return self.thai(self.rng.choice([f"{g} บาท", f"{g} บาท", f"฿{g}", f"{g}.-", f"{g} บ."]))

    def kilo(self, n: int) -> str:
        """A price per kilogram."""
        return self.thai(self.rng.choice([f"฿{n}/กก.", f"{n} บาท/กก.", f"กิโลละ {n}", f"{n} บาท", f"{n}.-/กก."]))

    def chong(self, k: str) -> str:
        r, f = self.rng, self.mati.fresh
        slots = {"kg": lambda: self.thai(grouped(f("kg", 8, 95) * 50, ",")), "luk": lambda: self.thai(str(f("luk", 120, 900))),
                 "baht": lambda: self.baht(f("baht", 30, 400) * 100), "nin": lambda: self.thai(str(f("nin", 6, 25))),
                 "tu": lambda: self.thai(str(f("tu", 2, 14))), "pct": lambda: self.thai(str(f("pct", 15, 95))),
                 "price": lambda: self.kilo(f("price", 28, 75)), "baht2": lambda: self.baht(f("baht2", 35, 160) * 100),
                 "ton": lambda: self.thai(f"{f('ton', 120, 900) / 10:.1f}"), "tn": lambda: self.thai(str(f("tn", 2, 30))),
                 "dt": lambda: self.wan(f("dt", 0, 110)), "hm": lambda: self.wela(f("h", 4, 22)), "yo": lambda: "วัน" + r.choice(_WAN)}
        return slots[k]()

    def kha(self, kind: str) -> str | None:
        r, f = self.rng, self.mati.fresh
        draws = {"acct": lambda: f"{r.randrange(100, 999)}-{r.randrange(1, 9)}-{r.randrange(10000, 99999)}-{r.randrange(0, 9)}",
                 "wifi": lambda: r.choice(["BaanPloy", "suan", "rongkad", "Ploy"]) + str(r.randrange(1000, 9999)) + r.choice(["", "!", "@"]),
                 "tel": lambda: f"08{r.randrange(1, 9)}-{r.randrange(100, 999)}-{r.randrange(1000, 9999)}",
                 "map": lambda: f"https://maps.app.goo.gl/{code(r, 17)}",
                 "plate": lambda: f"{r.choice(['70', '71', '81', '82', 'ผจ', 'บฉ'])}-{r.randrange(1000, 9999)} {r.choice(['จันทบุรี', 'ระยอง', 'ชลบุรี'])}",
                 "member": lambda: f"ทม-{r.randrange(1000, 9999)}", "lock": lambda: f"{r.randrange(100000, 999999)}#",
                 "price": lambda: self.kilo(f("price2", 95, 190)), "wage": lambda: f"{f('wage', 35, 60) * 10} บาท",
                 "time": lambda: r.choice(["ตี 4 ครึ่ง", "ตี 5", "ตี 5 ครึ่ง", "6 โมงเช้า", "6 โมงครึ่ง", "05.15 น.", "05.45 น.", "7 โมงเช้า"]),
                 "place": lambda: r.choice(["ล้งซุ่นฮวด อ.มะขาม", "ตลาดไท", "ด่านโม่ฮาน", "ท่าเรือแหลมฉบัง", "ห้องเย็นบ่อวิน", "ล้งไท่ซาน อ.ขลุง"]),
                 "freight": lambda: self.baht(f("freight", 35, 90) * 100), "day": lambda: self.wan(r.randrange(0, 100)),
                 "fert": lambda: self.baht(f("fert", 130, 220) * 5)}
        return self.mati.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def kang(self) -> str:
        r = self.rng
        t = r.choice(_KANG).format(n=r.choice(_CHEU), l=r.choice(_LONG))
        if ord(t[-1]) >= 0x2190 or t.endswith(_PIT):  # an emoji or a particle ends it already
            return t
        return t + r.choice(["", "", "", "", " 555", "คับ", "ครับ", "ค่ะ", "นะ", " 🙏", " 😅", "!!", "จ้า"])

    def nam_nak(self) -> str:
        """The packing house's weight table of the day."""
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 100))
        rows, tot_t, tot_k = [], 0, 0
        for g in ["AA", "A", "B", "C", "ร่วง"][:r.randrange(3, 6)]:
            t = r.randrange(5, 80)
            k = t * r.randrange(18, 26)
            tot_t, tot_k = tot_t + t, tot_k + k
            rows.append(f"{g:<6}{t:>5}{grouped(k, ','):>10}")
        head = f"📦 สรุปยอดรับเข้าโรงคัด {d.day}/{d.month}/{(d.year + 543) % 100}"
        body = "\n".join([head, "เกรด  ตะกร้า   น้ำหนัก", *rows, f"{'รวม':<6}{tot_t:>5}{grouped(tot_k, ','):>10}"])
        return self.thai(body, 0.1) + r.choice(["", "\nวันนี้ลูกสวยค่ะ", "\nเกรด C เยอะไปหน่อยนะ", "\n(ยังไม่รวมของลุงเปี๊ยก)"])

    def rakha(self) -> str:
        """A buyer's price list per kilogram."""
        r = self.rng
        items = ["🍈หมอนทอง เบอร์ A", "🍈หมอนทอง เบอร์ B", "🍈หมอนทอง ตกไซส์", "🍈ก้านยาว", "🍈ชะนี", "ลำไยช่อ AA", "ลำไยช่อ A", "ลำไยร่วง AA", "ลำไยร่วง B"]
        rows = []
        for it in r.sample(items, r.randrange(3, 7)):
            p = r.randrange(20, 75) if "ลำไย" in it else r.randrange(60, 190)
            rows.append(f"{it} {r.choice(['฿{}/กก.', '{} บาท', '{}.-'])}".format(p))
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 100))
        return self.thai(f"ราคา{r.choice(_LONG)} วันที่ {d.day} {_DEUAN[d.month - 1]}\n" + "\n".join(rows), 0.1) + r.choice(
            ["", "\n(ราคาเปลี่ยนแปลงได้ตลอดนะคะ)", "\n☎️ สนใจโทรหาเฮียได้เลย", "\nรับถึง 5 โมงเย็น"])

    def bai_song(self) -> str:
        """A truck's delivery slip."""
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 100))
        n, w = r.randrange(40, 400), r.randrange(80, 900) * 10
        return (f"ใบส่งสินค้า เลขที่ DL{(d.year + 543) % 100}{d.month:02d}-{r.randrange(1000, 9999)}\nวันที่ {d.day}/{d.month}/{d.year + 543}\n"
                f"ผู้ส่ง: สวนบ้านพลอย ต.พลอยแหวน อ.ท่าใหม่ จ.จันทบุรี\nผู้รับ: {r.choice(_LONG)}\n"
                f"สินค้า: {r.choice(['ลำไยสด (ช่อ)', 'ทุเรียนหมอนทอง', 'ลำไยร่วง', 'ทุเรียนก้านยาว'])}\n"
                f"จำนวน: {n} ตะกร้า / {grouped(w, ',')} กก.\nทะเบียนรถ: {r.choice(['70', '71', 'ผก'])}-{r.randrange(1000, 9999)}\n"
                f"ผู้รับของ ........................") + r.choice(["", "\nส่งถึงแล้วนะคับ", "\nรูปใบเซ็นรับอยู่ข้างล่าง"])

    def tmd(self) -> str:
        """The TMD's forecast, forwarded."""
        r = self.rng
        fon, lom = r.randrange(1, 8) * 10, r.choice(["ตะวันออกเฉียงเหนือ", "ตะวันออก", "ตะวันออกเฉียงใต้"])
        lo = r.randrange(19, 25)
        return (f"พยากรณ์อากาศ 24 ชั่วโมงข้างหน้า (กรมอุตุนิยมวิทยา)\nภาคตะวันออก: {r.choice(['มีฝนฟ้าคะนอง', 'มีเมฆบางส่วน', 'อากาศเย็นในตอนเช้า'])} "
                f"ร้อยละ {fon} ของพื้นที่ ส่วนมากบริเวณจังหวัดระยอง จันทบุรี และตราด\nอุณหภูมิต่ำสุด {lo}-{lo + 2} °C สูงสุด {lo + 9}-{lo + 11} °C\n"
                f"ลม{lom} ความเร็ว {r.randrange(1, 3) * 10}-{r.randrange(3, 5) * 10} กม./ชม.") + r.choice(["", "\nฝนมาอีกละ 😩", "\nงดฉีดยานะคะ"])

    def cheed(self) -> str:
        """The week's spraying schedule."""
        r = self.rng
        ya = ["ยาเชื้อรา (ฟอสอีทิล)", "ยาฆ่าเพลี้ยไฟ", "ยากันหนอนเจาะผล", "ฮอร์โมนบำรุงดอก", "ปุ๋ยทางใบ 0-52-34", "สารโพแทสเซียมคลอเรต", "ยากำจัดไร"]
        plaeng = ["แปลงบน", "แปลงกลาง", "แปลงหลังบ้าน", "แปลงลำไยใหม่", "แปลงริมถนน"]
        start = r.randrange(0, 90)
        rows = []
        for i in sorted(r.sample(range(7), r.randrange(3, 6))):
            d = date(2026, 12, 1) + timedelta(days=start + i)
            when = r.choice(["ตี 5", "6 โมง", "16.00 น.", "5 โมงเย็น"])
            rows.append(f"{_WAN_SAN[d.weekday()]} {d.day}/{d.month}  {r.choice(plaeng)}  {r.choice(ya)}  {when}")
        return "🧪 ตารางฉีดยาสัปดาห์นี้\n```\n" + "\n".join(rows) + "\n```" + r.choice(["", "\nใส่ชุดป้องกันทุกครั้ง", "\nถ้าฝนตกเลื่อนไปวันถัดไป"])

    def sahakorn(self) -> str:
        """The co-operative's notice, forwarded."""
        lines = ["📢 ประกาศสหกรณ์การเกษตรท่าใหม่ จำกัด", "เรื่อง การรับสมัครสมาชิกเข้าร่วมโครงการรวบรวมผลผลิตลำไยนอกฤดู",
                 "สมาชิกที่ประสงค์จะเข้าร่วมโครงการ ให้ติดต่อเจ้าหน้าที่ ณ สำนักงานสหกรณ์ในวันและเวลาราชการ",
                 "สหกรณ์จะจ่ายเงินปันผลและเงินเฉลี่ยคืนผ่านบัญชีธนาคาร ธ.ก.ส. ของสมาชิก",
                 "ขอความร่วมมือสมาชิกนำตะกร้าที่ยืมไปคืนสหกรณ์ภายในสิ้นเดือนนี้",
                 "ผู้ที่ยังไม่ได้ปรับปรุงทะเบียนเกษตรกร ขอให้นำสำเนาบัตรประชาชนมาติดต่อด้วย",
                 f"จึงประกาศมาเพื่อทราบโดยทั่วกัน\nประกาศ ณ วันที่ {self.rng.randrange(1, 29)} ธันวาคม พ.ศ. 2569"]
        return letter(self.rng, lines, 1, "\n")

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_SAN), None)), (lambda: (self.kang(), None)), (lambda: (r.choice(_PHAMA), None)), (lambda: (self.nam_nak(), None)),
                  (lambda: (self.rakha(), None)), (lambda: (self.bai_song(), None)), (lambda: (self.tmd(), None)), (lambda: (self.cheed(), None)),
                  (lambda: (self.sahakorn(), None)), (lambda: (ramble(r, _LUNG, 6, " "), None)), (lambda: (letter(r, _JEH, sep="\n"), None)),
                  (lambda: (_TEUAN, None)), (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**6, 10**9)), None)),
                  (lambda: (f"{r.choice(_ARUN)} {self.kang()}", None)), self.rup, self.wido, self.siang]
        weights = [24, 29, 5, 2, 2, 1.5, 1.5, 1.5, 1, 2.5, 2, 2.5, 3, 3.5, 6, 1.5, 10]
        return r.choices(makers, weights)[0]()

    def rup(self) -> Said:
        r = self.rng
        if r.random() < 0.2:  # an album
            return (r.choice(["อัลบั้ม \"ลำไยล็อตนี้\"", "อัลบั้ม \"ทุเรียนแปลงบน\"", ""]),
                    media("photo", f"LINE_ALBUM_{r.randrange(10**5, 10**6)}_{r.randrange(1, 20)}.jpg", "image/jpeg", r.randrange(90_000, 3_000_000)))
        return (r.choice(["", "", "ดูลูกนี้ดิ 😍", "แมลงอะไรคะ", "ใบส่งของค่ะ", "โรงคัดวันนี้", "ต้นนี้ใบเหลือง", "สลิปโอนค่ะ"]),
                media("photo", f"LINE_P{r.randrange(10**12, 10**13)}.jpg", "image/jpeg", r.randrange(60_000, 2_500_000)))

    def wido(self) -> Said:
        r = self.rng
        return r.choice(["โดรนบินพ่นยา", "เครื่องคัดเสียงดังแบบนี้", ""]), media("video", f"LINE_MOVIE_{r.randrange(10**12, 10**13)}.mp4", "video/mp4",
                                                                           r.randrange(1_000_000, 30_000_000))

    def siang(self) -> Said:
        r = self.rng
        if r.random() < 0.7:  # a sticker: the group sends very many
            return "", media("sticker", f"sticker_{r.randrange(10**6, 10**9)}.png", "image/png", r.randrange(5_000, 70_000))
        return r.choice(["", "", "ขับรถอยู่ อัดเสียงนะ"]), media("voice", f"audio_{r.randrange(10**12, 10**13)}.m4a", "audio/mp4", r.randrange(4_000, 450_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{r.choice(_ARUN)} {text}", f"{text}\n\n{_TEUAN}", f"{ramble(r, _LUNG, 4, ' ')} แล้วก็{text}",
                         f"สรุปที่คุยกันเมื่อเช้า\n- {text}\n- {self.kang()}", f"{text} 🙏", f"{self.tmd()}\n\nอีกเรื่อง {text}",
                         f"{text}\nเจ๊ติ๋ม", f"{text} ขอบคุณค่ะ"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.054) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    s = _Suan(rng)
    people = ["U" + code(rng, 32, "0123456789abcdef") for _ in range(rng.randrange(7, 14))]  # LINE user ids

    # From before dawn (the cutting starts at ตี 5) to the packing house's last truck; quiet nights.
    def gap() -> int:
        return rng.randrange(15, 1500) if rng.random() > 0.1 else rng.randrange(8 * 3600, 30 * 3600)

    voice = Voice(s.mati, s.chatter, s.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
