"""The ghalla family: the WhatsApp group of a grain commission agent's (aarhti) shop in the Faisalabad grain market, Pakistan, in Urdu.

Written for batch 15, after poshak, buna and dacha (batch 14) were measured once, and run on no
version of the summarizer when it was committed: a held-out family. اشرف اینڈ سنز کمیشن ایجنٹس,
shop 112 of the new grain market (نئی غلہ منڈی) on Jhang Road, Faisalabad, buys wheat (گندم,
کنک), rice (سپر باسمتی, 1121, اری) and the autumn maize (مکئی) from farmers of the surrounding
chaks ("چک 208 ر ب"), weighs it on the computerized weighbridge (کنڈا, کانٹا), stores it in a
rented godown and loads it onto trucks for flour, rice and feed mills; the owner, his son, the
munshi (accountant), the weighbridge man, the labour contractor, mill buyers, truck agents and
the farmers themselves share one group. Urdu is written in Nastaliq (Arabic script, right to
left, no capital letters) with its own full stop ۔, comma ، and question mark ؟. The owner, حاجی
محمد اشرف, writes formal Urdu notices ("بسم اللہ الرحمٰن الرحیم", "مطلع کیا جاتا ہے کہ…") signed
"منجانب / حاجی محمد اشرف / اشرف اینڈ سنز کمیشن ایجنٹس"; the munshi writes short Roman Urdu with
no punctuation ("bhai kal aana", "ok ji", "parchi le k aana", "paymnt kal ho gi"); the son and
the mill buyers mix English into both scripts ("sample ka report bhej dein", "ٹرک لوڈ ہو گیا ہے
confirm کریں"); farmers send long unpunctuated, voice-typed messages in Urdu and Punjabi ("ساڈی
کنک وی گودام وچ پئی اے", "بھا جی ساڈی ٹرالی کدوں تلے گی") or Roman Urdu; the owner posts the
same reminder about moisture, the weighing slip (کنڈے کی پرچی) and never mixing wheat lots again
and again. Pasted into the chat: the day's rate list (گندم, چاول, مکئی, چنا, per 40 kg maund),
truck loading lists, the computerized weighbridge slip (gross, tare, net, maund-kg), a farmer's
ledger page (کھاتہ), a mill's quality report, a JazzCash or Easypaisa SMS or an HBL alert, the
market committee's public notice (اطلاع عام), the weather forecast with its fog warning; links
to WhatsApp invites, AMIS, PMD, Facebook, YouTube, TikTok, Google Maps and the FBR; photos,
videos, voice notes (PTT-….opus), stickers and PDF or Excel documents. Digits are Latin in some
messages and Urdu (۱۲۳) in others; money is "Rs. 4,250", "4,250 روپے", "۴۲۵۰ روپے", "Rs 4250/-",
"ساڑھے چار ہزار روپے", "سوا چار ہزار", lakhs "Rs. 12,50,000", "12.5 لاکھ", "ساڑھے بارہ لاکھ", and
rates "fi mann" / "فی من"; dates "14 دسمبر", "۱۴ دسمبر", "14/12", "14-12-2026", "ہفتہ 14 دسمبر"
and the Islamic date ("۱۲ رجب", by a fixed table: 1 رجب 1448 is 11 December 2026); times "صبح 8
بجے", "صبح ۸ بجے", "دوپہر 2 بجے", "ساڑھے 9 بجے", "ڈھائی بجے", "8am", "8 baje".
Its facts are said the shop's way ("فیصلہ ہو گیا ہے: دکان کے لیے نیا کنڈا — ڈیجیٹل کانٹا خریدا
جائے گا۔", "آج سے ملک شہباز احمد اعوان ہمارے نئے منشی ہیں، سارا حساب کتاب ان کے پاس ہو گا").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "ghalla"
LANGUAGE = "ur"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 320

_URDU_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
_MAHINE = {11: "نومبر", 12: "دسمبر", 1: "جنوری", 2: "فروری", 3: "مارچ"}
_EN_MONTHS = {11: "Nov", 12: "Dec", 1: "Jan", 2: "Feb", 3: "Mar"}
_DIN = ["پیر", "منگل", "بدھ", "جمعرات", "جمعہ", "ہفتہ", "اتوار"]
# The Islamic months by a fixed table: (first day, name, length).
_HIJRI = [(date(2026, 11, 12), "جمادی الثانی", 29), (date(2026, 12, 11), "رجب", 30), (date(2027, 1, 10), "شعبان", 29),
          (date(2027, 2, 8), "رمضان", 30)]
# Thousands and lakhs said in words ("ساڑھے چار ہزار", "سوا بارہ لاکھ").
_GINTI = ["", "ایک", "دو", "تین", "چار", "پانچ", "چھ", "سات", "آٹھ", "نو", "دس", "گیارہ", "بارہ", "تیرہ", "چودہ", "پندرہ", "سولہ", "سترہ",
          "اٹھارہ", "انیس", "بیس"]

# Farmers, workers and places as the chatter names them (never a fact's person).
_NAAM = ["رفیق", "شوکت", "اللہ دتہ", "گامے", "شیدے", "بشیر", "ماجد", "ٹیپو", "عرفان", "بھولے", "نیامت", "اکبر", "سجاد", "منظور"]
_ROMAN_NAAM = ["rafiq", "shaukat", "shaida", "bashir", "majid", "tipu", "irfan", "bhola", "akbar", "sajjad", "manzoor"]
_JAGAH = ["جھنگ روڈ", "سمندری روڈ", "چک 208 ر ب", "چک جھمرہ", "ٹوبہ روڈ", "ستیانہ", "کھرڑیانوالہ", "تاندلیانوالہ", "ڈجکوٹ", "جڑانوالہ",
          "موٹروے انٹرچینج", "گٹ والا", "ملت روڈ", "چک 73 گ ب"]
_ROMAN_JAGAH = ["jhang road", "samundri", "chak jhumra", "satiana", "tandlianwala", "jaranwala", "dijkot", "motorway", "millat road"]
_KISAN = ["غلام رسول، چک 208 ر ب", "محمد یونس، ستیانہ", "حاجی بشیر احمد", "اللہ رکھا، ڈجکوٹ", "محمد اقبال ڈوگر", "صغراں بی بی", "رحمت علی، چک 73",
          "منظور حسین", "عبدالستار، جڑانوالہ", "محمد ریاض", "فضل دین", "نذیراں بی بی", "شبیر احمد، کھرڑیانوالہ", "ظفر اقبال"]
_ROMAN_KISAN = ["GHULAM RASOOL", "MUHAMMAD YOUNAS", "ALLAH RAKHA", "MUHAMMAD IQBAL", "RAHMAT ALI", "ABDUL SATTAR", "MUHAMMAD RIAZ", "SHABBIR AHMED",
                "ZAFAR IQBAL", "FAZAL DIN"]

_DUKAN = Wording(
    topics=[("چاول کی نئی فصل کا سٹاک", ["سیٹھ اکرم کے گودام میں رکھا جائے گا", "فوراً گوجرانوالہ کی رائس مل کو بیچ دیں گے", "مارچ تک روک کر رکھیں گے"]),
            ("کاشتکاروں کی ایڈوانس رقم", ["صرف پرانے گاہکوں کو ملے گی", "ایک بندے کو زیادہ سے زیادہ پچاس ہزار", "اس سیزن میں بالکل بند"]),
            ("دکان کے لیے نیا کنڈا", ["ڈیجیٹل کانٹا خریدا جائے گا", "پرانا والا مرمت کروا کے چلائیں گے", "فی الحال ساتھ والوں کا کرائے پر"]),
            ("منشی کی چھٹی", ["جمعے کو آدھا دن", "ہر اتوار پوری چھٹی", "باری باری مہینے میں چار دن"]),
            ("پلے داروں کی دیہاڑی", ["ہر شام نقد ملے گی", "ہفتہ وار جمعرات کو", "بوری کے حساب سے ٹھیکیدار کو"]),
            ("مکئی کی ڈرائینگ", ["ملک صاحب کے ڈرائر پر کروائیں گے", "دھوپ میں پکے فرش پر سکھائیں گے", "گیلی مکئی لی ہی نہیں جائے گی"]),
            ("لاہور کی مل کو سپلائی", ["ہر منگل ایک ٹرک جائے گا", "صرف ایڈوانس پیمنٹ پر", "اگلے مہینے سے بند"]),
            ("نئی بوریوں کی خرید", ["پی پی بیگ پچاس کلو والے", "پٹ سن کی پرانی بوریاں", "مل سے ہی منگوا لیں گے"]),
            ("کھاتوں کا حساب", ["کمپیوٹر پر ایکسل میں ہو گا", "پرانے رجسٹر میں ہی چلے گا", "دونوں جگہ، رجسٹر بھی اور ایکسل بھی"]),
            ("بارش میں کھلے مال کی حفاظت", ["ترپالوں کا نیا بنڈل آئے گا", "سارا مال شیڈ کے نیچے شفٹ ہو گا", "چوکیدار رات کو دو دفعہ چکر لگائے گا"]),
            ("فصل کی رقم کی ادائیگی", ["صرف بینک ٹرانسفر یا JazzCash سے", "کراسڈ چیک سے", "دکان پر نقد، رسید کے ساتھ"]),
            ("سی سی ٹی وی کیمرے", ["دکان اور گودام دونوں میں لگیں گے", "صرف گودام کے گیٹ پر", "ابھی نہیں، اگلے سیزن میں"])],
    decided=["فیصلہ ہو گیا ہے: {s} — {c}۔", "حاجی صاحب نے فائنل کر دیا: {s} {c}", "final hai ji 👉 {s}: {c}",
             "مشورے کے بعد طے پایا کہ {s} کے بارے میں یہ ہو گا: {c}۔\nمنجانب: حاجی محمد اشرف", "سب بھائیوں کو اطلاع: {s} — {c} ✅",
             "بس جی طے ہو گیا {s} {c} اب دوبارہ اس پر بات نہیں ہو گی", "ok ji pakka ho gaya {s} — {c}", "ابو جی سے بات ہو گئی ہے، {s}: {c}۔ Please note"],
    numbers=[("گودام میں اس وقت گندم کی {bags} بوریاں پڑی ہیں", ("گودام میں اس وقت گندم", "{bags} بوریاں")),
             ("اس سیزن ہم نے اب تک {mann} من مکئی خریدی ہے 🌽", ("اس سیزن ہم نے اب تک", "{mann} من")),
             ("market mein hamara total udhaar {lakh} ho gaya hai", ("hamara total udhaar", "{lakh}")),
             ("رحیم یار خان والی پارٹی سے سپر باسمتی کا سودا {rice} فی من پر ہوا", ("سپر باسمتی کا سودا", "{rice}")),
             ("کل پورے دن میں ہماری دکان پر {trolley} ٹرالیاں خالی ہوئیں", ("پورے دن میں ہماری دکان", "{trolley} ٹرالیاں")),
             ("bank wali limit {lakh} tak barh gayi hai alhamdulillah", ("bank wali limit", "{lakh}")),
             ("مارکیٹ کمیٹی کی فیس اس سال {fee} جمع کروائی ہے، رسید فائل میں لگا دی", ("مارکیٹ کمیٹی کی فیس اس سال", "{fee}")),
             ("ستیانہ والی آخری ٹرالی کی مکئی میں نمی {moist}% نکلی", ("آخری ٹرالی کی مکئی", "{moist}%")),
             ("کراچی تک ٹرک کا کرایہ {fare} طے ہوا ہے", ("کراچی تک ٹرک کا کرایہ", "{fare}")),
             ("اس مہینے پلے داروں کو ٹوٹل {wages} دیے گئے", ("پلے داروں کو ٹوٹل", "{wages}")),
             ("aaj ki total wasooli {rs} hui hai", ("aaj ki total wasooli", "{rs}")),
             ("گودام کا ماہانہ کرایہ {rent} ہے، مالک نے بڑھا دیا", ("گودام کا ماہانہ کرایہ", "{rent}")),
             ("چنیوٹ والی فیڈ مل کو {tons} ٹن مکئی سپلائی ہو چکی", ("چنیوٹ والی فیڈ مل", "{tons} ٹن"))],
    dates=[("مارکیٹ کمیٹی کا الیکشن {dt} کو ہو گا", ("مارکیٹ کمیٹی کا الیکشن", "{dt}")),
           ("سندر والی مل کا ٹرک {dy} {tm} لوڈ ہو گا، پلے دار ٹائم پر پہنچیں", ("سندر والی مل کا ٹرک", "{tm}")),
           ("بینک کے قرضے کی قسط {dt} تک جمع کروانی ہے، بھولنا نہیں", ("قرضے کی قسط", "{dt}")),
           ("گودام کی فیومیگیشن {dt} کو ہو گی، اس دن کوئی اندر نہ جائے", ("گودام کی فیومیگیشن", "{dt}")),
           ("haji sahab ki Lahore wali meeting {en} ko hai {am}", ("Lahore wali meeting", "{am}")),
           ("دکان پر قرآن خوانی {isl} کو بعد نماز عصر ہو گی، سب نے آنا ہے 🤲", ("دکان پر قرآن خوانی", "{isl}")),
           ("محکمہ خوراک کی ٹیم گندم کے سٹاک کی چیکنگ کے لیے {dt} کو آئے گی", ("محکمہ خوراک کی ٹیم", "{dt}")),
           ("ٹریکٹر ورکشاپ والا {dy} {tm} آئے گا", ("ٹریکٹر ورکشاپ والا", "{tm}")),
           ("ویٹس اینڈ میژرز والے کنڈے کی سالانہ تصدیق {dt} کو کریں گے", ("ویٹس اینڈ میژرز", "{dt}")),
           ("آڑھتی ایسوسی ایشن کا اجلاس {dy} {tm} انجمن کے دفتر میں ہے", ("آڑھتی ایسوسی ایشن کا اجلاس", "{tm}")),
           ("ملتان والے بیوپاری {dt} کو مال دیکھنے آئیں گے", ("ملتان والے بیوپاری", "{dt}")),
           ("mill ki taraf se payment {en} tak aa jaye gi", ("mill ki taraf se payment", "{en}"))],
    people=["ملک شہباز احمد اعوان", "رانا طارق محمود", "چوہدری اعجاز وڑائچ", "شیخ عمران یوسف", "میاں فیصل جاوید", "سردار اکرم ڈوگر", "محمد بوٹا سیال",
            "راؤ ناصر علی خان", "خالد محمود گھمن", "عبدالغفور باجوہ", "نوید انجم چیمہ", "زاہد حسین کھرل", "قاری عبدالرشید", "ثمینہ کوثر", "طاہر عباس جٹ"],
    roles=[("آج سے {p} ہمارے نئے منشی ہیں، سارا حساب کتاب ان کے پاس ہو گا", "نئے منشی"),
           ("{p} ہمارے گودام کے چوکیدار ہیں، رات کو چابی ان کے پاس ہو گی", "گودام کے چوکیدار"),
           ("نور فلور ملز کی طرف سے اب خریداری {p} کریں گے، سودے کی بات ان سے ہو گی", "نور فلور ملز کی طرف سے"),
           ("{p} کو مارکیٹ کمیٹی کا نیا سیکرٹری لگا دیا گیا ہے", "مارکیٹ کمیٹی کا نیا سیکرٹری"),
           ("ٹرکوں کی بکنگ اب {p} کرے گا، گڈز اڈے پر اس کا دفتر ہے", "ٹرکوں کی بکنگ"),
           ("kanta operator ab {p} hai, slip usi se lena", "kanta operator"),
           ("بینک میں ہماری ریلیشن شپ مینیجر {p} ہیں، کوئی مسئلہ ہو تو ان کو فون کریں", "ریلیشن شپ مینیجر"),
           ("{p} آڑھتی ایسوسی ایشن کے نئے صدر منتخب ہو گئے ہیں، مبارک ہو 🎉", "ایسوسی ایشن کے نئے صدر"),
           ("پلے داروں کا ٹھیکیدار اب {p} ہے، مزدوری کی بات اسی سے کریں", "پلے داروں کا ٹھیکیدار"),
           ("چیک باؤنس والا کیس {p} دیکھ رہے ہیں، وہ ہمارے وکیل ہیں", "ہمارے وکیل"),
           ("mill ka quality wala banda {p} hai, sample usi ko dena", "quality wala banda"),
           ("{p} ہمارے نئے ٹیکس کنسلٹنٹ ہیں، FBR کے سارے کاغذ ان کو دیں", "ٹیکس کنسلٹنٹ")],
    tasks=["گودام کی چھت کی لیکیج ٹھیک کروانا", "کنڈے کی پرچیوں کی نئی کاپیاں چھپوانا", "مارکیٹ کمیٹی سے لائسنس کی تجدید کروانا",
           "نمی والا میٹر کیلیبریٹ کروانا", "ٹرالی کے پچھلے ٹائر تبدیل کروانا", "بینک سے چھ مہینے کی سٹیٹمنٹ نکلوانا", "FBR پر سالانہ ریٹرن جمع کروانا",
           "خالی بوریوں کی گنتی کر کے رجسٹر میں لکھنا", "گودام کے لیے چوہے مار دوائی لانا", "دکان کا بجلی کا بل جمع کروانا",
           "kanta slips ki register mein entry karna", "جنریٹر کی سروس کروانا", "کاشتکاروں کے کھاتے اپ ڈیٹ کرنا", "شیڈ کی ٹوٹی ہوئی چادریں بدلوانا"],
    asked=["{a} — یہ کون کرے گا؟ 🙏", "ابھی تک کسی نے یہ کام نہیں پکڑا: {a}", "bhai koi {a} wala kaam pakar le", "ضروری کام: {a}۔ جو فارغ ہے بتائے",
           "حاجی صاحب پوچھ رہے ہیں کہ {a} کس کے ذمے ہے؟", "یہ کام ابھی باقی ہے: {a} ‼️", "جمعے سے پہلے {a} ضروری ہے، کون جائے گا؟"],
    edits=[("دکان کا HBL اکاؤنٹ نمبر: {x}", "دکان کا HBL اکاؤنٹ نمبر: {y} — پہلے والے میں ایک ہندسہ غلط تھا، معذرت 🙏", "دکان کا HBL اکاؤنٹ نمبر", "acct"),
           ("منشی جی کا JazzCash نمبر {x}", "منشی جی کا JazzCash نمبر {y} (یہ والا درست ہے)", "منشی جی کا JazzCash نمبر", "mob"),
           ("اوکاڑہ جانے والے ٹرک کا نمبر {x} ہے", "اوکاڑہ جانے والے ٹرک کا نمبر {y} ہے، غلطی سے پرانا لکھ دیا تھا", "اوکاڑہ جانے والے ٹرک کا نمبر", "plate"),
           ("لاٹ نمبر 7 کی کنڈا پرچی نمبر {x}", "لاٹ نمبر 7 کی کنڈا پرچی نمبر {y} (درستگی)", "لاٹ نمبر 7 کی کنڈا پرچی", "slip"),
           ("kisano ki payment wala Easypaisa number {x}", "kisano ki payment wala Easypaisa number {y} hai, pehle wala ghalat likha tha",
            "kisano ki payment wala Easypaisa", "mob"),
           ("واٹس ایپ گروپ کا نیا لنک: {x}", "واٹس ایپ گروپ کا نیا لنک: {y} (پرانا ری سیٹ کر دیا ہے)", "واٹس ایپ گروپ کا نیا لنک", "link"),
           ("دکان کا NTN نمبر {x}", "دکان کا NTN نمبر {y} — اپنے ریکارڈ میں درست کر لیں", "دکان کا NTN نمبر", "ntn"),
           ("مارکیٹ کمیٹی کا لائسنس نمبر {x}", "مارکیٹ کمیٹی کا لائسنس نمبر {y} ہے، پہلے غلط بھیج دیا تھا", "مارکیٹ کمیٹی کا لائسنس نمبر", "lic")],
    changes=[("کل سے گندم کی خریداری {x} فی من ہو گی", ["ریٹ بدل گیا ہے، گندم کی خریداری اب {y} فی من ہو گی", "منڈی اوپر گئی ہے، گندم کی خریداری {y} فی من پر"],
              "گندم کی خریداری", "rate"),
             ("مکئی کی ٹرالیاں {x} سے کنڈے پر لگیں گی", ["تبدیلی: مکئی کی ٹرالیاں اب {y} سے کنڈے پر لگیں گی", "دھند کی وجہ سے مکئی کی ٹرالیاں {y} سے لگیں گی"],
              "مکئی کی ٹرالیاں", "time"),
             ("آڑھت کا کمیشن اس سیزن {x} ہو گا", ["انجمن نے بدل دیا ہے، آڑھت کا کمیشن اب {y} ہو گا", "نوٹ کریں: آڑھت کا کمیشن {y} ہے"],
              "آڑھت کا کمیشن", "pct"),
             ("کاشتکاروں کو ادائیگی کا دن {x} ہے", ["اگلے مہینے سے کاشتکاروں کو ادائیگی کا دن {y} ہو گا", "تبدیلی نوٹ کریں، کاشتکاروں کو ادائیگی کا دن اب {y}"],
              "کاشتکاروں کو ادائیگی کا دن", "wday"),
             ("lahore wala truck {x} ko niklega", ["lahore wala truck ab {y} ko niklega", "change hai ji, lahore wala truck {y} ko jaye ga"],
              "lahore wala truck", "date"),
             ("پلے داری فی بوری {x} ہے", ["ٹھیکیدار سے بات ہو گئی، پلے داری فی بوری اب {y}", "پلے داری فی بوری {y} ہو گئی ہے، سب نوٹ کر لیں"],
              "پلے داری فی بوری", "bori"),
             ("کاشتکاروں کی میٹنگ {x} میں ہو گی", ["کاشتکاروں کی میٹنگ اب {y} میں ہو گی", "جگہ بدل گئی ہے، کاشتکاروں کی میٹنگ {y} میں"],
              "کاشتکاروں کی میٹنگ", "place"),
             ("ڈرائر پر مکئی سکھانے کا خرچ {x} فی من ہے", ["ملک صاحب نے بڑھا دیا، مکئی سکھانے کا خرچ اب {y} فی من", "مکئی سکھانے کا خرچ {y} فی من طے ہوا ہے"],
              "مکئی سکھانے کا خرچ", "dry"),
             ("1121 چاول کا سودا {x} فی من پر کھلا ہے", ["1121 چاول کا سودا اب {y} فی من پر ہے", "مل والوں نے ریٹ گرا دیا، 1121 چاول کا سودا {y} فی من"],
              "1121 چاول کا سودا", "rice")])

# The chatter.
_CHHOTA = ["ok ji", "ok", "okk", "oky", "ji", "g", "jee", "ji bhai", "theek hai", "thik ha", "acha", "acha ji", "جی", "جی بہتر", "جی ٹھیک ہے", "ٹھیک ہے",
           "اچھا", "اچھا جی", "ہاں جی", "نہیں جی", "بالکل", "جی سر", "ان شاء اللہ", "ماشاءاللہ", "الحمدللہ", "جزاک اللہ", "شکریہ", "بہت شکریہ 🙏",
           "shukriya bhai", "jazakallah", "السلام علیکم", "وعلیکم السلام", "salam", "w salam", "AoA", "bhai kal aana", "kal aana", "aa jao", "aa raha hun",
           "pohanch gaya", "rastay mein hun", "5 minute", "call karo", "call kr", "net nahi chal raha", "light nahi hai", "لائٹ گئی ہوئی ہے", "ٹھیک اے",
           "کی حال اے", "چنگا جی", "ٹھیک اے بھا جی", "ہاں جی بھاء", "done", "ho gaya", "ho gya ji", "chalo", "koi nai", "koi baat nahi", "سمجھ گیا",
           "ok bhai jaan", "👍", "👍👍", "🌾", "🚛", "🌽", "😂😂", "😂", "🤲", "🙏", "✅", "❤️", "🔥", "😡", "🌫️", "dhund bohat hai", "دھند بہت ہے",
           "ریٹ کیا ہے آج؟", "rate kya hai aaj", "parchi le k aana", "paymnt kal ho gi", "paisay aa gaye", "mil gaye ji", "received", "noted",
           "نوٹ کر لیا", "منشی جی؟", "munshi ji kahan hain", "dukan band hai?", "آج منڈی کھلی ہے؟", "ہڑتال ہے آج", "جمعہ مبارک 🕌", "Jumma Mubarak",
           "آمین", "آمین ثم آمین 🤲", "سبحان اللہ", "واہ جی واہ", "bus kar do yar 😂", "kal baat karte hain", "abhi busy hun", "میٹنگ میں ہوں بعد میں"]
_DARMIYANA = ["{n} کدھر ہو؟ کنڈے پر رش لگا ہوا ہے", "{rn} bhai parchi le k aana warna paymnt nahi hogi", "{p} والی سڑک پر دھند بہت ہے ٹرالی آہستہ لانا",
              "آج منڈی میں مکئی کی آمد بہت زیادہ ہے", "بوریوں کی سلائی والا دھاگہ ختم ہو گیا ہے کوئی لیتا آئے", "{rn} ki trolley ka tyre {rp} k paas puncture ho gaya",
              "ترپال کون لے گیا ہے؟ واپس رکھو", "aaj mandi band hai hartal hai anjuman ki", "کنک دی بوری پھٹ گئی اے گودام وچ", "بھا جی ساڈی ٹرالی کدوں تلے گی؟",
              "ملک صاحب کا فون آیا تھا پیمنٹ کا پوچھ رہے تھے", "چائے والے کو بولو چار کپ اور بھیج دے ☕", "گودام میں چوہے بہت ہو گئے ہیں 🐀",
              "bijli ka bill is dafa bohat aya hai", "{n} کو بولو چیک دکان پر چھوڑ جائے", "پلے دار آج پھر دیر سے آئے", "آج بارش کا امکان ہے مال ڈھک کے رکھو",
              "ٹرک اڈے سے نکل گیا ہے ڈرائیور کا نمبر بند ہے", "{n} دا منڈا وی کم تے آ گیا اے", "نماز جمعہ کے بعد دکان کھلے گی",
              "{p} سے کسان آئے ہیں ریٹ پوچھ رہے ہیں", "sample wala thaila kis ne rakha hai", "یار اس گندم میں مٹی بہت ہے صاف کروا کے لاؤ",
              "مکئی ابھی گیلی ہے دو دن اور سکھاؤ پھر لانا", "ریٹ ابھی نہیں کھلا تھوڑا انتظار کریں", "{rn} kahan ho yar phone utha lo",
              "کنڈے والا کہہ رہا ہے سسٹم خراب ہے", "{p} پر پولیس ناکہ لگا ہے ٹرالی والے کاغذ ساتھ رکھیں", "aaj mill wale sample le gaye hain report kal aye gi",
              "گودام کی چابی کس کے پاس ہے؟", "بلال بھائی ذرا دکان پر آ جائیں", "{n} کی طبیعت ٹھیک نہیں آج نہیں آئے گا", "ٹرالی لائن میں لگا دی ہے",
              "ساڈے پنڈ وچ وی دھند بڑی اے", "{p} والا پل بند ہے لمبا چکر لگانا پڑے گا", "mill wale kehte hain maal mein tota zyada hai",
              "ٹرک والا کرایہ بڑھا رہا ہے ڈیزل مہنگا ہو گیا", "گیلی مکئی کنڈے پر نہیں چڑھے گی بھائی سمجھایا کرو", "{n} بھائی کی بیٹی کی شادی ہے سب نے جانا ہے",
              "دکان کے آگے سے ٹرالی ہٹاؤ کمیٹی والے آئے ہوئے ہیں", "آج حاجی صاحب دکان پر نہیں ہیں", "pehle wala hisaab clear karo phir naya maal",
              "یہ ویڈیو کس نے بھیجی ہے گروپ میں 😂", "گروپ میں صرف کام کی بات کریں پلیز", "منشی جی رسید کاٹ دیں", "wifi ka password kya hai dukan ka",
              "ٹرالی والے کو پانچ سو زیادہ دے دینا", "مکئی میں سنڈی لگی ہوئی ہے یہ والی واپس کر دو", "{rn} ne bola hai wo kal subah aye ga",
              "سلائی والی مشین پھر خراب ہو گئی", "rice mill ka banda aya tha card de gaya", "آج ٹریفک بہت ہے جھنگ روڈ پر",
              "کتنی دفعہ کہا ہے ڈھیری الگ الگ رکھو", "بیٹے کا رزلٹ آیا ہے اے گریڈ آیا ہے الحمدللہ 🎉", "ساری بوریاں گن لیں؟ حساب پورا ہے؟",
              "کل والی پرچی گم ہو گئی ہے کنڈے والے سے دوسری لے لو", "please sab log apni trolley line mein lagayen", "Bilal bhai invoice bhej dein please",
              "confirm کر دیں ٹرک لوڈ ہو گیا ہے", "sample ka report bhej dein mill walon ka"]
_SAWAL = ("کیا", "کب", "کہاں", "کون", "کیوں", "کتنے", "کدھر", "کدوں", "کتھے", "کی")
_KISAN_BAAT = ["السلام علیکم حاجی صاحب", "میں محمد یونس بول رہا ہوں ستیانہ سے", "جی بات یہ ہے کہ ہماری مکئی کی کٹائی ہو گئی ہے",
               "تھریشر والا کل آیا تھا دو دن کام کیا اس نے", "ابھی مکئی تھوڑی گیلی ہے دھوپ نہیں نکل رہی دھند ہی دھند ہے",
               "میں نے سوچا آپ کو پہلے بتا دوں تاکہ ٹرالی کا بندوبست ہو جائے", "پچھلی دفعہ جو کٹوتی ہوئی تھی وہ بہت زیادہ تھی حاجی صاحب ہم غریب لوگ ہیں",
               "ساڈی کنک وی گودام وچ پئی اے اوہدا وی کوئی سودا کرا دیو", "بچی کی شادی ہے اگلے مہینے کچھ پیسے ایڈوانس چاہئیں تھے",
               "یوریا کی بوری بلیک میں مل رہی ہے ڈی اے پی تو ملتی ہی نہیں", "نہر کا پانی بند ہے ٹیوب ویل پر ڈیزل بہت لگ رہا ہے",
               "آپ ہمارے بڑے ہیں آپ پر پورا بھروسہ ہے", "میرا بھتیجا ٹرالی لے کر آئے گا اس کو پرچی دے دینا",
               "ریٹ کا بتا دیں کیا چل رہا ہے آج کل لوگ کہتے ہیں گر گیا ہے", "اللہ آپ کو خوش رکھے آپ کے کاروبار میں برکت دے",
               "باقی سب خیریت ہے گھر میں سب ٹھیک ہیں", "ابا جی کی طبیعت ٹھیک نہیں رہتی ان کے لیے بھی دعا کرنا", "بس جی دعاؤں میں یاد رکھنا",
               "ایس واری فصل چنگی ہوئی اے رب دا شکر اے", "اچھا جی اللہ حافظ"]
_KISAN_ROMAN = ["salam haji sahab", "main chak 73 se bol raha hun", "hamari makai tayyar hai bas thori geeli hai", "trolley wala kal subah aye ga",
                "rate acha laga dena ji hum purane gahak hain", "pichli dafa paisay late milay thay", "bachon ki fees deni hai school wale tang kar rahe hain",
                "khad bohat mehngi ho gayi hai", "munshi ji ko bol dena parchi sambhal ke rakhe", "mera beta aye ga wo sab samjha de ga",
                "dua karna ji", "allah hafiz"]
_MALIK = ["بسم اللہ الرحمٰن الرحیم\nتمام معزز کاشتکار بھائیوں، بیوپاری حضرات اور دکان کے عملے کو السلام علیکم!",
          "مطلع کیا جاتا ہے کہ دکان پر لین دین صرف پکی رسید پر ہو گا۔ کچی پرچی پر کوئی رقم نہ دی جائے نہ لی جائے۔",
          "جو حضرات پچھلے سیزن کا بقایا ابھی تک ادا نہیں کر سکے، وہ مہربانی فرما کر اپنا حساب جلد صاف کروائیں۔",
          "گودام کے اندر سگریٹ نوشی سختی سے منع ہے۔ خلاف ورزی کرنے والے مزدور کو فارغ کر دیا جائے گا۔",
          "تمام ٹرالی مالکان اپنی ٹرالیاں کنڈے کی لائن میں لگائیں اور دکان کے سامنے سڑک بند نہ کریں۔",
          "دھند کے موسم میں رات کو سفر سے گریز کریں۔ جان ہے تو جہان ہے۔",
          "دکان فجر کے بعد کھلتی ہے اور مغرب کے بعد کوئی مال نہیں اتارا جائے گا۔",
          "کسی بھی شکایت کی صورت میں براہ راست مجھ سے رابطہ کریں، عملے سے الجھنے کی ضرورت نہیں۔",
          "اللہ تعالیٰ ہم سب کے رزق میں برکت عطا فرمائے۔ آمین",
          "منجانب\nحاجی محمد اشرف\nاشرف اینڈ سنز کمیشن ایجنٹس\nدکان نمبر 112، نئی غلہ منڈی، جھنگ روڈ، فیصل آباد\n☎️ 041-2634117"]
_YAAD = ("📢 *یاد دہانی — اشرف اینڈ سنز* 📢\nتمام کاشتکار بھائی نوٹ فرما لیں:\n"
         "1️⃣ مال میں نمی 12 فیصد سے زیادہ نہ ہو، گیلا مال کنڈے پر نہیں تُلے گا\n"
         "2️⃣ کنڈے کی پرچی ہر صورت ساتھ لائیں، بغیر پرچی کے ادائیگی نہیں ہو گی\n"
         "3️⃣ مختلف ڈھیریوں اور لاٹوں کی گندم آپس میں ہرگز مکس نہ کریں، ملاوٹ والا مال واپس ہو گا\nشکریہ 🙏")
_SUBAH = "السلام علیکم، صبح بخیر سب کو 🌾"
_LINKS = ["https://chat.whatsapp.com/{k} kisan bhaiyon ka naya group", "https://www.amis.pk/ آج کے ریٹ یہاں دیکھ لیں",
          "https://www.pmd.gov.pk/ موسم کا حال، دھند کی وارننگ ہے", "https://youtu.be/{k} مکئی کی نئی ورائٹی پر پروگرام، ضرور دیکھیں",
          "https://www.facebook.com/share/v/{k}/ 😂😂 یہ دیکھو ہماری منڈی کی ویڈیو", "https://maps.app.goo.gl/{k} گودام کی لوکیشن ڈرائیور کو بھیج دو",
          "https://www.tiktok.com/@{t}/video/{n} 😂", "https://www.fbr.gov.pk/ ریٹرن کی آخری تاریخ والا نوٹیفکیشن یہیں ہے",
          "https://agripunjab.gov.pk/ گندم کی سرکاری پالیسی آ گئی ہے", "https://www.youtube.com/watch?v={k} کسان کارڈ کیسے بنوائیں",
          "https://www.dawnnews.tv/news/{n} گندم کی درآمد کی خبر"]
_BOT = ["نوٹ کر لیا ✍️", "جی، یاد رکھوں گا۔", "وائس نوٹ نہیں سن سکتا، براہ کرم لکھ کر بھیج دیں 🙏", "کوئی بات نہیں!", "وقت آنے پر یاد دلا دوں گا۔"]
_PLACES = ["انجمن آڑھتیان کے دفتر", "دکان کے اوپر والے کمرے", "مارکیٹ کمیٹی کے ہال", "چک 204 ر ب کے ڈیرے", "ملک صاحب کی بیٹھک",
           "جامع مسجد کے ساتھ والے ہال", "ستیانہ روڈ والے شادی ہال"]
_PCT = ["1 فیصد", "سوا فیصد", "ڈیڑھ فیصد", "1.75 فیصد", "2 فیصد", "ڈھائی فیصد", "1.2%", "1.5%", "2.25%", "3%"]
_JINS = [("گندم", "Wheat", 3300, 4500), ("گندم (پرانی)", "Wheat (old)", 3100, 4200), ("چاول سپر باسمتی", "Rice Super Basmati", 6500, 9200),
         ("چاول 1121", "Rice 1121", 7000, 10200), ("چاول اری 6", "Rice IRRI-6", 3200, 4600), ("مکئی", "Maize", 2100, 3000),
         ("مکئی (گیلی)", "Maize (wet)", 1800, 2500), ("چنا", "Gram", 7500, 11000), ("باجرہ", "Millet", 2600, 3600), ("سرسوں", "Mustard", 6800, 8800)]


def _urdu(s: str) -> str:
    return s.translate(_URDU_DIGITS)


class _Ghalla:
    """One chat's draws and the shop's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.dukan = Planter(rng, _DUKAN, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    def words(self, n: int, unit: int, name: str) -> str | None:
        """`n` in thousands or lakhs said in words ("ساڑھے چار ہزار", "سوا بارہ لاکھ", "ڈھائی ہزار"), or None."""
        q, rest = divmod(n, unit)
        if rest % (unit // 4) or not 1 <= q <= 20 or (q == 20 and rest):
            return None
        frac = rest // (unit // 4)
        if frac == 0:
            return f"{_GINTI[q]} {name}"
        if frac == 1:
            return f"سوا {_GINTI[q]} {name}" if q > 1 else f"سوا {name}"
        if frac == 2:
            return {1: f"ڈیڑھ {name}", 2: f"ڈھائی {name}"}.get(q, f"ساڑھے {_GINTI[q]} {name}")
        return f"پونے {_GINTI[q + 1]} {name}" if q < 20 else None

    def lakh_grouped(self, n: int) -> str:
        """South Asian grouping: 12,50,000."""
        s = str(n)
        head, tail = s[:-3], s[-3:]
        parts: list[str] = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        return ",".join(parts + [tail]) if parts else tail

    def rs(self, n: int) -> str:
        """An amount: "Rs. 4,250", "4,250 روپے", "۴۲۵۰ روپے", "Rs 4250/-", "ساڑھے چار ہزار روپے", "Rs. 12,50,000", "12.5 لاکھ"."""
        r = self.rng
        g = grouped(n, ",")
        ways = [f"Rs. {g}", f"Rs. {g}", f"{g} روپے", f"{_urdu(str(n))} روپے", f"Rs {n}/-", f"{g}/-"]
        if n >= 100_000:
            lg = self.lakh_grouped(n)
            ways += [f"Rs. {lg}", f"{_urdu(lg)} روپے"]
            if n % 10_000 == 0:
                ways.append(f"{n / 100_000:g} لاکھ")
            w = self.words(n, 100_000, "لاکھ")
            if w:
                ways.append(f"{w} روپے")
        else:
            w = self.words(n, 1000, "ہزار")
            if w:
                ways += [w, f"{w} روپے"]
        return r.choice(ways)

    def small(self, n: int) -> str:
        """A small amount: "Rs. 35", "۳۵ روپے", "35 روپے", "35 rupay"."""
        return self.rng.choice([f"Rs. {n}", f"{_urdu(str(n))} روپے", f"{n} روپے", f"{n} rupay"])

    def day(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def hijri(self, d: date) -> tuple[int, str]:
        for start, name, length in reversed(_HIJRI):
            if d >= start:
                return (d - start).days + 1, name
        raise ValueError(d)

    def isl(self, n: int) -> str:
        """The Islamic date: "۱۲ رجب", "12 رجب", "۱۲ رجب المرجب"."""
        dd, name = self.hijri(self.day(n))
        r = self.rng
        full = {"رجب": "رجب المرجب", "شعبان": "شعبان المعظم", "رمضان": "رمضان المبارک"}.get(name, name)
        return r.choice([f"{_urdu(str(dd))} {name}", f"{dd} {name}", f"{_urdu(str(dd))} {full}"])

    def dt(self, n: int) -> str:
        """A date: "14 دسمبر", "۱۴ دسمبر", "14/12", "14-12-2026", "ہفتہ 14 دسمبر", "14 دسمبر (۲۳ رجب)"."""
        d, r = self.day(n), self.rng
        m = _MAHINE[d.month]
        ways = [f"{d.day} {m}", f"{d.day} {m}", f"{_urdu(str(d.day))} {m}", f"{d.day}/{d.month}", f"{d.day}-{d.month}-{d.year}",
                f"{_DIN[d.weekday()]} {d.day} {m}", f"{_DIN[d.weekday()]} {_urdu(str(d.day))} {m}"]
        if r.random() < 0.15:
            hd, hn = self.hijri(d)
            return f"{d.day} {m} ({_urdu(str(hd))} {hn})"
        return r.choice(ways)

    def en(self, n: int) -> str:
        """A date in Roman Urdu: "14 Dec", "14/12", "14-12-26", "Dec 14"."""
        d = self.day(n)
        mo = _EN_MONTHS[d.month]
        return self.rng.choice([f"{d.day} {mo}", f"{d.day}/{d.month}", f"{d.day:02d}-{d.month:02d}-{d.year % 100}", f"{mo} {d.day}"])

    def tm(self, h: int, mi: int | None = None) -> str:
        """A time: "صبح 8 بجے", "صبح ۸ بجے", "دوپہر 2 بجے", "ساڑھے 9 بجے", "ڈھائی بجے", "8am", "8:30", "8 baje"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "رات" if h < 4 else "صبح" if h < 12 else "دوپہر" if h < 15 else "سہ پہر" if h < 16 else "شام" if h < 19 else "رات"
        ap = "am" if h < 12 else "pm"
        if mi == 30:
            half = {1: "ڈیڑھ بجے", 2: "ڈھائی بجے"}.get(h12, f"ساڑھے {h12} بجے")
            ways = [f"{part} {half}", f"{h12}:30 {ap}", f"{h12}:30", f"{part} {_urdu(str(h12))}:۳۰ بجے"]
        else:
            ways = [f"{part} {h12} بجے", f"{part} {h12} بجے", f"{part} {_urdu(str(h12))} بجے", f"{h12}{ap}", f"{h12} baje", f"{h12}:00 بجے"]
        return r.choice(ways)

    def am(self, h: int) -> str:
        """A time in Roman Urdu: "10am", "3:30pm", "11 baje"."""
        r = self.rng
        h12, ap = (h - 1) % 12 + 1, "am" if h < 12 else "pm"
        return r.choice([f"{h12}{ap}", f"{h12}:30{ap}", f"{h12} baje", f"{h12}:00 {ap.upper()}"])

    def plate(self) -> str:
        r = self.rng
        return r.choice(["{}-{}", "{} {}", "{}-{}-" + str(r.randrange(14, 25))]).format(r.choice(["FDA", "FDS", "FDT", "LES", "LEA", "TLA", "JGA", "MNA", "SGA"]),
                                                                                     r.randrange(1000, 10000))

    def mobile(self) -> str:
        r = self.rng
        pre = r.choice(["300", "301", "302", "303", "305", "306", "307", "308", "310", "312", "314", "321", "322", "333", "334", "336", "340", "343", "345", "346"])
        rest = f"{r.randrange(10**6, 10**7)}"
        return r.choice([f"0{pre}-{rest}", f"0{pre}{rest}", f"+92 {pre} {rest}", _urdu(f"0{pre}{rest}")])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.dukan.fresh
        slots = {"bags": lambda: r.choice([grouped(f("bags", 80, 4000), ","), _urdu(str(f("bags", 80, 4000)))]),
                 "mann": lambda: grouped(f("mann", 30, 900) * 10, ","), "lakh": lambda: self.rs(f("lakh", 10, 400) * 25_000),
                 "rice": lambda: self.rs(f("rice", 260, 400) * 25), "trolley": lambda: r.choice([str(f("trolley", 12, 90)), _urdu(str(f("trolley", 12, 90)))]),
                 "fee": lambda: self.rs(f("fee", 20, 200) * 500), "moist": lambda: f"{f('moist', 110, 260) / 10:.1f}",
                 "fare": lambda: self.rs(f("fare", 28, 140) * 1000), "wages": lambda: self.rs(f("wages", 40, 400) * 1000),
                 "rs": lambda: self.rs(f("rs", 20, 600) * 5000), "rent": lambda: self.rs(f("rent", 30, 150) * 1000),
                 "tons": lambda: str(f("tons", 20, 600)),
                 "dt": lambda: self.dt(f("d", 0, 90)), "en": lambda: self.en(f("d", 0, 90)), "isl": lambda: self.isl(f("d", 10, 90)),
                 "tm": lambda: self.tm(f("h", 6, 20)), "am": lambda: self.am(f("h", 8, 19)),
                 "dy": lambda: r.choice(["کل", "پرسوں", "پیر کو", "منگل کو", "بدھ کو", "جمعرات کو", "ہفتے کو", "اتوار کو", "اگلے بدھ"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.dukan.fresh
        draws = {"acct": lambda: r.choice([f"{r.randrange(1000, 10000)}-{r.randrange(10**7, 10**8)}-{r.randrange(1, 100):02d}",
                                           f"PK{r.randrange(10, 100)} HABB {r.randrange(1000, 10000)} {r.randrange(1000, 10000)} {r.randrange(1000, 10000)} {r.randrange(1000, 10000)}"]),
                 "mob": self.mobile, "plate": self.plate, "slip": lambda: str(r.randrange(10_000, 100_000)),
                 "link": lambda: f"https://chat.whatsapp.com/{code(r, 22)}", "ntn": lambda: f"{r.randrange(10**6, 10**7)}-{r.randrange(10)}",
                 "lic": lambda: r.choice([f"MC/FSD/{r.randrange(100, 10000)}", f"ایم سی/ایف ایس ڈی/{r.randrange(100, 10000)}"]),
                 "rate": lambda: self.rs(f("rate", 132, 180) * 25), "time": lambda: self.tm(f("time", 5, 12)),
                 "pct": lambda: r.choice(_PCT), "wday": lambda: "ہر " + r.choice(_DIN), "date": lambda: self.en(f("d", 0, 90)),
                 "bori": lambda: self.small(f("bori", 15, 70)), "dry": lambda: self.small(f("dry", 40, 160)), "place": lambda: r.choice(_PLACES),
                 "rice": lambda: self.rs(f("rice", 260, 400) * 25)}
        return self.dukan.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def mid(self) -> str:
        r = self.rng

        def one() -> str:
            return r.choice(_DARMIYANA).format(n=r.choice(_NAAM), rn=r.choice(_ROMAN_NAAM), p=r.choice(_JAGAH), rp=r.choice(_ROMAN_JAGAH))

        said = one()
        if r.random() < 0.2:  # two things in one breath
            sep = " " if not said[-1].isalnum() or said.isascii() else r.choice([" ", "، ", "۔ ", " اور "])
            said += sep + one()
        if said[-1] in "؟?" and r.random() < 0.4:
            return said[:-1]  # the question mark left off
        if not said[-1].isalnum():
            return said
        if said.isascii() or said[-1].isascii():
            return said + r.choice(["", "", "", "", "", "", "?", "!!", " 😂", " 🙏"])
        if said.split()[0] in _SAWAL:
            return said + r.choice(["؟", "؟", "?", ""])
        return said + r.choice(["", "", "", "", "۔", "۔", "!", "...", " 🙏", " 🌾", " 😂"])

    def rate_list(self) -> str:
        """The day's rate list of the grain market, per 40 kg maund, in Urdu or in English."""
        r = self.rng
        n = r.randrange(0, 22)  # the day of the list: the chat runs some three weeks from 29 November
        rows = r.sample(_JINS, r.randrange(4, 8))
        prices = []
        for ur, en, lo, hi in rows:
            a = r.randrange(lo // 10, hi // 10) * 10
            prices.append((ur, en, a, a + r.randrange(5, 40) * 10))
        if r.random() < 0.6:
            body = "\n".join(f"{ur:<16} {grouped(a, ',')} – {grouped(b, ',')}" for ur, _, a, b in prices)
            text = (f"*آج کا ریٹ — غلہ منڈی فیصل آباد* 🌾\n{self.dt(n)}\n```\nجنس              کم از کم – زیادہ سے زیادہ\n{body}\n```\n(فی من، 40 کلو)"
                    + r.choice(["", "\nریٹ میں اتار چڑھاؤ ممکن ہے", "\nبحوالہ مارکیٹ کمیٹی", "\n— اشرف اینڈ سنز", "\nمکئی آج تھوڑی نیچے ہے"]))
            return _urdu(text) if r.random() < 0.35 else text
        d = self.day(n)
        body = "\n".join(f"{en:<20} {a}-{b}" for _, en, a, b in prices)
        return (f"FAISALABAD GRAIN MARKET RATES {d.day:02d}-{d.month:02d}-{d.year}\n(Rs per 40kg)\n{body}" +
                r.choice(["", "\nrate fi mann", "\nmakai mandi mein kam hai aaj", "\nsource anjuman"]))

    def loading_list(self) -> str:
        """A truck loading list: lots, bags and weights."""
        r = self.rng
        dest = r.choice(["کوٹ لکھپت، لاہور", "گوجرانوالہ رائس ملز", "پورٹ قاسم، کراچی", "ساہیوال فیڈ ملز", "چنیوٹ روڈ گودام", "شیخوپورہ"])
        jins = r.choice(["گندم", "مکئی", "چاول سپر باسمتی", "چاول 1121"])
        lots = [(r.randrange(1, 40), r.randrange(20, 200)) for _ in range(r.randrange(2, 6))]
        total = sum(b for _, b in lots)
        if r.random() < 0.6:
            rows = "\n".join(f"لاٹ {lot:<3} {jins:<10} {bags:>4} بوری" for lot, bags in lots)
            return (f"🚛 *لوڈنگ لسٹ*\nتاریخ: {self.dt(r.randrange(0, 22))}\nٹرک: {self.plate()}\nڈرائیور: {r.choice(['شوکت', 'نواز', 'عاشق', 'یاسین', 'ارشد'])} "
                    f"({self.mobile()})\nمنزل: {dest}\n```\n{rows}\n```\nکل بوریاں: {total} (50 کلو)\nکل وزن: {grouped(total * 50, ',')} کلو"
                    + r.choice(["", "\nبلٹی ساتھ بھیج دی ہے", "\nڈرائیور کو کرایہ آدھا دے دیا ہے", "\nconfirm کریں"]))
        rows = "\n".join(f"{i}) lot {lot} - {bags} bags" for i, (lot, bags) in enumerate(lots, 1))
        return (f"LOADING LIST\nTruck {self.plate()} | driver {r.choice(['shaukat', 'nawaz', 'ashiq', 'yasin'])}\n{rows}\ntotal {total} bags x 50kg = {total * 50} kg"
                + r.choice(["", "\nloading shuru", "\ntruck nikal gaya"]))

    def kanta(self) -> str:
        """The computerized weighbridge slip."""
        r = self.rng
        gross = r.randrange(9000, 42000)
        tare = r.randrange(3500, min(gross - 2000, 14000))
        net = gross - tare
        d = self.day(r.randrange(0, 22))
        item = r.choice(["WHEAT", "MAIZE", "PADDY", "RICE"])
        return (f"{r.choice(['AL-REHMAN', 'MADINA', 'NEW SHAHEEN', 'FAISAL'])} COMPUTERIZED KANTA\nNew Grain Market, Jhang Road, FSD\n"
                f"------------------------------\nSlip No : {r.randrange(10_000, 100_000)}\nDate    : {d:%d/%m/%Y}  {r.randrange(6, 20):02d}:{r.randrange(0, 60):02d}\n"
                f"Vehicle : {self.plate()} ({r.choice(['Trolley', 'Truck', 'Mazda'])})\nParty   : {r.choice(_ROMAN_KISAN)} / ASHRAF & SONS\nItem    : {item}\n"
                f"Gross   : {grouped(gross, ',')} kg\nTare    : {grouped(tare, ',')} kg\nNet     : {grouped(net, ',')} kg\nMaund   : {net // 40}-{net % 40}\n"
                "------------------------------" + r.choice(["", "\nparchi dekh lo", "\nیہ پرچی سنبھال کر رکھیں", "\nوزن کم لگ رہا ہے دوبارہ کرواؤ"]))

    def khata(self) -> str:
        """A page of a farmer's ledger, as the munshi pastes it."""
        r = self.rng
        bal, rows = 0, []
        for _ in range(r.randrange(3, 7)):
            d = self.day(r.randrange(0, 22))
            if r.random() < 0.5:
                amt = r.randrange(5, 80) * 1000
                bal -= amt
                rows.append(f"{d.day:02d}/{d.month:02d}  {r.choice(['ایڈوانس نقد', 'کھاد یوریا', 'بیج', 'ڈیزل', 'JazzCash']):<12} {grouped(amt, ','):>8}  {'':>8}  {grouped(bal, ','):>9}")
            else:
                amt = r.randrange(20, 400) * 1000
                bal += amt
                mann = r.randrange(20, 300)
                rows.append(f"{d.day:02d}/{d.month:02d}  {r.choice(['مکئی', 'گندم', 'چاول'])} {mann} من{'':<4} {'':>8}  {grouped(amt, ','):>8}  {grouped(bal, ','):>9}")
        return (f"*کھاتہ: {r.choice(_KISAN)}*\n```\nتاریخ  تفصیل          بنام      جمع       بقایا\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nhisaab check kar lo", "\nباقی رقم جمعے کو", "\n— منشی"]))

    def quality(self) -> str:
        """A mill's quality report on a sample."""
        r = self.rng
        return (f"QUALITY REPORT — {r.choice(['Noor', 'Al-Hamd', 'Crescent', 'Sitara'])} {r.choice(['Flour Mills', 'Feeds', 'Rice Mills'])}\n"
                f"Sample: {r.choice(['Wheat', 'Maize', 'Paddy'])} / lot {r.randrange(1, 40)}\nMoisture: {r.randrange(95, 190) / 10:.1f}%\n"
                f"Foreign matter: {r.randrange(2, 40) / 10:.1f}%\nBroken: {r.randrange(5, 80) / 10:.1f}%\nDamaged: {r.randrange(1, 30) / 10:.1f}%\n"
                f"Result: {r.choice(['ACCEPTED', 'ACCEPTED with deduction', 'REJECTED'])}"
                + r.choice(["", "\nmill walon ki report", "\nکٹوتی زیادہ لگا رہے ہیں", "\nsample dobara bhejna hai"]))

    def sms(self) -> str:
        r = self.rng
        amt = r.choice([5000, 10000, 15000, 25000, 40000, 50000, 75000, 100000, 150000])
        d = self.day(r.randrange(0, 22))
        t = f"{r.randrange(7, 21):02d}:{r.randrange(0, 60):02d}"
        k = r.random()
        if k < 0.4:
            return (f"You have received Rs {grouped(amt, ',')}.00 from {r.choice(_ROMAN_KISAN)} 03{r.randrange(0, 50):02d}****{r.randrange(100, 1000)} "
                    f"on {d:%d-%b-%y} {t}. TID: {r.randrange(10**10, 10**11)}. Your JazzCash balance is Rs {grouped(r.randrange(1000, 500000), ',')}.{r.randrange(100):02d}"
                    + r.choice(["", "\nپیسے آ گئے ہیں", "\nmil gaye ji"]))
        if k < 0.75:
            return (f"Rs. {grouped(amt, ',')}.00 sent to {r.choice(_ROMAN_KISAN)} Easypaisa account 03{r.randrange(0, 50):02d}*****{r.randrange(10, 100)} "
                    f"successfully on {d:%d/%m/%Y} at {t}. Trx ID {r.randrange(10**10, 10**11)}. Charges Rs 0.00"
                    + r.choice(["", "\nbhej diye hain check karo", "\nیہ رسید ہے"]))
        return (f"HBL: PKR {grouped(amt * 5, ',')}.00 credited to your A/C ****{r.randrange(1000, 10000)} via IBFT from {r.choice(['NOOR FLOUR', 'CRESCENT FEEDS', 'AL HAMD RICE'])} "
                f"on {d:%d-%b-%y}. Avl Bal PKR {grouped(r.randrange(10**5, 10**7), ',')}" + r.choice(["", "\nمل کی پیمنٹ آ گئی الحمدللہ", ""]))

    def committee(self) -> str:
        """The market committee's public notice."""
        r = self.rng
        lines = ["تمام لائسنس یافتہ آڑھتیان کو مطلع کیا جاتا ہے کہ مارکیٹ فیس بروقت جمع کروائیں، بصورت دیگر جرمانہ عائد کیا جائے گا۔",
                 "منڈی کی حدود میں ٹرالیوں اور ٹرکوں کی غلط پارکنگ پر چالان ہو گا۔",
                 "تمام کنڈوں کی پڑتال کا شیڈول جلد جاری کیا جائے گا، غیر تصدیق شدہ کنڈا سیل کر دیا جائے گا۔",
                 "ذخیرہ اندوزی اور ناجائز منافع خوری کرنے والوں کے خلاف سخت کارروائی ہو گی۔",
                 "منڈی میں صفائی کا خاص خیال رکھیں، کچرا سڑک پر پھینکنا منع ہے۔",
                 "روزانہ ریٹ لسٹ دکان کے باہر نمایاں جگہ پر آویزاں کرنا لازمی ہے۔",
                 "کاشتکاروں سے کسی قسم کی غیر قانونی کٹوتی نہ کی جائے، شکایت پر لائسنس منسوخ ہو سکتا ہے۔"]
        return ("*دفتر مارکیٹ کمیٹی فیصل آباد*\n*اطلاع عام*\n\n" + "\n".join(r.sample(lines, r.randrange(2, 5)))
                + f"\n\nحکم: سیکرٹری مارکیٹ کمیٹی\nنمبر {r.randrange(100, 999)}/MC/FSD" + r.choice(["", "\nسب پڑھ لیں", "\nyeh notice aaya hai"]))

    def weather(self) -> str:
        r = self.rng
        lo = r.randrange(2, 11)
        hi = lo + r.randrange(8, 14)
        if r.random() < 0.65:
            wx = r.choice(["موسم سرد اور خشک رہے گا، رات اور صبح کے اوقات میں شدید دھند کا امکان ہے", "موسم جزوی ابر آلود رہے گا، کہیں کہیں ہلکی بارش کا امکان ہے",
                           "موسم سرد اور خشک رہے گا", "شدید دھند کے باعث حد نگاہ 50 میٹر سے کم رہ سکتی ہے", "بارش اور ژالہ باری کا امکان ہے"])
            return (f"🌫️ *محکمہ موسمیات* — فیصل آباد اور گردونواح: اگلے 24 گھنٹوں میں {wx}۔ کم سے کم درجہ حرارت {lo}°، زیادہ سے زیادہ {hi}°۔"
                    + r.choice(["", "\nمال ڈھک کر رکھیں", "\ntrolley wale dhyan se", "\nموٹروے بند ہے"]))
        return (f"PMD: {r.choice(['Dense fog likely', 'Cold and dry weather', 'Light rain expected'])} in Faisalabad, Jhang, Toba Tek Singh. "
                f"{r.choice(['M-4 closed Pindi Bhattian to Faisalabad due to fog. ', 'Visibility low in early morning. ', ''])}Min {lo}°C Max {hi}°C"
                + r.choice(["", "\nsafar se parhez karein", "\nاللہ خیر کرے"]))

    def fact_like(self) -> str:
        """Fact-like chatter that plants nothing: figures and plans nobody asks about again."""
        r = self.rng
        return r.choice([f"aaj {r.choice(_ROMAN_NAAM)} ki trolley {r.randrange(90, 320)} mann nikli", f"کل منڈی میں مکئی {self.rs(r.randrange(84, 120) * 25)} تک بکی",
                         f"یوریا کی بوری {self.rs(r.randrange(180, 220) * 25)} کی ملی ہے، ظلم ہے", f"میرے بھانجے کی شادی {self.dt(r.randrange(0, 90))} کو ہے، دو دن نہیں آؤں گا",
                         f"ڈیزل {r.randrange(250, 300)} روپے لیٹر ہو گیا ہے", f"{r.choice(_ROMAN_NAAM)} kehta hai uski makai mein {r.randrange(14, 26)}% nami thi",
                         f"پچھلے سال اسی دن گندم {self.rs(r.randrange(110, 170) * 25)} فی من تھی", f"Jhang wali bus {self.am(r.randrange(6, 12))} nikalti hai",
                         f"{r.choice(_JAGAH)} والے ڈیرے پر {r.randrange(20, 300)} بوریاں پڑی ہیں", f"کنڈے کے باہر {r.randrange(5, 40)} ٹرالیاں لائن میں کھڑی ہیں",
                         f"{self.isl(r.randrange(10, 90))} کو گاؤں میں ختم شریف ہے", f"ammi ki dawai {self.small(r.randrange(300, 900))} ki aayi",
                         f"{r.choice(_NAAM)} نے {r.randrange(3, 15)} ایکڑ ٹھیکے پر لیے ہیں", f"بیٹا {self.dt(r.randrange(0, 90))} کو دبئی جا رہا ہے",
                         f"ٹرالی کا کرایہ {self.small(r.randrange(15, 40) * 100)} مانگ رہا ہے", f"منشی جی میرے {self.rs(r.randrange(2, 40) * 5000)} ابھی باقی ہیں"])

    def photo(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 22))
        return (r.choice(["", "", "", "آج کا مال 🌽", "گودام کی حالت دیکھو", "یہ مکئی دیکھیں کتنی گیلی ہے", "پرچی", "دھند 🌫️", "sample", "ٹرک لوڈ ہو گیا"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 300):04d}.jpg", "image/jpeg", r.randrange(40_000, 2_500_000)))

    def video(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 22))
        return (r.choice(["", "لوڈنگ ہو رہی ہے", "منڈی کا رش دیکھو", "😂😂😂"]),
                media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 300):04d}.mp4", "video/mp4", r.randrange(700_000, 25_000_000)))

    def voice(self) -> Said:
        r = self.rng
        d = self.day(r.randrange(0, 22))
        if r.random() < 0.3:
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 300):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        return (r.choice(["", "", "", "voice sun lo", "وائس سن لیں"]),
                media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 300):04d}.opus", "audio/ogg", r.randrange(6_000, 1_200_000)))

    def document(self) -> Said:
        r = self.rng
        name, text = r.choice([("Rate List.pdf", "آج کی ریٹ لسٹ"), ("Khata Dec.xlsx", "hisaab"), ("Bilty.pdf", "بلٹی"), ("Loading List.docx", ""),
                               ("Mill Invoice.pdf", "invoice check kar lein"), ("مارکیٹ کمیٹی نوٹیفکیشن.pdf", "نوٹیفکیشن"), ("Stock Register.xlsx", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 2_000_000))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_CHHOTA), None)), (lambda: (self.mid(), None)), (lambda: (self.rate_list(), None)), (lambda: (self.loading_list(), None)),
                  (lambda: (self.kanta(), None)), (lambda: (self.khata(), None)), (lambda: (self.quality(), None)), (lambda: (self.sms(), None)),
                  (lambda: (self.committee(), None)), (lambda: (self.weather(), None)), (lambda: (ramble(r, _KISAN_BAAT, 6, " "), None)),
                  (lambda: (ramble(r, _KISAN_ROMAN, 4, " "), None)), (lambda: (letter(r, _MALIK, sep="\n\n"), None)), (lambda: (_YAAD, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**6, 10**9), t=r.choice(["kisan_pakistan", "mandi_news", "faisalabad_wala"])), None)),
                  (lambda: (f"{_SUBAH} {self.mid()}", None)), (lambda: (self.fact_like(), None)), self.photo, self.video, self.voice, self.document]
        weights = [25, 31, 1.6, 1.1, 1.1, 0.8, 0.7, 2, 0.7, 1.4, 1.6, 0.9, 1.2, 2.5, 3, 3, 5, 5.5, 1.2, 5.5, 1.2]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SUBAH} {text}", f"{text}\n\n{_YAAD}", f"{ramble(r, _KISAN_BAAT, 4, ' ')} اور {text}",
                         f"آج کی باتیں:\n1. {text}\n2. {self.mid()}", f"{text} 🙏", f"{text}\n— حاجی محمد اشرف", f"سب سن لیں: {text}",
                         f"{text} — نوٹ کر لیں", f"{self.weather()}\n\nدوسری بات: {text}", f"📌 {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.066) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    g = _Ghalla(rng)
    people = [f"923{rng.randrange(10**8, 5 * 10**8)}" for _ in range(rng.randrange(10, 26))]  # WhatsApp numbers

    # Busy from the morning weighing to the evening payments; quiet at night and in the fog.
    def gap() -> int:
        return rng.randrange(20, 1500) if rng.random() > 0.1 else rng.randrange(5 * 3600, 20 * 3600)

    voice = Voice(g.dukan, g.chatter, g.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
