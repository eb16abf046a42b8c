"""The bazaar family: the Telegram group of a carpet and rug shop (حجره فرش) in Tehran's Grand Bazaar with its workshop in Kashan, in Persian.

Written for batch 12, while eojang, society and suan (batch 11) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. Haj Sadegh Sadri keeps the
family's حجره in a تیمچه of the Grand Bazaar, where his father opened it; his son Kian sells to
tourists and on Instagram, Divar and Digikala; the foreman (اوستا رحیم) runs the looms, the wool and
the dye vats of the workshop in Kashan, and the grandmother (خانم‌جون) blesses them all. Persian is
written in Arabic script with zero-width non-joiners (می‌خوایم، قالی‌ها) and the Persian ی and ک; Haj
Sadegh writes formal notices that open with "با سلام و احترام" and are signed "مدیریت فرش صدری";
Kian writes Finglish, Persian in Latin letters ("salam, farda miam", "mersi", "ki mitoone?"), and
English; the foreman writes short texts the way he would say a voice note ("سلام حاجی دار سه تموم
شد"), and sends voice notes too; خانم‌جون writes one long blessing with no punctuation at all. Some
write Persian digits (۱۲۳, ۸۵٬۴۰۰), others Latin ones; a question ends in ؟, in ? or in nothing;
dates come in the Persian calendar (۲۳ آذر ۱۴۰۵, ۱۴۰۵/۰۹/۲۳) beside Gregorian ones (14 Dec,
۱۴ دسامبر, 2026/12/14); money is "۱۲۵ میلیون تومان", "125,000,000 تومان", "1,250,000,000 ریال",
"۴۸۰ تومن" (colloquial thousands) and "$1,200"; times are "ساعت ۱۰ صبح", "۴ بعدازظهر", "۱۱ و نیم
صبح" and "18:30". The same reminder about covering the rugs at night, the dehumidifier in the store
and an invoice for every sale comes again and again, and "سلام صبح همگی بخیر ☀️🌹" opens many a
message. Pasted into the chat: a rug's spec sheet (size, knots, رج, pile and warp), the day's
exchange rate list (دلار، یورو، درهم، سکه), an export customs declaration, a bank SMS (برداشت/واریز),
a spinner's wool and dye price list; links to Instagram, Divar, Digikala, Aparat and Neshan; photos
of rugs, videos of the looms, voice notes and many stickers.
Its facts are said the shop's way ("پیرو جلسه‌ی امروز، در خصوص صادرات به دبی مقرر شد: با بار
هوایی.", "ترخیص گمرک دست مریم یزدانی است", "bashe baba, فروش اینترنتی → تعطیلش می‌کنیم ✅").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "bazaar"
LANGUAGE = "fa"
# Messages per chat by default: about 18,000 to 28,000 characters of history and about 20 facts.
MESSAGES = 440

_FA = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
_FA_SEP = str.maketrans("0123456789,", "۰۱۲۳۴۵۶۷۸۹٬")
_MAHHA = ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند"]
_MILADI = ["ژانویه", "فوریه", "مارس", "آوریل", "مه", "ژوئن", "ژوئیه", "اوت", "سپتامبر", "اکتبر", "نوامبر", "دسامبر"]
_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_ROOZ = ["شنبه", "یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه"]
_ROOZ_L = ["shanbe", "yekshanbe", "doshanbe", "seshanbe", "chaharshanbe", "panjshanbe"]
_START = date(2026, 11, 29)
_NOWRUZ = date(2026, 3, 21)  # 1 فروردین 1405
# Family, workers and customers as the chatter names them (never a fact's person).
_ESM = ["کیان", "حاجی", "اوستا رحیم", "خانم‌جون", "آقا مرتضی", "مهسا", "عمو جواد", "آقا تقی", "پسرخاله", "صغری خانم"]
_MOSHTARI = ["هتل اسپیناس", "آقای دکتر فرهادی", "گالری ماه‌مهر", "اون خانم اصفهانی", "دفتر معماری آرین", "Mr. Weber", "آقای حیدری از مشهد"]

_TASMIM = Wording(
    topics=[("نمایشگاه فرش دستباف", ["غرفه می‌گیریم", "امسال شرکت نمی‌کنیم", "با پسرعمو شریکی غرفه می‌گیریم"]),
            ("فروش اینترنتی", ["فقط با پیش‌پرداخت ۳۰٪", "یه پیج جدا برای گبه‌ها", "تعطیلش می‌کنیم"]),
            ("رنگرزی کارگاه", ["فقط رنگ گیاهی", "روناس و نیل از یزد", "رنگ شیمیایی فقط برای گبه"]),
            ("صادرات به دبی", ["از طریق بندرعباس", "با بار هوایی", "فعلاً متوقف"]),
            ("قیمت‌گذاری برای توریست‌ها", ["فقط دلاری", "همه‌چیز تومانی", "یورو برای اروپایی‌ها"]),
            ("حجره دوم در سرای امیر", ["اجاره می‌کنیم", "صبر تا بعد از نوروز", "نمی‌گیریم"]),
            ("فرش‌های کهنه‌ی امانی", ["می‌دیم قالیشویی حاج‌رضا", "توی کارگاه خودمون می‌شوریم", "دیگه امانی قبول نمی‌کنیم"]),
            ("نقشه‌ی دار جدید", ["شاه‌عباسی", "لچک‌ترنج کاشان", "محرمات مدرن"])],
    decided=["تصمیم نهایی درباره‌ی {s}: {c}.", "با سلام و احترام\nپیرو جلسه‌ی امروز، در خصوص {s} مقرر شد: {c}.\nمدیریت فرش صدری",
             "خب پس قرار شد {s} {c} 👍", "bashe baba, {s} → {c} ✅", "{s}؟ {c}. تموم شد و رفت",
             "حاجی گفت {s} = {c}، دیگه بحثش نکنیم 🙏"],
    numbers=[("امروز {n} تخته فرش فروختیم الحمدلله 🙏", ("تخته فرش فروختیم", "{n} تخته")),
             ("فرش ابریشم قم که رسید {kn} رجه", ("فرش ابریشم قم", "{kn} رج")),
             ("فاکتور ریسندگی مشهد شد {tm}", ("فاکتور ریسندگی مشهد", "{tm}")),
             ("موجودی انبار کاشان: {n2} تخته", ("موجودی انبار کاشان", "{n2} تخته")),
             ("اجاره‌ی حجره از این ماه {tm2}", ("اجاره‌ی حجره", "{tm2}")),
             ("German buyer offered {usd} for the silk Nain 🤑", ("German buyer offered", "{usd}")),
             ("بافنده‌های کارگاه الان {bf} نفرن", ("بافنده‌های کارگاه", "{bf} نفر")),
             ("هزینه‌ی حمل هر تخته تا دبی {usd2} درمیاد", ("حمل هر تخته تا دبی", "{usd2}")),
             ("قالی ۱۲ متری کاشان رو {tm3} قیمت زدیم", ("قالی ۱۲ متری", "{tm3}")),
             ("followers-e page resid be {fl}k 🎉", ("followers-e page", "{fl}k"))],
    dates=[("وانت فرش‌های شسته {yawm} {saa} می‌رسه", ("وانت فرش‌های شسته", "{saa}")),
           ("جلسه با تاجر آلمانی {tarikh} {saa} توی حجره", ("تاجر آلمانی", "{tarikh}")),
           ("افتتاح نمایشگاه مصلی {tarikh}", ("نمایشگاه مصلی", "{tarikh}")),
           ("مهلت اظهار گمرکی محموله‌ی هامبورگ: {tarikh}", ("محموله‌ی هامبورگ", "{tarikh}")),
           ("عروسی دخترعمه {tarikh} تالار بهشت", ("عروسی دخترعمه", "{tarikh}")),
           ("سررسید چک آقای توکلی {tarikh}", ("چک آقای توکلی", "{tarikh}")),
           ("کارشناس بیمه {yawm} {saa} میاد انبار", ("کارشناس بیمه", "{saa}")),
           ("photoshoot-e farsha {yawm_l} saat {hl}, hame bian", ("photoshoot-e farsha", "saat {hl}")),
           ("تحویل فرش خانم رحیمی {yawm} {saa}", ("فرش خانم رحیمی", "{saa}"))],
    people=["مهدی فراهانی", "زهرا کاشی‌پز", "علیرضا نراقی", "فاطمه قمصری", "حسین آرانی", "مریم یزدانی", "رضا توسلی", "سارا بیدگلی",
            "امیر نطنزی", "نازنین افشار", "محمد جوشقانی", "الهام صفوی", "کاوه رفیعی", "شیرین مؤذن"],
    roles=[("از این به بعد صندوق حجره دست {p} است", "صندوق حجره"), ("سفارش‌های خارجی رو {p} پیگیری می‌کنه", "سفارش‌های خارجی"),
           ("{p} سرپرست جدید دارهای کاشانه", "سرپرست جدید دارها"), ("پیج اینستاگرام حجره رو {p} می‌گردونه 📸", "پیج اینستاگرام حجره"),
           ("ترخیص گمرک دست {p} است", "ترخیص گمرک"), ("حسابداری و چک‌ها با {p}", "حسابداری و چک‌ها"),
           ("{p} رفوگر جدیده، دستش طلاست", "رفوگر جدید"), ("معرفی می‌کنم: {p}، مسئول رنگرزی", "مسئول رنگرزی"),
           ("intro: {p} az emrooz karshenas-e gheymat-gozari-e", "karshenas-e gheymat"), ("کلید انبار پیش {p} می‌مونه", "کلید انبار")],
    tasks=["تعمیر دار شماره‌ی سه", "گرفتن استعلام بیمه‌ی باربری", "عکاسی از گبه‌های جدید", "پیگیری چک برگشتی", "تمدید پروانه‌ی کسب",
           "سفارش نخ ابریشم از کاشان", "آپدیت قیمت‌ها روی دیوار", "بردن فرش خانم شریفی به قالیشویی", "پرداخت قبض برق کارگاه",
           "ترجمه‌ی فاکتور انگلیسی", "عوض کردن قفل کرکره", "خرید رطوبت‌گیر دوم"],
    asked=["کی می‌تونه {a} رو انجام بده؟ 🙏", "هنوز کسی {a} رو انجام نداده!!", "با سلام و احترام\nخواهشمند است نسبت به {a} اقدام فرمایید.\nمدیریت فرش صدری",
           "ki mitoone {a}? man emrooz nemiresam", "بچه‌ها {a} یادتون نره تا پنجشنبه", "{a} مونده رو زمین، یکی برش داره"],
    edits=[("شماره کارت حجره: {x}", "شماره کارت حجره: {y} (قبلی اشتباه بود)", "شماره کارت حجره", "card"),
           ("شبای حساب شرکت: {x}", "شبای حساب شرکت: {y}", "شبای حساب شرکت", "iban"),
           ("رمز وای‌فای حجره: {x}", "رمز وای‌فای حجره: {y}", "رمز وای‌فای حجره", "wifi"),
           ("شماره بارنامه‌ی بندرعباس: {x}", "شماره بارنامه‌ی بندرعباس درستش: {y}", "بارنامه‌ی بندرعباس", "bl"),
           ("کد رهگیری پست مشتری شیراز: {x}", "کد رهگیری پست مشتری شیراز: {y}", "مشتری شیراز", "post"),
           ("شماره‌ی استاد رفوگر: {x}", "شماره‌ی درست استاد رفوگر: {y}", "استاد رفوگر", "tel"),
           ("لینک کاتالوگ زمستونه: {x}", "لینک کاتالوگ زمستونه: {y}", "لینک کاتالوگ زمستونه", "link")],
    changes=[("قیمت هر کیلو پشم کرک {x}", ["قیمت هر کیلو پشم کرک شد {y}", "از فردا قیمت هر کیلو پشم کرک {y}"], "پشم کرک", "wool"),
             ("ساعت باز کردن حجره: {x}", ["ساعت باز کردن حجره از شنبه: {y}", "اصلاحیه – ساعت باز کردن حجره: {y}"], "ساعت باز کردن حجره", "hour"),
             ("دستمزد هر متر بافت {x}", ["دستمزد هر متر بافت رفت {y}", "با بافنده‌ها توافق شد: دستمزد هر متر بافت {y}"], "دستمزد هر متر بافت", "wage"),
             ("ماشین بار کاشان {x} راه میفته", ["ماشین بار کاشان {y} راه میفته نه زودتر", "عوض شد، ماشین بار کاشان {y}"], "ماشین بار کاشان", "truck"),
             ("جلسه‌ی ماهانه‌ی خانواده {x}", ["جلسه‌ی ماهانه‌ی خانواده افتاد به {y}", "ببخشید، جلسه‌ی ماهانه‌ی خانواده {y}"], "جلسه‌ی ماهانه‌ی خانواده", "place"),
             ("نرخ دلار برای مشتری‌ها {x}", ["نرخ دلار برای مشتری‌ها از امروز {y}", "dollar update: نرخ دلار برای مشتری‌ها {y}"], "نرخ دلار برای مشتری‌ها", "rate"),
             ("باربری تا تبریز هر تخته {x}", ["باربری تا تبریز هر تخته شده {y}", "زنگ زدن گفتن باربری تا تبریز هر تخته {y}"], "باربری تا تبریز", "freight")])

# The chatter.
_KOOTAH = ["باشه", "چشم", "مرسی", "mersi", "merci", "ok", "اوکی", "دمت گرم", "خدا قوت", "قربونت", "👍", "🌹", "❤️", "😂", "🙏", "سلام", "salam",
           "چشم حاجی", "رسیدم", "تو راهم", "پنج دقیقه دیگه", "ایول", "عالیه", "نه", "آره", "ara", "na", "بله", "خیر", "ان‌شاءالله", "انشالله",
           "الحمدلله", "مبارکه 🎉", "جمعه‌تون بخیر", "صبح بخیر", "شب بخیر", "خسته نباشید", "سلامت باشی", "کجایی؟", "کجایی", "چی شد", "چی شد?",
           "😅", "👌", "🤲", "یا علی", "ya ali", "dastet dard nakone", "hatman", "باشه بابا", "nemidoonam", "فدات", "ok baba", "thx", "lol",
           "😂😂😂", "🌷🌷", "قبول باشه", "خدا حفظت کنه", "دیدم", "رسید", "oomadam", "hala bebinim"]
_MIANE = ["{j} باز کلید حجره رو جا گذاشته 🙄", "یه مشتری اومده دنبال گبه‌ی قشقایی", "بازار امروز خیلی شلوغه", "کی متر فلزی رو برد",
          "برق تیمچه رفته", "مشتری فرش رو پس آورد میگه رنگش داده", "ناهار چی داریم", "{m} همون سفارش پارسال رو می‌خوان",
          "هوا سرده کسی نمیاد بازار", "کجا گذاشتین دفتر فاکتورا رو", "{j} سلام می‌رسونه", "فردا کی در حجره رو باز می‌کنه",
          "بخاری انبار خرابه", "مأمورای شهرداری جلوی سبزه‌میدان وانتا رو جریمه می‌کنن", "حاجی بعدازظهر می‌خواد همه رو ببینه",
          "نخ لاکی تموم شده", "{m} نصف پولو دادن بقیه‌ش بمونه بعد", "خدا رو شکر این هفته کار بد نبود", "حال خانم‌جون امروز چطوره",
          "چرا کسی گوشی رو جواب نمیده", "دلار باز رفت بالا 😩", "یه توریست ایتالیایی اومد فقط عکس گرفت رفت 😂", "چای دم کشیده بیاین",
          "مترو پانزده خرداد شلوغ بود یه ساعت معطل شدم", "فرش ۶ متری کاشان رو بالاخره فروختیم", "{m} پرسیدن تخفیف میدیم یا نه",
          "کسی کارتخوان رو شارژ کرده", "پشت حجره آب چکه می‌کنه", "این گلیم‌ها رو کجا بچینم", "{j} کجایی پس", "یه فرش ۹ متری تبریز آوردن برای رفو",
          "salam, farda miam", "man too raham 10 min dige", "baba kasi hojre hast?", "aksa ro rikhtam too insta 📸",
          "ye order jadid az digikala oomad", "montazere vanetam", "ki metr ro bordeh?", "nemidoonam, az {j} bepors", "emrooz nemiresam, kelas daram",
          "bazar sholoughe?", "inja internet nadare aslan", "dollar chande emrooz?", "the client from Munich replied, wants more photos",
          "ok will do", "sent the invoice to {m}", "shipping is crazy expensive rn", "ye tourist-e japani 2ta gabbeh kharid 🔥",
          "مشتری میگه ارزون‌تر دیدم تو دیوار 🙄", "سه تا کوسن گلیمی ۳ تومن رفت", "{m} گفتن فردا میان", "این گبه رو کسی قیمت زده"]
_SOAL = {"کی", "کجا", "چرا", "چی", "کدوم", "چند", "چطور", "کسی", "این"}
_SOAL_END = ("چطوره", "یا نه", "کجایی پس", "قیمت زده", "باز می‌کنه")
_OSTA = ["سلام حاجی دار سه تموم شد", "امروز سه تا بافنده نیومدن", "پشم رسید", "رنگ روناس خوب درنیومد دوباره می‌زنیم", "فردا میام تهران",
         "نقشه رو بفرستین", "برق کارگاه قطعه", "بچه‌ها دارن پرداخت می‌کنن", "حاجی پول بافنده‌ها", "سلام علیکم خوبین", "چله‌کشی شروع شد",
         "خامه‌ها رو شستیم گذاشتیم آفتاب", "دار دو پایینش کج شده", "گفتم به رنگرز", "باشه حاجی چشم", "نخ کم داریم"]
_KHANOMJOON = ["الهی قربونتون برم بچه‌ها", "خدا به کسب و کارتون برکت بده", "یادش بخیر حاج‌آقای خدابیامرز این حجره رو سال چهل و دو باز کرد",
               "اون موقع یه قالی کاشان رو به هزار تومن می‌فروختیم", "تو معامله انصاف داشته باشید", "به مشتری دروغ نگید", "نماز اول وقت یادتون نره",
               "سلام منو به عروسا برسونید", "الهی که هیچ وقت دستتون خالی نباشه", "چشم حسود کور", "یه صلوات بفرستید", "مواظب خودتون باشید تو این سرما",
               "کیان جان درستو بخون مادر", "خدا همه‌ی مریضا رو شفا بده"]
_MODIRIAT = ["با سلام و احترام", "به اطلاع همکاران محترم می‌رساند حضور در حجره از ساعت ۹ صبح الزامی است.",
             "خواهشمند است فاکتور هر فروش در دفتر ثبت گردد.", "از همکاران گرامی تقاضا می‌شود پذیرایی از مشتریان با چای فراموش نشود.",
             "ارسال هرگونه فرش بدون هماهنگی قبلی ممنوع می‌باشد.", "از زحمات همه‌ی عزیزان در فصل نمایشگاه سپاسگزاریم.",
             "خواهشمند است در حضور مشتری از تلفن همراه استفاده نشود.", "فرش‌های امانی فقط با رسید تحویل گرفته شود.",
             "مدیریت فرش صدری – بازار بزرگ تهران، تیمچه‌ی حاجب‌الدوله"]
_YADAVARI = ("⚠️ یادآوری: شب فرش‌ها رو با پارچه بپوشونید، رطوبت‌گیر انبار همیشه روشن باشه، و برای هر فروش فاکتور بنویسید. "
             "آخرین نفری که میره کرکره رو قفل کنه و برق بخاری رو بکشه!")
_SOBH = "سلام صبح همگی بخیر ☀️🌹"
_LINKS = ["https://www.instagram.com/p/{k}/ پست جدید 🔥", "https://divar.ir/v/{k} یکی همین فرشو گذاشته دیوار ارزون‌تر",
          "https://www.digikala.com/product/dkp-{n}/ صفحه‌ی گبه‌مون تو دیجی‌کالا", "https://www.aparat.com/v/{k} فیلم کارگاه",
          "https://nshn.ir/{k} آدرس انبار جدید", "https://www.instagram.com/reel/{k}/ reel-e emrooz 😎", "https://divar.ir/v/{k} دار قالی دست دوم",
          "https://www.aparat.com/v/{k} مستند فرش کاشان"]
_BOT = ["ثبت شد ✍️", "ذخیره شد.", "نمی‌تونم پیام صوتی رو گوش بدم، می‌شه بنویسید؟", "خواهش می‌کنم!", "سر وقتش یادآوری می‌کنم."]


class _Bazaar:
    """One chat's draws and the shop's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.tasmim = Planter(rng, _TASMIM, self.jaa, self.meghdar)

    def fa(self, s: str, share: float = 0.55, sep: bool = False) -> str:
        """A number as some write it, in Persian digits (and ٬ for thousands), some of the time."""
        return s.translate(_FA_SEP if sep and self.rng.random() < 0.5 else _FA) if self.rng.random() < share else s

    def toman(self, millions: int) -> str:
        r = self.rng
        return r.choice([self.fa(f"{millions} میلیون تومان"), self.fa(f"{millions} میلیون تومان"), self.fa(f"{grouped(millions * 1_000_000, ',')} تومان", sep=True),
                         f"{grouped(millions * 10_000_000, ',')} ریال", self.fa(f"{millions} میلیون")])

    def dastmozd(self, halves: int) -> str:
        """A weaver's wage per metre, `halves` half-millions of tomans: ۶,۵۰۰ هزار تومان, ۶ و نیم میلیون, 3 میلیون تومان."""
        r, m = self.rng, halves // 2
        forms = [self.fa(f"{grouped(halves * 500, ',')} هزار تومان", sep=True), self.fa(f"{m} و نیم میلیون" if halves % 2 else f"{m} میلیون تومان")]
        if halves % 2 == 0:
            forms.append(f"{grouped(m * 10_000_000, ',')} ریال")
        return r.choice(forms)

    def dollar(self, n: int) -> str:
        r = self.rng
        return r.choice([f"${grouped(n, ',')}", f"${grouped(n, ',')}", f"{grouped(n, ',')} دلار", self.fa(f"{n} دلار"), f"{grouped(n, ',')} USD"])

    def saa(self, h: int, mi: int | None = None) -> str:
        """An hour: ساعت ۱۰ صبح, ۴ بعدازظهر, ۱۱ و نیم صبح or 18:30."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30, 15]) if mi is None else mi
        if r.random() < 0.3:
            return f"{h}:{mi:02d}" if r.random() < 0.7 else self.fa(f"{h}:{mi:02d}")
        part = "صبح" if h < 12 else "ظهر" if h < 14 else "بعدازظهر" if h < 17 else "عصر" if h < 19 else "شب"
        h12 = h - 12 if h > 12 else h
        tail = {0: "", 15: " و ربع", 30: " و نیم"}.get(mi, f":{mi:02d}")
        return self.fa(r.choice(["ساعت ", "ساعت ", ""]) + f"{h12}{tail} {part}", 0.7)

    def tarikh(self, n: int) -> str:
        """Day `n` of the chat's season, in the Persian calendar or the Gregorian one."""
        r = self.rng
        g = _START + timedelta(days=n)
        d = (g - _NOWRUZ).days
        pm, pd = (d // 31, d % 31 + 1) if d < 186 else (6 + (d - 186) // 30, (d - 186) % 30 + 1)
        forms = [self.fa(f"{pd} {_MAHHA[pm]}", 0.75), self.fa(f"{pd} {_MAHHA[pm]} ۱۴۰۵", 0.9),
                 self.fa(f"1405/{pm + 1:02d}/{pd:02d}", 0.6), f"{g.day} {_EN[g.month - 1]}", self.fa(f"{g.day} {_MILADI[g.month - 1]}", 0.7),
                 f"{g.year}/{g.month:02d}/{g.day:02d}"]
        return r.choices(forms, [3, 2, 2, 1, 1, 1])[0]

    def jaa(self, k: str) -> str:
        r, f = self.rng, self.tasmim.fresh
        slots = {"n": lambda: self.fa(str(f("n", 2, 30))), "kn": lambda: self.fa(str(f("kn", 30, 90))), "tm": lambda: self.toman(f("tm", 40, 400)),
                 "n2": lambda: self.fa(str(f("n2", 30, 400))), "tm2": lambda: self.toman(f("tm2", 20, 150)), "usd": lambda: self.dollar(f("usd", 8, 80) * 100),
                 "bf": lambda: self.fa(str(f("bf", 6, 40))), "usd2": lambda: self.dollar(f("usd2", 8, 60) * 5), "tm3": lambda: self.toman(f("tm3", 80, 900)),
                 "fl": lambda: str(f("fl", 5, 90)), "yawm": lambda: r.choice(_ROOZ), "yawm_l": lambda: r.choice(_ROOZ_L),
                 "saa": lambda: self.saa(f("h", 8, 21)), "hl": lambda: f"{f('hl', 9, 20)}:{r.choice(['00', '30'])}",
                 "tarikh": lambda: self.tarikh(f("tarikh", 0, 110))}
        return slots[k]()

    def meghdar(self, kind: str) -> str | None:
        r, f = self.rng, self.tasmim.fresh
        draws = {"card": lambda: self.fa(f"{r.choice(['6037', '6104', '5892', '6219'])} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)}", 0.4),
                 "iban": lambda: f"IR{r.randrange(10, 99)} 0{r.randrange(100, 999)} 0000 {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(10, 99)}",
                 "wifi": lambda: r.choice(["sadri", "farsh", "hojre", "Kashan"]) + r.choice(["_", "@", "#"]) + str(r.randrange(1000, 9999)),
                 "bl": lambda: f"BND-{r.randrange(100000, 999999)}/{r.choice(['05', '06'])}",
                 "post": lambda: str(r.randrange(10**19, 10**20)), "tel": lambda: self.fa(f"0912 {r.randrange(100, 999)} {r.randrange(1000, 9999)}", 0.4),
                 "link": lambda: f"https://t.me/sadri_carpet/{r.randrange(100, 9999)}" if r.random() < 0.5 else f"https://sadricarpet.ir/c/{code(r, 6)}",
                 "wool": lambda: self.fa(str(f("wool", 28, 95) * 10)) + r.choice([" تومن", " هزار تومان", " تومن"]),
                 "hour": lambda: self.saa(*divmod(f("hour", 28, 46) * 15, 60)),
                 "wage": lambda: self.dastmozd(f("wage", 6, 30)),
                 "truck": lambda: r.choice(["شنبه صبح زود", "ساعت ۵ صبح", "جمعه شب", "22:00", "بعد از نماز صبح", "سه‌شنبه ظهر", "۴ بعدازظهر",
                                            "پنجشنبه ساعت ۶", "6:30 صبح", "نصف شب"]),
                 "place": lambda: r.choice(["خونه‌ی حاجی تو تجریش", "حجره‌ی بالای تیمچه", "کارگاه کاشان", "رستوران مسلم", "باغ لواسان",
                                            "دفتر سرای امیر", "خونه‌ی عمو جواد"]),
                 "rate": lambda: self.fa(grouped(f("rate", 820, 995) * 100, ","), sep=True) + r.choice([" تومان", " تومن", ""]),
                 "freight": lambda: self.fa(str(f("freight", 15, 95) * 10)) + r.choice([" تومن", " هزار تومان"])}
        return self.tasmim.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def miane(self) -> str:
        r = self.rng
        t = r.choice(_MIANE).format(j=r.choice(_ESM), m=r.choice(_MOSHTARI))
        if r.random() < 0.35 and t[-1].isalnum():
            first = t.split()[0]
            if first in _SOAL or t.endswith(_SOAL_END) or first in ("ki", "baba", "bazar", "dollar"):
                t += r.choice(["؟", "?", "؟؟", ""])
            else:
                t += r.choice([".", "!", " 🌹", " ان‌شاءالله", "!!", " 😅"])
        return t

    def osta(self) -> Said:
        r = self.rng
        if r.random() < 0.45:
            return r.choice(["", "", "", "حاجی گوش کن", "🎤"]), media("voice", f"voice_{r.randrange(100, 999)}@{r.randrange(10, 29)}-12-2026.ogg", "audio/ogg",
                                                                     r.randrange(5_000, 600_000))
        return " ".join(r.sample(_OSTA, r.randrange(1, 3))), None

    def moshakhasat(self) -> str:
        """A rug's spec sheet, pasted from the workshop's notebook."""
        r = self.rng
        tarh = r.choice(["لچک‌ترنج", "شاه‌عباسی", "افشان", "محرمات", "گلدانی", "ماهی درهم", "هریس"])
        a, b = r.choice([(1.0, 1.5), (1.5, 2.25), (2.0, 3.0), (2.5, 3.5), (3.0, 4.0), (0.7, 1.2)])
        raj = r.randrange(30, 80)
        lines = [f"کد: K-{r.randrange(1000, 9999)}", f"طرح: {tarh}", f"ابعاد: {a:.2f} × {b:.2f} متر", f"رج: {raj}",
                 f"گره در متر مربع: {grouped(raj * raj * 290 // 10 * 10, ',')}", f"پرز: {r.choice(['پشم دستریس', 'پشم و ابریشم', 'ابریشم', 'کرک'])}",
                 f"چله: {r.choice(['پنبه', 'ابریشم'])}", f"رنگ: {r.choice(['گیاهی', 'گیاهی + شیمیایی'])}",
                 f"زمان بافت: {r.randrange(4, 30)} ماه"]
        body = "\n".join(self.fa(x, 0.4) for x in lines[:r.randrange(5, len(lines) + 1)])
        return r.choice(["مشخصات فرش:", "spec sheet 👇", "شناسنامه‌ی فرش"]) + "\n```\n" + body + "\n```"

    def nerkh(self) -> str:
        """The day's exchange rates, as a sarraf's channel posts them."""
        r = self.rng
        rows = [("دلار", r.randrange(820, 995) * 100), ("یورو", r.randrange(880, 1090) * 100), ("درهم امارات", r.randrange(220, 272) * 100),
                ("لیر ترکیه", r.randrange(18, 27) * 100), ("پوند", r.randrange(1050, 1250) * 100), ("سکه امامی", r.randrange(900, 1300) * 100_000)]
        pick = rows[:2] + r.sample(rows[2:], r.randrange(1, 4))
        head = r.choice(["📊 نرخ ارز امروز بازار آزاد", "نرخ لحظه‌ای ارز - صرافی میدان فردوسی", "Forwarded from کانال نرخ ارز"])
        return head + "\n" + "\n".join(self.fa(f"{n}: {grouped(v, ',')} تومان", 0.6, sep=True) for n, v in pick) + r.choice(["", "\n🔺", "\n🔻 نسبت به دیروز"])

    def gomrok(self) -> str:
        """An export customs declaration, pasted from the broker."""
        r = self.rng
        return ("اظهارنامه‌ی صادراتی\n"
                f"شماره کوتاژ: {r.randrange(1_000_000, 9_999_999)}\nکد تعرفه: 5701.10\nکالا: فرش دستباف پشمی\n"
                f"تعداد: {r.randrange(2, 40)} تخته\nوزن ناخالص: {r.randrange(40, 900)} kg\n"
                f"گمرک: {r.choice(['فرودگاه امام', 'شهید رجایی بندرعباس', 'غرب تهران'])}\n"
                f"Consignee: {r.choice(['Teppich Haus GmbH, Hamburg', 'Al Noor Carpets LLC, Dubai', 'Galleria Tappeti, Milano'])}\n"
                f"ارزش: ${grouped(r.randrange(20, 400) * 100, ',')}")

    def bank(self) -> str:
        r = self.rng
        kind = r.choice(["برداشت", "واریز"])
        amt = grouped(r.randrange(5, 4000) * 100_000, ",")
        when = f"{r.choice(['09', '10', '11'])}/{r.randrange(1, 31):02d} {r.randrange(8, 22)}:{r.randrange(0, 60):02d}"
        return self.fa(f"{r.choice(['بانک ملت', 'بانک ملی', 'بانک سامان'])}\n{kind}: {amt}\nحساب: ...{r.randrange(1000, 9999)}\n"
                       f"مانده: {grouped(r.randrange(10, 90_000) * 100_000, ',')}\n1405/{when}", 0.5, sep=True)

    def pashm(self) -> str:
        """A spinner's wool and dye price list."""
        r = self.rng
        items = ["پشم مرینوس", "پشم ایرانی درجه یک", "خامه‌ی دستریس", "نخ ابریشم", "نخ پنبه‌ی چله", "رنگ روناس", "نیل", "اسپرک", "پوست انار"]
        rows = [f"{s:<18} کیلو  {self.fa(str(r.randrange(15, 250) * 10), 0.4)}" for s in r.sample(items, r.randrange(4, 8))]
        return (r.choice(["لیست قیمت ریسندگی توس - مشهد", "قیمت‌های امروز رنگرزی کاشان", "price list pashm o rang"]) + "\n```\nکالا               واحد  قیمت (هزار تومان)\n"
                + "\n".join(rows) + "\n```" + r.choice(["", "\nقیمت‌ها بدون کرایه‌ست", "\nابریشم گرون شده حاجی"]))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_KOOTAH), None)), (lambda: (self.miane(), None)), self.osta, (lambda: (self.moshakhasat(), None)),
                  (lambda: (self.nerkh(), None)), (lambda: (self.gomrok(), None)), (lambda: (self.bank(), None)), (lambda: (self.pashm(), None)),
                  (lambda: (ramble(r, _KHANOMJOON, 6, " "), None)), (lambda: (letter(r, _MODIRIAT, sep="\n"), None)), (lambda: (_YADAVARI, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**6, 10**8)), None)),
                  (lambda: (f"{_SOBH} {self.miane()}", None)), self.aks, self.film, self.sticker]
        weights = [24, 28, 7, 1.5, 2, 1, 1.5, 1.2, 3, 2, 2.5, 3, 3, 6, 1.2, 4]
        return r.choices(makers, weights)[0]()

    def aks(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "فرش جدید کارگاه", "ببینید رنگشو 😍", "این گبه قشنگه", "پشت فرش، گره‌ها رو ببینید", "ویترین امروز", "رفو شده"]),
                media("photo", f"photo_{r.randrange(1000, 9999)}@{r.randrange(10, 29)}-{r.choice(['12', '01', '02'])}-2026.jpg", "image/jpeg", r.randrange(70_000, 3_500_000)))

    def film(self) -> Said:
        r = self.rng
        return r.choice(["دار سه", "شستن فرش‌ها کنار رودخونه", ""]), media("video", f"video_{r.randrange(1000, 9999)}@{r.randrange(10, 29)}-12-2026.mp4",
                                                                            "video/mp4", r.randrange(900_000, 30_000_000))

    def sticker(self) -> Said:
        r = self.rng
        return "", media("sticker", r.choice(["sticker.webp", "AnimatedSticker.tgs"]), r.choice(["image/webp", "application/x-tgsticker"]), r.randrange(8_000, 60_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SOBH} {text}", f"{text}\n\n{_YADAVARI}", f"{ramble(r, _KHANOMJOON, 4, ' ')} راستی {text}",
                         f"از جلسه‌ی امروز:\n- {text}\n- {self.miane()}", f"{text} 🌹", f"{self.nerkh()}\n\nضمناً: {text}",
                         f"{text}\nمدیریت فرش صدری", f"{text} خدا قوت 🙏"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.047) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    b = _Bazaar(rng)
    people = [f"989{rng.choice(['12', '19', '35', '13'])}{rng.randrange(1_000_000, 9_999_999)}" for _ in range(rng.randrange(6, 12))]  # Iranian mobile numbers

    # From the bazaar's opening to its closing; the workshop writes early; quiet on Fridays.
    def gap() -> int:
        return rng.randrange(20, 1700) if rng.random() > 0.1 else rng.randrange(8 * 3600, 34 * 3600)

    voice = Voice(b.tasmim, b.chatter, b.wrap, 0.24, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
