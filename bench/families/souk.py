"""The souk family: the WhatsApp group of a family spice and roastery shop (محمص ومطحنة) in downtown Amman, in Arabic.

Written for batch 10, while komando, tiemmay and hafaka (batch 9) were still held out, and run on
no version of the summarizer when it was committed: a held-out family. Abu Khalil opened the shop
by the sugar market in 1974; his son Khalil runs it now, his daughter Samar keeps the books, the
grandson Yazan does Instagram and the Talabat orders, and two workers roast coffee with cardamom
and grind za'atar, sumac and spice mixes for the restaurants and hotels of Amman; the chat runs
through Ramadan, when the shop's hours and its sales change. Khalil writes notices in Modern
Standard Arabic that open with "إعلان للعاملين في المحل:" and are signed "الإدارة – محامص ومطاحن
أبو خليل"; the others write Levantine colloquial ("شو", "هلأ", "بدنا", "منيح", "يعطيك العافية"); Yazan
writes Arabizi in Latin letters with 3, 7, 2 and 5 for ع, ح, ء and خ ("ana 3al tari2", "7ajje");
Abu Khalil writes one long message of blessings and memories with no punctuation at all. Some
write Arabic-Indic digits (٤٫٥ دينار, الساعة ٤), others Latin ones (4.5 JD, 4:30), the question mark
is ؟ or nothing, Gregorian dates come in the Levantine month names (١٤ كانون الأول) or as 14/12 and
Hijri ones as "١٥ شعبان". The same reminder about invoices, zeroing the scale and closing the spice
bags comes again and again, and "صباح الخير يا أحلى عيلة ☀️☕" opens many a message. Pasted into the
chat: a supplier's price list, the warehouse stock, a Talabat order, a forwarded notice from the
municipality or the weather service, the prayer times, a bank transfer SMS; links to Google Maps,
Instagram, Talabat, OpenSooq, Roya News, the JFDA and YouTube; photos, voice notes (many), videos
and stickers. Money is "١٢٫٥ دينار", "12.5 JD", "3.250" (fils) and "٣٥٠ دينار".
Its facts are said the family's way ("قرار الإدارة بخصوص عروض رمضان: سلة رمضان بـ ٢٠ دينار",
"المحاسبة والفواتير عند دانا حداد").
"""

from __future__ import annotations

import random

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "souk"
LANGUAGE = "ar"
# Messages per chat by default: about 14,000 to 23,000 characters of history and about 20 facts.
MESSAGES = 380

_HINDI = str.maketrans("0123456789.,", "٠١٢٣٤٥٦٧٨٩٫٬")
_ASHHUR = ["كانون الأول", "كانون الثاني", "شباط", "آذار"]  # December to March, as the Levant names them
_HIJRI = ["جمادى الآخرة", "رجب", "شعبان", "رمضان"]
_DAWAM = ["10 الصبح لـ 4 العصر", "9 الصبح للمغرب", "بعد التراويح للساعة 1", "11 الصبح لـ 5 العصر", "8 الصبح للعصر", "بعد الفطور لنص الليل"]
_AYYAM = ["الأحد", "الإثنين", "الثلاثاء", "الأربعاء", "الخميس", "السبت"]
# Family, workers and customers as the chatter names them (never a fact's person).
_ASMA = ["محمود", "أم خليل", "سمر", "يزن", "أبو سمير", "جميل", "منى", "عادل", "الحج", "خالد"]
_ZABAYIN = ["مطعم هاشم", "فندق الأردن", "كافيه ريمال", "مطعم القدس", "حلويات حبيبة", "مخبز الشرق", "أبو جبارة"]

_QARARAT = Wording(
    topics=[("عروض رمضان", ["خصم ١٠٪ على كل البهارات", "سلة رمضان بـ ٢٠ دينار", "بدون عروض هالسنة"]),
            ("توصيل الطلبات", ["عن طريق تطبيق طلبات", "مع السواق تبعنا بس", "كريم للزباين الكبار"]),
            ("المحل الثاني في خلدا", ["نفتحه بالصيف", "نأجله لبعد العيد", "ما بنفتحه أصلاً"]),
            ("مورد الزعتر", ["نضل مع مزارع عجلون", "نجيبه من نابلس", "نزرع ونطحن عنا"]),
            ("فتح المحل يوم الجمعة", ["بعد الصلاة للساعة ٩ بالليل", "مسكّر طول النهار", "نص نهار بس"]),
            ("الدفع بالبطاقة", ["نقبل فيزا وكليك", "كاش بس", "فوق ١٠ دنانير بس"]),
            ("تغليف الهدايا", ["علب كرتون عليها الشعار", "أكياس قماش", "سلال قش"]),
            ("محمصة القهوة الكبيرة", ["نصلّحها عند أبو فادي", "نبيعها ونجيب جديدة", "نستنى لبعد رمضان"])],
    decided=["تم الاتفاق: {s} – {c}.", "خلص يا جماعة، {s}: {c} 👍", "قرار الإدارة بخصوص {s}: {c}", "{s}: {c}، هيك اتفقنا مع الحج",
             "ok ya jama3a, {s} → {c} ✅", "بعد النقاش استقر الرأي على ما يلي – {s}: {c}. وشكراً للجميع"],
    numbers=[("بعنا اليوم {kg} كيلو قهوة ما شاء الله 💪", ("بعنا اليوم", "{kg} كيلو قهوة")),
             ("غلة المحل هالأسبوع {jd} دينار", ("غلة المحل هالأسبوع", "{jd} دينار")),
             ("فاتورة الكهربا طلعت {jd2} دينار 😳", ("فاتورة الكهربا", "{jd2} دينار")),
             ("مخزون الهيل الأخضر: {kys} كيس", ("مخزون الهيل الأخضر", "{kys} كيس")),
             ("طلبية مطعم السنابل {kg2} كيلو بهارات مشكلة", ("طلبية مطعم السنابل", "{kg2} كيلو")),
             ("سعر كيلو الهيل من المورد صار {jdd} JD", ("سعر كيلو الهيل من المورد", "{jdd} JD")),
             ("دخل المحل اليوم {zb} زبون الله يزيد ويبارك", ("دخل المحل اليوم", "{zb} زبون")),
             ("أجرة المحل السنوية {jd3} دينار", ("أجرة المحل السنوية", "{jd3} دينار")),
             ("الطلبات أونلاين هالشهر وصلت {tl} طلب", ("الطلبات أونلاين هالشهر", "{tl} طلب")),
             ("ماكينة الطحن الجديدة سعرها {jd4} دينار", ("ماكينة الطحن الجديدة", "{jd4} دينار"))],
    dates=[("اجتماع العيلة يوم {yawm} {saa} بالبيت", ("اجتماع العيلة", "{saa}")),
           ("شحنة البهارات من الهند بتوصل العقبة {tarikh}", ("شحنة البهارات من الهند", "{tarikh}")),
           ("تخفيضات رمضان بتبلش {hijri}", ("تخفيضات رمضان", "{hijri}")),
           ("آخر موعد لتجديد رخصة المهن {tarikh}", ("تجديد رخصة المهن", "{tarikh}")),
           ("مفتش الغذاء والدواء جاي يوم {yawm} {saa}", ("مفتش الغذاء والدواء", "{saa}")),
           ("عرس سلمى بنت عمك {tarikh} بصالة الريم", ("عرس سلمى", "{tarikh}")),
           ("تسليم طلبية الفندق يوم {yawm} {saa}", ("تسليم طلبية الفندق", "{saa}")),
           ("آخر يوم لدفع ضريبة المبيعات {tarikh}", ("ضريبة المبيعات", "{tarikh}")),
           ("بازار الجمعية الخيرية {tarikh} من {saa}", ("بازار الجمعية الخيرية", "{tarikh}"))],
    people=["رامي الخطيب", "دانا حداد", "ليث العمري", "رنا النسور", "مهند الزعبي", "هبة المصري", "طارق البطاينة", "نور الشوبكي",
            "عمر القضاة", "سارة الطراونة", "باسل الحوراني", "لانا عبيدات", "فادي الكردي", "ريم المجالي"],
    roles=[("الصندوق صار مسؤولية {p} من اليوم", "الصندوق صار مسؤولية"), ("طلبات المطاعم والفنادق عند {p}", "طلبات المطاعم والفنادق"),
           ("التواصل مع الموردين عن طريق {p}", "التواصل مع الموردين"), ("المحاسبة والفواتير عند {p}", "المحاسبة والفواتير"),
           ("انستغرام المحل بيمسكه {p} 📸", "انستغرام المحل"), ("{p} رح يستلم التحميص الصبح", "يستلم التحميص"),
           ("مفاتيح المستودع مع {p}", "مفاتيح المستودع"), ("السواقة والتوصيل على {p}", "السواقة والتوصيل"),
           ("أهلا بـ{p}، انضم/ت لقسم القهوة ☕", "لقسم القهوة")],
    tasks=["تصليح ماكينة الطحن الصغيرة", "طلب أكياس ورق جديدة من سحاب", "تجديد اشتراك الانترنت", "تنظيف فلتر المحمصة", "دفع فاتورة المي",
           "تصوير البضاعة الجديدة للانستغرام", "ترتيب رفوف البهارات الهندية", "شراء ميزان ديجيتال", "إرسال كشف الحساب لمطعم السنابل",
           "تبديل لمبة اليافطة", "متابعة الشيك المرتجع", "تعبئة جرة الغاز للمحمصة"],
    asked=["مين بيقدر يتكفل ب{a}؟ 🙏", "لسا ما حدا عمل {a}!!", "يا جماعة ضروري {a} قبل الخميس", "مطلوب: {a}. الرجاء ممن يستطيع التواصل معي.",
           "meen fadi la {a}? ana mish 2ader", "بدنا حدا يساعد في {a} الله يرضى عليكم"],
    edits=[("رقم حساب المحل: {x}", "رقم حساب المحل: {y} (كان في غلط برقم)", "رقم حساب المحل", "iban"),
           ("اسم CliQ تبع المحل: {x}", "اسم CliQ تبع المحل: {y}", "CliQ تبع المحل", "cliq"),
           ("رقم مندوب شركة الشرق للبهارات: {x}", "رقم مندوب شركة الشرق للبهارات الصحيح: {y}", "مندوب شركة الشرق", "tel"),
           ("باسورد الواي فاي بالمحل: {x}", "باسورد الواي فاي بالمحل: {y}", "باسورد الواي فاي", "wifi"),
           ("رقم بوليصة شحنة الهند: {x}", "رقم بوليصة شحنة الهند: {y}", "بوليصة شحنة الهند", "bol"),
           ("رمز باب المستودع: {x}", "رمز باب المستودع صار {y}", "رمز باب المستودع", "ramz")],
    changes=[("سعر كيلو الزعتر البلدي {x}", ["سعر كيلو الزعتر البلدي صار {y}", "من بكرا سعر كيلو الزعتر البلدي {y}"], "سعر كيلو الزعتر البلدي", "zaatar"),
             ("دوام المحل برمضان من {x}", ["دوام المحل برمضان صار من {y}", "تعديل: دوام المحل برمضان من {y}"], "دوام المحل برمضان", "dawam"),
             ("سعر كيلو القهوة الوسط {x}", ["سعر كيلو القهوة الوسط تغيّر وصار {y}", "انتبهوا، سعر كيلو القهوة الوسط هلأ {y}"], "سعر كيلو القهوة الوسط", "qahwa"),
             ("سيارة التوزيع بتطلع {x}", ["سيارة التوزيع بتطلع {y} مش قبل", "بكرا سيارة التوزيع بتطلع {y}"], "سيارة التوزيع", "sayyara"),
             ("يومية العامل {x}", ["يومية العامل صارت {y}", "اتفقنا: يومية العامل {y} من أول الشهر"], "يومية العامل", "yawmiyya"),
             ("بضاعة تركيا بتوصل {x}", ["بضاعة تركيا تأخرت، بتوصل {y}", "المورد حكى: بضاعة تركيا بتوصل {y}"], "بضاعة تركيا", "turkiya")])

# The chatter.
_QASIR = ["تمام", "ماشي", "👍", "يعطيك العافية", "الله يعافيك", "تسلم", "تسلمي", "ok", "اوكي", "hala", "tamam", "ya3tek el 3afye", "طيب",
          "ان شاء الله", "إن شاء الله", "الحمدلله", "😂", "🤲", "❤️", "وصلت", "بالطريق", "خمس دقايق", "ولا يهمك", "ابشر", "على راسي", "يسلمو",
          "لا", "اه", "مبروك 🎉", "جمعة مباركة 🌹", "صباح الخير", "مسا الخير", "تصبحوا على خير", "😅", "🙏", "مزبوط", "wallah?", "5alas",
          "hahaha", "ههههه", "هههههههه", "يا ريت", "مش مشكلة", "شو؟", "ليش", "وينك", "رمضان كريم 🌙", "الله أكرم", "تقبل الله", "👌🏻", "حاضر"]
_WASAT = ["{j} نسي المفتاح بالمحل مرة ثانية 🙄", "في زبون بدو ٥ كيلو قهوة مع هيل زيادة", "الطحنة اليوم طلعت ناعمة زيادة", "وسط البلد زحمة كثير اليوم",
          "مين أخذ الميزان الصغير", "وصلت بضاعة السماق", "الكهربا قاطعة بالمحل", "الزبون رجّع الزعتر قال فيه رمل", "شو في عنا غدا",
          "{z} بدهم نفس طلبية الشهر الماضي", "الجو برد، الناس بتشتري ميرمية وزهورات", "وين حطيتوا أكياس الكيلو", "ريحة القهوة واصلة لآخر الشارع ☕",
          "{j} بسلم عليكم كلكم", "مين رح يفتح بكرا الصبح", "المكيف بالمستودع خربان", "الشرطة كانت بتخالف السيارات عند الجسر",
          "الحج بده يشوفكم بعد العصر", "في نقص بالكركم", "{z} دفعوا نص الحساب والباقي بعدين", "الحمدلله الشغل منيح هالأسبوع",
          "كيف صارت أمك اليوم", "ليش ما حدا رد على التلفون", "بدنا نطبع ستيكرات جديدة للعلب", "ana 3al tari2 ba3d 10 d2aye2",
          "shu el wad3 el yom? fi 7ada bel ma7al", "7ajje el 7ajj bedo yeshofak", "la2 ma fi kharoub ba2a", "ya3ni lazem nsakker bakkeer?",
          "wallah ma ba3ref, es2al {j}", "ba3atet el sowar 3al insta 📸", "fi order jdeed 3ala talabat", "3am bestanna el sayyara", "meen 2a5ad el shawa7en",
          "{j} الله يرضى عليك جيب معك خبز", "حدا بعرف محل بصلح موازين", "الزباين بسألوا عن قمر الدين", "بكرا أول يوم بالمدارس، ما في زحمة الصبح",
          "خلص الكمون المطحون، بدنا نطحن", "في ناس بدهم بهارات كبسة سعودية", "{z} بدهم فاتورة رسمية", "المطر وقّف الشغل شوي 🌧",
          "منى جابت كعك، تفضلوا", "الله يرحم أيام زمان", "ليش الباب الخلفي مفتوح", "البنك سكّر بكير اليوم"]
_ASILA = {"شو", "مين", "وين", "ليش", "كيف", "قديش", "امتى", "حدا", "في"}
_HAJJ = ["الله يرضى عليكم يا ولاد", "والله ما في أطيب من شغل الإيد", "أنا فتحت هالمحل سنة ٧٤ بإيدي", "وكان الكيلو بقرشين", "والناس كانت تيجي من السلط ومن إربد",
         "المهم البركة يا ولاد", "والأمانة قبل كل شي", "لا تغشوا حدا بالوزن", "الله يحميكم ويوفقكم ويرزقكم من وسع", "وسلموا على أمكم",
         "وما تنسوا تطفوا المحمصة قبل ما تروحوا", "جمعة مباركة عليكم وعلى كل المسلمين"]
_IDARA = ["إعلان للعاملين في المحل:", "يُرجى الالتزام بارتداء غطاء الرأس والقفازات أثناء التعبئة.", "يُمنع منعاً باتاً بيع أي بضاعة دون فاتورة.",
          "على الجميع تسجيل ساعات الحضور في الدفتر المخصص لذلك.", "يُرجى إغلاق أكياس البهارات بإحكام حفاظاً على جودتها.",
          "نشكر الجميع على جهودهم في موسم الأعياد.", "يُرجى عدم استخدام الهاتف أمام الزبائن.", "الإدارة – محامص ومطاحن أبو خليل"]
_TADHKIR = ("⚠️ تذكير: كل بيعة بفاتورة، الميزان بيتصفّر قبل كل وزنة، وأكياس البهارات بتتسكر منيح. واللي بيسكّر آخر واحد يطفي المحمصة ويتأكد "
            "إنو باب المخزن مسكّر!")
_SABAH = "صباح الخير يا أحلى عيلة ☀️☕"
_ROWABIT = ["https://maps.app.goo.gl/{k} موقع الزبون", "https://www.instagram.com/p/{k}/ البوست الجديد 🔥", "https://www.talabat.com/jordan/restaurant/{n} صفحتنا عطلبات",
            "https://jo.opensooq.com/ar/search/{n} محمصة مستعملة للبيع", "https://royanews.tv/news/{n} شوفوا الخبر", "https://www.jfda.jo/Default.aspx?id={n} التعليمات الجديدة",
            "https://www.youtube.com/watch?v={k} طريقة تحميص القهوة التركية", "https://maps.app.goo.gl/{k} المستودع الجديد"]
_BOT = ["تم التسجيل ✍️", "تم الحفظ.", "ما بقدر أسمع الرسائل الصوتية، ممكن تكتبها؟", "العفو!", "رح ذكّركم بالوقت."]


class _Souk:
    """One chat's draws and the family's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.qararat = Planter(rng, _QARARAT, self.khana, self.qima)

    def arqam(self, s: str, share: float = 0.45) -> str:
        """A number as some write it, in Arabic-Indic digits (with ٫ and ٬), some of the time."""
        return s.translate(_HINDI) if self.rng.random() < share else s

    def dinar(self, fils: int) -> str:
        """An amount in dinars: 12.5, 4.25 or 30."""
        return f"{fils / 1000:.3f}".rstrip("0").rstrip(".")

    def saa(self, h: int) -> str:
        r = self.rng
        mi = r.choice(["", "", " ونص", " وربع", ":30", ":15"])
        part = "الصبح" if h < 12 else "الظهر" if h == 12 else "العصر" if h < 17 else "المسا"
        h12 = h - 12 if h > 12 else h
        t = f"الساعة {h12}{mi}" + (f" {part}" if r.random() < 0.6 and ":" not in mi else "")
        return self.arqam(t)

    def tarikh(self, n: int) -> str:
        m, d = divmod(n, 28)
        if self.rng.random() < 0.5:
            return self.arqam(f"{d + 1} {_ASHHUR[m]}")
        return self.arqam(f"{d + 1}/{[12, 1, 2, 3][m]}")

    def khana(self, k: str) -> str:
        r, f = self.rng, self.qararat.fresh
        slots = {"kg": lambda: self.arqam(str(f("kg", 8, 90))), "jd": lambda: self.arqam(grouped(f("jd", 40, 400) * 10, ",")),
                 "jd2": lambda: self.arqam(f"{f('jd2', 60, 400)}.{r.choice(['250', '500', '750', '800'])}"), "kys": lambda: self.arqam(str(f("kys", 4, 60))),
                 "kg2": lambda: self.arqam(str(f("kg2", 10, 80))), "jdd": lambda: self.dinar(f("jdd", 36, 90) * 250),
                 "zb": lambda: self.arqam(str(f("zb", 40, 300))), "jd3": lambda: self.arqam(grouped(f("jd3", 30, 120) * 100, ",")),
                 "tl": lambda: self.arqam(str(f("tl", 20, 200))), "jd4": lambda: self.arqam(grouped(f("jd4", 8, 60) * 50, ",")),
                 "yawm": lambda: r.choice(_AYYAM), "saa": lambda: self.saa(f("h", 8, 21)), "tarikh": lambda: self.tarikh(f("tarikh", 0, 112)),
                 "hijri": lambda: self.arqam(f"{f('hijri', 1, 28)} شعبان" + r.choice(["", " 1448هـ"]), 0.6)}
        return slots[k]()

    def qima(self, kind: str) -> str | None:
        r, f = self.rng, self.qararat.fresh
        draws = {"iban": lambda: (f"JO{r.randrange(10, 99)} ARAB {r.randrange(1000, 9999)} 0000 {r.randrange(1000, 9999)} "
                                  f"{r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(10, 99)}"),
                 "cliq": lambda: f"ABUKHALIL.{code(r, 4, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}", "tel": lambda: f"07{r.choice('789')} {r.randrange(100, 999)} {r.randrange(1000, 9999)}",
                 "wifi": lambda: f"bharat{r.randrange(1000, 9999)}@", "bol": lambda: f"MSKU{r.randrange(1_000_000, 9_999_999)}",
                 "ramz": lambda: self.arqam(str(f("ramz", 1000, 9999)), 0.5),
                 "zaatar": lambda: self.arqam(self.dinar(f("zaatar", 12, 40) * 250)) + r.choice([" دينار", " JD"]),
                 "dawam": lambda: self.arqam(_DAWAM[f("dawam", 0, len(_DAWAM))]),
                 "qahwa": lambda: self.arqam(self.dinar(f("qahwa", 24, 48) * 250)) + r.choice([" دينار", " JD"]),
                 "sayyara": lambda: r.choice(["الساعة ٦ الصبح", "الساعة 6:30", "الساعة ٧ الصبح", "بعد صلاة الفجر", "الساعة 8", "الساعة ٧ ونص"]),
                 "yawmiyya": lambda: self.arqam(str(f("yawmiyya", 12, 30))) + r.choice([" دينار", " JD"]),
                 "turkiya": lambda: self.tarikh(f("turkiya", 20, 112))}
        return self.qararat.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def wasat(self) -> str:
        r = self.rng
        t = r.choice(_WASAT).format(j=r.choice(_ASMA), z=r.choice(_ZABAYIN))
        if r.random() < 0.3 and t[-1].isalpha() and "\u0600" <= t[-1] <= "\u06ff":
            t += "؟" if t.split()[0] in _ASILA else r.choice([".", "!", " 🌹", " ان شاء الله", "!!"])
        return t

    def asaar(self) -> str:
        r = self.rng
        asnaf = ["كمون مطحون", "فلفل أسود حب", "كركم", "هيل أخضر ممتاز", "قرفة عيدان", "سماق", "بهار مشكل", "كزبرة حب", "يانسون", "قهوة برازيلي خام"]
        rows = [f"{s:<16} كغ   {self.arqam(f'{r.randrange(1, 16)}.{r.randrange(0, 1000):03d}', 0.3)}" for s in r.sample(asnaf, r.randrange(4, 8))]
        return "قائمة أسعار – شركة الشرق للبهارات\n```\nالصنف            الوحدة  السعر (دينار)\n" + "\n".join(rows) + "\n```" \
            + r.choice(["", "\nالأسعار شاملة الضريبة", "\nغلّوا الهيل كثير"])

    def jard(self) -> str:
        r = self.rng
        asnaf = ["هيل", "فلفل أسود", "زعتر أخضر", "سماق", "قهوة خام", "ميرمية", "بابونج", "أكياس نص كيلو", "علب هدايا"]
        return "جرد المستودع:\n" + "\n".join(f"- {s}: {self.arqam(str(r.randrange(0, 60)), 0.5)} {r.choice(['كيس', 'كرتونة', 'كيلو'])}"
                                              for s in r.sample(asnaf, r.randrange(3, 7)))

    def talabat(self) -> str:
        r = self.rng
        items = ["قهوة وسط مع هيل ٥٠٠غ", "زعتر بلدي ربع كيلو", "بهارات مشكلة", "سماق ١٠٠غ", "قمر الدين", "كعك بسمسم"]
        lines = "\n".join(f"{r.randrange(1, 4)}x {i}" for i in r.sample(items, r.randrange(1, 4)))
        where = r.choice(["عبدون", "الشميساني", "جبل عمان", "تلاع العلي", "الصويفية"])
        return (f"طلب جديد #{r.randrange(100000, 999999)} – talabat\n{lines}\nالمجموع: {r.randrange(3, 30)}.{r.choice(['000', '500', '250'])} JD\n"
                f"التوصيل: {where}")

    def manqul(self) -> str:
        r = self.rng
        return r.choice(["منقول 👇\nتعلن أمانة عمان الكبرى عن إغلاق جزئي لشارع الملك طلال يوم الجمعة لأعمال صيانة البنية التحتية، يرجى استخدام الطرق البديلة.",
                         f"📢 دائرة الأرصاد الجوية: منخفض جوي يؤثر على المملكة اعتباراً من مساء {r.choice(_AYYAM)}، أمطار غزيرة وتشكل السيول في "
                         f"الأودية، ودرجات الحرارة العظمى في عمّان {r.randrange(6, 14)}.",
                         "*منقول*\nتذكّر المؤسسة العامة للغذاء والدواء أصحاب محلات العطارة بضرورة وضع بطاقة البيان على جميع العبوات.",
                         "Forwarded\nتعميم: تعطيل الدوام الرسمي يوم الخميس بمناسبة ذكرى الإسراء والمعراج"])

    def salat(self) -> str:
        r = self.rng
        t = [("الفجر", 5, r.randrange(0, 50)), ("الظهر", 11, r.randrange(30, 59)), ("العصر", 2, r.randrange(30, 59)), ("المغرب", 5, r.randrange(0, 40)),
             ("العشاء", 6, r.randrange(15, 59))]
        return self.arqam(f"🕌 مواقيت الصلاة – عمّان – {r.randrange(1, 30)} {r.choice(_HIJRI)} 1448هـ\n" + "\n".join(f"{n} {h}:{m:02d}" for n, h, m in t), 0.7)

    def bank(self) -> str:
        r = self.rng
        return (f"Arab Bank: A CliQ transfer of JOD {r.randrange(5, 900)}.{r.randrange(0, 1000):03d} was credited to your account ***{r.randrange(1000, 9999)} on "
                f"{r.randrange(1, 29):02d}/{r.choice(['12', '01', '02', '03'])} from {r.choice(['ALI HAMAD', 'HOTEL JORDAN LLC', 'REEMAL CAFE', 'SAMI ODEH'])}.")

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_QASIR), None)), (lambda: (self.wasat(), None)), (lambda: (self.asaar(), None)), (lambda: (self.jard(), None)),
                  (lambda: (self.talabat(), None)), (lambda: (self.manqul(), None)), (lambda: (self.salat(), None)), (lambda: (self.bank(), None)),
                  (lambda: (ramble(r, _HAJJ, 5, " "), None)), (lambda: (letter(r, _IDARA, sep="\n"), None)), (lambda: (_TADHKIR, None)),
                  (lambda: (r.choice(_ROWABIT).format(k=code(r, 11), n=r.randrange(10**5, 10**8)), None)),
                  (lambda: (f"{_SABAH} {self.wasat()}", None)), self.sura, self.fidyo, self.sawt]
        weights = [24, 28, 2, 2, 2, 1.5, 1, 1.5, 3.5, 2, 3, 3, 3, 6, 1.5, 8]
        return r.choices(makers, weights)[0]()

    def sura(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "البضاعة الجديدة", "الرفوف بعد الترتيب 😍", "هاد الكيس مفتوح", "شوفوا اللون", "سلة رمضان"]),
                media("photo", f"IMG-2026{r.choice(['12', '01', '02'])}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.jpg", "image/jpeg", r.randrange(70_000, 3_000_000)))

    def fidyo(self) -> Said:
        r = self.rng
        return r.choice(["المحمصة شغالة", "زحمة المحل قبل العيد", ""]), media("video", f"VID-2026{r.choice(['12', '01', '02'])}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.mp4",
                                                                           "video/mp4", r.randrange(900_000, 30_000_000))

    def sawt(self) -> Said:
        r = self.rng
        if r.random() < 0.2:
            return "", media("sticker", "sticker.webp", "image/webp", r.randrange(8_000, 60_000))
        return r.choice(["", "", "", "سامعين؟"]), media("voice", f"PTT-2026{r.choice(['12', '01', '02'])}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.opus",
                                                      "audio/ogg", r.randrange(5_000, 700_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SABAH} {text}", f"{text}\n\n{_TADHKIR}", f"{ramble(r, _HAJJ, 4, ' ')} وعلى فكرة {text}",
                         f"من اجتماع اليوم:\n- {text}\n- {self.wasat()}", f"{text} 🌹", f"{self.manqul()}\n\nوكمان: {text}",
                         f"{text}\nالإدارة", f"{text} الله يعطيكم العافية 🙏"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.055) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    s = _Souk(rng)
    people = [f"9627{rng.choice('789')}{rng.randrange(1_000_000, 9_999_999)}" for _ in range(rng.randrange(7, 14))]  # Jordanian mobile numbers

    # From the morning roast to closing; slow on Fridays; after iftar in Ramadan.
    def gap() -> int:
        return rng.randrange(20, 1800) if rng.random() > 0.1 else rng.randrange(9 * 3600, 36 * 3600)

    voice = Voice(s.qararat, s.chatter, s.wrap, 0.24, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
