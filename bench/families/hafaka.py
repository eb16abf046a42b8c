"""The hafaka family: the WhatsApp group of the crew of an independent feature film shooting in Tel Aviv, in Hebrew.

Written for batch 9, after colla, oppdrett and bitininkai (batch 8) were measured once (with
extractive-v8) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The crew (הפקה, a producer, the director, an assistant director, a
gaffer, a DIT, art, locations, drivers and runners) shoot six weeks in Florentin, Jaffa port and on
rooftops, rent the camera and lights, answer to a film fund and a tight budget in shekels. The
producer, Merav, writes formal notes that open with "צוות יקר," and are signed "מירב / הפקה"; the
director writes long messages held together with " - " and no full stop; the gaffer and the
drivers write two words of slang ("סבבה", "יאללה", "אחלה", "על זה") and English set words (call
time, wrap, rushes); role notices use the slash for both genders ("אחראי/ת"). The same reminder
about not smoking by the gear, phones on silent during a take and the attendance sheet comes
again and again, and "בוקר טוב צוות! ☕🎬" opens many a message. Pasted into the chat: the call
sheet, the shooting schedule (scene, location, day or night, pages), the DIT's clip log and his
rsync command, the equipment list, the budget table, the weather; links to Waze, Google Drive,
the IMS, IMDb, Vimeo, ynet, YouTube and yad2; photos from the set, videos and voice notes. Money is
"48,500 ₪" and "650 ₪", times "06:30", "ב-07:00" and "בשעה 9", dates "14.6", "14 ביוני" and
"ביום שלישי".
Its facts are said the production's way ("סגרנו: הקייטרינג לסט – ארוחות קרות בלבד.", "הגפר שלנו לכל
הפרויקט – עומר פרידמן").
"""

from __future__ import annotations

import random

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "hafaka"
LANGUAGE = "he"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 370

_CHODESH = ["מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר"]  # said after ב: ביוני, באוגוסט
_YOM = ["ראשון", "שני", "שלישי", "רביעי", "חמישי", "שישי"]  # said after "ביום"
# The crew as the chatter names them (never a fact's person).
_SHEMOT = ["אבי", "דנה", "משה", "ליאור", "קובי", "אורי", "שני", "עדי", "בני", "רותם", "סהר"]
_LOKIM = ["פלורנטין", "נמל יפו", "שוק הכרמל", "גג ברחוב לבונטין", "דירה בשינקין", "חוף הצוק", "מוסך בדרום העיר"]

_HACHLATOT = Wording(
    topics=[("יום הצילום בים", ["עובר לבוקר מוקדם", "נשאר כמו שתוכנן", "מבוטל בגלל מזג האוויר"]),
            ("הקייטרינג לסט", ["מהמסעדה התימנית ביפו", "ארוחות קרות בלבד", "כל אחד מביא לעצמו"]),
            ("המצלמה לצילומים", ["אלקסה מיני מהשכרה", "ה-RED של ההפקה", "סוני FX6 בגלל התקציב"]),
            ("הלוקיישן של דירת הגיבורה", ["דירה ברחוב פלורנטין 12", "הבית של הדודה ברמת גן", "נבנה בסטודיו בחולון"]),
            ("שעות נוספות לצוות", ["משולמות לפי התעריף של האיגוד", "רק אחרי 12 שעות", "מוחזרות בימי חופש"]),
            ("הפסקול", ["מוזיקה מקורית", "רק שירים עם זכויות", "נחליט אחרי העריכה"]),
            ("ההסעות לסט", ["ואן אחד מתחנת ארלוזורוב", "כל אחד מגיע לבד", "שני ואנים מהמשרד"]),
            ("הקרנת הבכורה", ["בסינמטק תל אביב", "בפסטיבל ירושלים", "בהקרנה פרטית לצוות"])],
    decided=["סגרנו: {s} – {c}.", "אחרי הישיבה: {s} {c} 🎬", "החלטה סופית, {s}: {c}", "טוב חבר'ה, {s} – {c}. תודה לכולם על הסבלנות!",
             "יאללה זהו, {s}: {c}", "עדכון מההפקה 👉 {s}: {c}"],
    numbers=[("התקציב לשבוע הזה הוא {shek} ₪", ("התקציב לשבוע הזה", "{shek} ₪")),
             ("צילמנו היום {sc} סצנות 💪", ("צילמנו היום", "{sc} סצנות")),
             ("יש לנו {nitz} ניצבים ליום של החתונה", ("ניצבים ליום של החתונה", "{nitz} ניצבים")),
             ("השכרת הציוד עולה {eq} ₪ ליום", ("השכרת הציוד", "{eq} ₪ ליום")),
             ("ה-DIT גיבה היום {tb} טרה של חומר", ("גיבה היום", "{tb} טרה")),
             ("אורך הגרסה הראשונה של העריכה: {dak} דקות", ("הגרסה הראשונה של העריכה", "{dak} דקות")),
             ("קרן הקולנוע אישרה לנו {fund} ₪ 🎉", ("קרן הקולנוע אישרה", "{fund} ₪")),
             ("הדלק לגנרטור עלה {delek} ₪ החודש", ("הדלק לגנרטור", "{delek} ₪")),
             ("נשארו לנו {ymm} ימי צילום", ("נשארו לנו", "{ymm} ימי צילום")),
             ("הצוות מונה כרגע {ans} אנשים", ("הצוות מונה כרגע", "{ans} אנשים"))],
    dates=[("שעת קריאה מחר: {hh}:{mi} בלוקיישן", ("שעת קריאה מחר", "{hh}:{mi}")),
           ("יום הצילום בנמל יפו ב-{d}.{m}", ("יום הצילום בנמל יפו", "{d}.{m}")),
           ("אודישנים לתפקיד האח ביום {yom} בשעה {h}:{mi}", ("אודישנים לתפקיד האח", "{h}:{mi}")),
           ("הגשה לקרן רבינוביץ עד ה-{d} ב{chodesh}", ("הגשה לקרן רבינוביץ", "{d} ב{chodesh}")),
           ("פגישת הפקה ביום {yom} ב-{h}:{mi} במשרד", ("פגישת הפקה", "{h}:{mi}")),
           ("הקרנת מבחן לחברים ב-{d}.{m} בשעה {h}:{mi}", ("הקרנת מבחן", "{d}.{m}")),
           ("החזרת הציוד לחברת ההשכרה עד יום {yom} ב-{h}:{mi}", ("החזרת הציוד", "{h}:{mi}")),
           ("צילומי לילה על הגג ב-{d}.{m}, מתחילים ב-{h}:{mi}", ("צילומי לילה על הגג", "{d}.{m}")),
           ("מועד אחרון לשליחת חשבוניות: ה-{d} ב{chodesh}", ("לשליחת חשבוניות", "{d} ב{chodesh}"))],
    people=["נועה לוי", "יונתן כהן", "מיכל אברהם", "עומר פרידמן", "שירה מזרחי", "איתי ביטון", "רוני שפירא", "תמר דהן", "גיל אוחיון",
            "הדס רוזן", "אלון קפלן", "יעל בן דוד", "דניאל גולן", "מאיה אשכנזי"],
    roles=[("מנהל/ת הלוקיישנים החדש/ה: {p}", "מנהל/ת הלוקיישנים"), ("את הקאסטינג מוביל/ה מעכשיו {p}", "את הקאסטינג"),
           ("הגפר שלנו לכל הפרויקט – {p}", "הגפר שלנו"), ("{p} אחראי/ת על הקופה הקטנה, קבלות רק אליו/ה", "הקופה הקטנה"),
           ("כל מה שקשור לביטוח – מול {p}", "שקשור לביטוח"), ("ה-DIT בסט: {p}", "ה-DIT בסט"),
           ("{p} מצלם/ת את הסטילס מאחורי הקלעים 📸", "הסטילס"), ("מי שצריך הסעה – פונים ל{p}", "צריך הסעה"),
           ("בחדר העריכה יושב/ת {p}", "בחדר העריכה")],
    tasks=["לאסוף את התלבושות מהמתפרה", "להזמין שירותים ניידים לסט", "לשלוח את החוזים לשחקנים", "לקנות סוללות לווקי טוקי",
           "לבקש היתר צילום מהעירייה", "לעדכן את לוח הצילומים בדרייב", "להדפיס את התסריט המעודכן", "להביא מאוורר לחדר האיפור",
           "לתאם חניה למשאית התאורה", "לגבות את הכרטיסים של יום רביעי", "לכתוב מכתב תודה לשכנים", "להזמין פיצות לצילומי הלילה"],
    asked=["מי יכול/ה {a}? 🙏", "מישהו יכול {a} עד יום חמישי?", "צריך {a}, אני לא מספיקה", "עדיין אף אחד לא התנדב {a}!!",
           "בקשה: צריך מישהו {a}.", "יש למישהו זמן {a}?"],
    edits=[("מספר החשבון של ההפקה: {x}", "מספר החשבון של ההפקה: {y} (טעות בספרה אחת)", "מספר החשבון של ההפקה", "heshbon"),
           ("הקוד של השער בחניון: {x}", "הקוד של השער בחניון: {y}", "הקוד של השער בחניון", "kod"),
           ("הטלפון של בעל הדירה: {x}", "הטלפון של בעל הדירה: {y}, עדיף וואטסאפ", "הטלפון של בעל הדירה", "tel"),
           ("לינק לטופס ההזמנות לבכורה: {x}", "לינק לטופס ההזמנות לבכורה: {y}", "לטופס ההזמנות לבכורה", "link"),
           ("מספר ההזמנה של הציוד: {x}", "מספר ההזמנה של הציוד: {y}", "מספר ההזמנה של הציוד", "hazmana"),
           ("הסיסמה לדרייב של ההפקה: {x}", "הסיסמה לדרייב של ההפקה: {y}, הישנה כבר לא עובדת", "הסיסמה לדרייב", "sisma")],
    changes=[("ארוחת הצהריים בסט ב-{x}", ["ארוחת הצהריים בסט זזה ל-{y}", "שינוי: ארוחת הצהריים בסט ב-{y}"], "ארוחת הצהריים בסט", "shaa"),
             ("התעריף היומי לעוזרי הפקה: {x}", ["התעריף היומי לעוזרי הפקה עלה ל-{y}", "מעכשיו התעריף היומי לעוזרי הפקה {y}"],
              "התעריף היומי לעוזרי הפקה", "taarif"),
             ("יוצאים לחיפה ב-{x} מהמשרד", ["יוצאים לחיפה רק ב-{y}", "עדכון: יוצאים לחיפה ב-{y}"], "יוצאים לחיפה", "yetzia"),
             ("שכר הדירה של הלוקיישן: {x} ליום", ["שכר הדירה של הלוקיישן עלה ל-{y} ליום", "בעלים ביקשו: שכר הדירה של הלוקיישן {y} ליום"],
              "שכר הדירה של הלוקיישן", "dira"),
             ("צילומי ההשלמה ב-{x}", ["צילומי ההשלמה נדחו ל-{y}", "סופי: צילומי ההשלמה ב-{y}"], "צילומי ההשלמה", "taarich"),
             ("המחיר לשעה בחדר המיקס: {x}", ["המחיר לשעה בחדר המיקס עכשיו {y}", "האולפן עדכן: המחיר לשעה בחדר המיקס {y}"],
              "המחיר לשעה בחדר המיקס", "mix")])

# The chatter.
_KATZAR = ["סבבה", "אחלה", "👍", "תודה!", "יאללה", "ok", "אוקיי", "🎬", "🙏", "מעולה", "אני בדרך", "5 דק'", "הגעתי", "😂😂", "❤️", "בסדר",
           "כן", "לא", "תותח", "אלופה", "חח", "חחחח", "קיבלתי", "אין בעיה", "וואלה", "שבוע טוב!", "שבת שלום 🕯", "לילה טוב", "👌", "נו", "רגע",
           "מגיע", "בוקר טוב", "🔥", "סגור", "על זה", "done", "רוג'ר", "wrap!", "תודה רבה", "💪", "אחי"]
_BINONI = ["מישהו ראה את הסלייט? לא מוצא אותו", "{j} השאיר את הרכב על אדום-לבן, קיבל דוח 🙄", "יש פקק מטורף באיילון, אני מאחר",
           "מחר חם מאוד, תביאו מים וכובע", "הבמאי רוצה עוד טייק לסצנה 12", "השכנים מתלוננים על הרעש שוב", "{j} יום הולדת היום!! 🎂",
           "מי לקח את המטען של המוניטור", "הבטריות של הוי-בי מתות", "אפשר לקבל את הקול שיט בפדף?", "call time change? someone knows?",
           "הגשם הורס לנו את היום 🌧", "סיימנו! wrap ליום 🎉", "יש קפה בסט?", "אני צריכה קבלה על הדלק", "הגנרטור עושה רעש מוזר",
           "{j} הביא בורקס לכולם 🙌", "איפה חונים מחר?", "השחקנית מאחרת בחצי שעה", "משטרה עצרה אותנו, היה צריך להראות את ההיתר",
           "מישהו יכול להקפיץ אותי מהרכבת?", "the rushes look amazing 🔥", "הצלם ביקש עוד פילטר ND", "שמעתם את הסאונד של אתמול? יש רוח בכל טייק",
           "אני נכנס למילואים שבוע הבא, צריך מחליף", "{j}, ברוך הבא לצוות! 🎬", "למה אין ווייפיי בלוקיישן", "מישהו מכיר מקום לשכור מנוף קטן?",
           "הקייטרינג הגיע", "תזכירו לי מה הסצנה אחרי הצהריים", "האיפור צריך עוד חצי שעה", "מה עם הרשימה של הניצבים",
           "{j} תותח, התאורה בסצנה של המטבח הייתה מושלמת", "מתי מקבלים משכורת", "יש למישהו מטען לאייפון", "צריך עוד שני ארגזי מים לסט",
           "הרחפן לא עף, יש רוח חזקה מדי", "אני סוגר את המשרד, מי אחרון?", "{j} אל תשכח את הכבלים בבגאז'"]
_SHEELOT = {"מי", "מה", "איפה", "למה", "מתי", "יש", "אפשר", "מישהו"}
_BAMAI = ["תקשיבו אני חושב על הסצנה של המטבח", "שהאור צריך להיות יותר חם", "כמו בסרטים של קסווטס", "ושהמצלמה לא תזוז בכלל",
          "רק השחקנים זזים", "ואז בסוף פתאום תנועה אחת", "אני יודע שזה לא מה שכתוב בסטוריבורד", "אבל תסמכו עליי", "נדבר על זה מחר בבוקר",
          "ואני רוצה לשמוע את כולם", "אוהב אתכם"]
_MERAV = ["צוות יקר,", "תזכורת: כל הוצאה צריכה קבלה או חשבונית מס, אחרת לא נוכל להחזיר.", "בבקשה לא לחנות על המדרכה ליד הלוקיישן, השכנים כבר התלוננו בעירייה.",
          "את שעות העבודה ממלאים בטופס בסוף כל יום.", "מי שיש לו מילואים – תעדכנו אותי מראש.", "ביום שישי מסיימים מוקדם, כנסו לשבת רגועים.",
          "תודה על שבוע מטורף, אתם אלופים.", "מירב\nהפקה"]
_TIZKORET = "⚠️ תזכורת קבועה: בסט לא מעשנים ליד הציוד, טלפונים על שקט בזמן טייק, ואת דף הנוכחות ממלאים בסוף היום!"
_BOKER = "בוקר טוב צוות! ☕🎬"
_KISHURIM = ["https://waze.com/ul/h{k} הלוקיישן של מחר", "https://drive.google.com/drive/folders/{k} התסריט המעודכן",
             "https://ims.gov.il/he/forecast תחזית לסוף השבוע", "https://www.imdb.com/title/tt{n}/ רפרנס לבמאי", "https://vimeo.com/{n} הטיזר 🔥",
             "https://www.ynet.co.il/entertainment/article/{k} כתבה על הקרן", "https://www.youtube.com/watch?v={k} רפרנס לתאורה",
             "https://www.yad2.co.il/item/{k} מישהו מוכר ג'ימבל"]
_BOT = ["רשמתי ✍️", "נשמר.", "אני לא יכול להאזין להודעות קוליות, אפשר לכתוב?", "בשמחה!", "אזכיר בזמן."]


class _Hafaka:
    """One chat's draws and the crew's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.hachlatot = Planter(rng, _HACHLATOT, self.mishbetzet, self.erech)

    def mishbetzet(self, k: str) -> str:
        r, f = self.rng, self.hachlatot.fresh
        slots = {"shek": lambda: grouped(f("shek", 30, 99) * 500, ","), "sc": lambda: str(f("sc", 2, 12)), "nitz": lambda: str(f("nitz", 12, 90)),
                 "eq": lambda: grouped(f("eq", 20, 99) * 100, ","), "tb": lambda: f"{f('tb', 11, 99) / 10:.1f}", "dak": lambda: str(f("dak", 84, 140)),
                 "fund": lambda: grouped(f("fund", 10, 60) * 10_000, ","), "delek": lambda: grouped(f("delek", 80, 400) * 10, ","),
                 "ymm": lambda: str(f("ymm", 3, 25)), "ans": lambda: str(f("ans", 14, 45)),
                 "hh": lambda: f"{r.randrange(5, 10):02d}", "h": lambda: str(f("h", 10, 23)), "mi": lambda: r.choice(["00", "15", "30", "45"]),
                 "d": lambda: str(f("d", 10, 29)), "m": lambda: str(r.randrange(5, 11)), "chodesh": lambda: r.choice(_CHODESH), "yom": lambda: r.choice(_YOM)}
        return slots[k]()

    def erech(self, kind: str) -> str | None:
        r = self.rng
        draws = {"heshbon": lambda: f"{r.randrange(10, 21)}-{r.randrange(100, 999)}-{r.randrange(100000, 999999)}", "kod": lambda: f"{r.randrange(1000, 9999)}*",
                 "tel": lambda: f"05{r.choice('02345678')}-{r.randrange(100, 999)}-{r.randrange(1000, 9999)}", "link": lambda: f"https://forms.gle/{code(r, 10)}",
                 "hazmana": lambda: f"RNT-{r.randrange(10000, 99999)}", "sisma": lambda: f"Kolnoa{r.randrange(1000, 9999)}!",
                 "shaa": lambda: r.choice(["12:00", "12:30", "13:00", "13:30", "14:00", "14:30"]), "taarif": lambda: f"{r.randrange(50, 95) * 10} ₪",
                 "yetzia": lambda: r.choice(["05:30", "05:45", "06:00", "06:15", "06:30", "07:00"]), "dira": lambda: f"{grouped(r.randrange(15, 60) * 100, ',')} ₪",
                 "taarich": lambda: f"{r.randrange(10, 29)}.{r.randrange(7, 10)}", "mix": lambda: f"{r.randrange(12, 35) * 10} ₪"}
        return self.hachlatot.p.unique(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def binoni(self) -> str:
        r = self.rng
        return tidied(r, r.choice(_BINONI).format(j=r.choice(_SHEMOT)), 0.3, _SHEELOT, [".", "!", " 🎬", " 🙏"])

    def call_sheet(self) -> str:
        r = self.rng
        return (f"CALL SHEET – יום צילום {r.randrange(1, 30)}\n```\nכינוס: {r.randrange(5, 9):02d}:{r.choice(['00', '30'])}\nלוקיישן: {r.choice(_LOKIM)}\n"
                f"סצנות: {', '.join(str(s) + r.choice(['', 'A']) for s in sorted(r.sample(range(1, 90), r.randrange(2, 5))))}\n"
                f"שקיעה: 19:{r.randrange(10, 59)}\nבית חולים קרוב: {r.choice(['איכילוב', 'וולפסון', 'שיבא'])}\n```")

    def lo_z(self) -> str:
        r = self.rng
        rows = [f"{s:>3} | {r.choice(_LOKIM):<16} | {r.choice(['יום', 'לילה'])} | {r.randrange(1, 8)}/8" for s in sorted(r.sample(range(1, 90), r.randrange(3, 7)))]
        return "לו\"ז צילומים:\n```\nסצנה | לוקיישן | יום/לילה | עמודים\n" + "\n".join(rows) + "\n```"

    def dit(self) -> str:
        r = self.rng
        card = r.randrange(1, 20)
        rows = [f"A{card:03d}C{c:03d} | 00:{r.randrange(0, 12):02d}:{r.randrange(0, 60):02d} | {r.choice(['4.6K', '4K', '3.2K'])} | {r.choice(['OK', 'OK', 'OK', 'NG'])}"
                for c in range(1, r.randrange(4, 9))]
        cmd = f"rsync -avh --progress /Volumes/A{card:03d} /Volumes/RAID/day{r.randrange(1, 30):02d}/"
        return "גיבוי כרטיס:\n```\n" + "\n".join(rows) + f"\n$ {cmd}\n```" + r.choice(["", "\nשני עותקים, הכל תקין", "\nקליפ אחד פגום!!"])

    def tziyud(self) -> str:
        r = self.rng
        items = ["ARRI SkyPanel S60", "Aputure 600d", "Kino Flo 4ft", "C-stand", "חצובה Sachtler", "מוניטור 17\"", "Teradek Bolt", "דולי + מסילות", "פילטרים ND"]
        return "רשימת ציוד למחר:\n" + "\n".join(f"- {i} x{r.randrange(1, 6)}" for i in r.sample(items, r.randrange(4, 8)))

    def taktziv(self) -> str:
        r = self.rng
        items = ["ציוד", "קייטרינג", "לוקיישנים", "הסעות", "תלבושות", "ארט", "ביטוח"]
        rows = []
        for i in r.sample(items, r.randrange(3, 7)):
            plan = r.randrange(5, 80) * 1000
            rows.append(f"{i:<10} | {grouped(plan, ','):>7} | {grouped(plan + r.randrange(-40, 60) * 100, ','):>7}")
        return "תקציב מול ביצוע (₪):\n```\nסעיף | תקציב | בפועל\n" + "\n".join(rows) + "\n```"

    def tachazit(self) -> str:
        r = self.rng
        return (f"תחזית לתל אביב: {r.choice(['☀️', '🌤', '⛅', '🌧'])} {r.randrange(18, 34)}°, לחות {r.randrange(40, 90)}%, רוח "
                f"{r.choice(['מערבית', 'מזרחית', 'צפונית'])} {r.choice(['חלשה', 'בינונית', 'חזקה'])}, גלים {r.randrange(3, 20) * 10} ס\"מ")

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_KATZAR), None)), (lambda: (self.binoni(), None)), (lambda: (self.call_sheet(), None)), (lambda: (self.lo_z(), None)),
                  (lambda: (self.dit(), None)), (lambda: (self.tziyud(), None)), (lambda: (self.taktziv(), None)), (lambda: (self.tachazit(), None)),
                  (lambda: (ramble(r, _BAMAI, 5, " - "), None)), (lambda: (letter(r, _MERAV), None)), (lambda: (_TIZKORET, None)),
                  (lambda: (r.choice(_KISHURIM).format(k=code(r, 11), n=r.randrange(10**6, 10**9)), None)),
                  (lambda: (f"{_BOKER} {self.binoni()}", None)), self.tmuna, self.video, self.kol]
        weights = [22, 28, 3, 2.5, 2.5, 2, 1.5, 2, 3.5, 2.2, 3, 4, 3, 6, 2, 4]
        return r.choices(makers, weights)[0]()

    def tmuna(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "הסט מוכן", "תראו את האור הזה 😍", "הבלגן אחרי ה-wrap", "ככה זה נראה במוניטור", "השקיעה ביפו"]),
                media("photo", f"IMG-2026{r.randrange(5, 11):02d}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.jpg", "image/jpeg", r.randrange(90_000, 3_500_000)))

    def video(self) -> Said:
        r = self.rng
        return r.choice(["מאחורי הקלעים", "הדולי בפעולה", ""]), media("video", f"VID-2026{r.randrange(5, 11):02d}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.mp4",
                                                                    "video/mp4", r.randrange(1_500_000, 45_000_000))

    def kol(self) -> Said:
        r = self.rng
        if r.random() < 0.3:
            return "", media("sticker", "sticker.webp", "image/webp", r.randrange(8_000, 60_000))
        return r.choice(["", "", "נוהג, שולח קולית"]), media("voice", f"PTT-2026{r.randrange(5, 11):02d}{r.randrange(10, 29)}-WA{r.randrange(1000, 9999)}.opus",
                                                           "audio/ogg", r.randrange(4_000, 500_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_BOKER} {text}", f"{text}\n\n{_TIZKORET}", f"{ramble(r, _BAMAI, 4, ' - ')} - ודרך אגב {text}",
                         f"מהישיבה היום:\n• {text}\n• {self.binoni()}", f"{text} 🎬", f"{self.tachazit()}\n\nועוד דבר: {text}",
                         f"{text}\nמירב / הפקה", f"{text} תודה 🙏"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.058) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    h = _Hafaka(rng)
    people = [f"9725{rng.choice('02345678')}{rng.randrange(1_000_000, 9_999_999)}" for _ in range(rng.randrange(10, 19))]  # Israeli mobile numbers

    # Shooting days from call time to wrap, in bursts; a day off on Saturday.
    def gap() -> int:
        return rng.randrange(10, 1300) if rng.random() > 0.1 else rng.randrange(6 * 3600, 34 * 3600)

    voice = Voice(h.hachlatot, h.chatter, h.wrap, 0.25, lambda: rng.choice(_BOT), 0.04, gap, (4, 34))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
