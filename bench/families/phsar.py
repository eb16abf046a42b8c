"""The phsar family: the Telegram group of a family wholesale stall of dried fish, prahok and spices in Phsar Thmei, Phnom Penh, in Khmer.

Written for batch 17, while yatai, yeshi and pola (batch 16) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. តូបយាយហៀង (Yeay Heang's stall),
under the dome of Phsar Thmei (ផ្សារធំថ្មី, the Central Market), sells prahok (ប្រហុក), phaok,
kapi, dried and salted fish (ត្រីងៀត, ត្រីប្រៃ, ត្រីឆ្អើរ), dried shrimp, Kampot pepper and palm sugar
wholesale to the restaurants of the city; its prahok and salted fish come by truck from a
Chinese-Cambodian supplier in Kampong Chhnang on the Tonle Sap, and the grandsons and nephews deliver
on motos and a tuk-tuk. The grandmother (យាយ) writes long messages with no punctuation at all, calling
everyone "ចៅៗ", about selling prahok here since 1979, the fish of the Tonle Sap and eating before a
delivery; her daughter, ស្រីនាង, who keeps the accounts, writes full sentences ending in "។", posts
formal notices ("ជម្រាបសួរបងប្អូន ភ្ញៀវ និងដៃគូទាំងអស់", dated once with the Buddhist era, ព.ស.២៥៧០)
and the same reminder to send every ABA or Wing transfer's screenshot to the group, again and
again; the nephews write short messages with no punctuation, in Khmer and in Latin-letter Khmer
("ok bong", "jam tic", "tov dol hz"); the supplier, ហៀលីម, mixes Chinese into his Khmer ("好", "多谢",
"生意", "没问题") and reports the level of the Tonle Sap; restaurant buyers order politely with "បង"
and "ចាស/បាទ". Khmer is written mostly without spaces between words, spaces only between phrases.
Pasted into the chat: the wholesale price list in riel and dollars, ABA PAY (KHQR) and Wing payment
notices, restaurant orders, the supplier's invoice, the nephews' delivery list with COD amounts, the
day's cash count, the National Bank's exchange rate, a spreadsheet formula that gives #VALUE!; links
to Facebook, Google Maps, t.me, TikTok and ABA pay links; photos, voice notes, stickers and documents
(an XLSX ledger, a PDF invoice). Digits are Khmer (០-៩) or Latin, mixed; money is "50,000៛",
"៥០,០០០៛", "50,000 រៀល", "៥ម៉ឺនរៀល", "៛50,000" beside "$12.50", "12.5$" and "១២ដុល្លារកន្លះ"; dates
"ថ្ងៃទី១៤ ខែធ្នូ", "14/12", "១៤/១២", "ថ្ងៃសៅរ៍ ទី១៤ ខែធ្នូ" and "ថ្ងៃទី 14 ខែ 12 ឆ្នាំ 2026"; times
"ម៉ោង៧ព្រឹក", "ម៉ោង៧កន្លះព្រឹក", "ម៉ោង 7:30", "7am" and "19:00".
Its facts are said the stall's way ("យាយសម្រេចហើយ៖ ការគិតលុយភ្ញៀវហាងបាយ — គិតជាដុល្លារទាំងអស់។",
"ចាប់ពីថ្ងៃនេះ ចាន់ សុភាព ជាអ្នកកាន់សៀវភៅបញ្ជីលក់ដុំ").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "phsar"
LANGUAGE = "km"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 360

_KDIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
# Months (Gregorian, the Khmer names) and weekdays from Monday ("ថ្ងៃសៅរ៍" is Saturday).
_KHE = {11: "វិច្ឆិកា", 12: "ធ្នូ", 1: "មករា", 2: "កុម្ភៈ", 3: "មីនា", 4: "មេសា"}
_THNGAI = ["ចន្ទ", "អង្គារ", "ពុធ", "ព្រហស្បតិ៍", "សុក្រ", "សៅរ៍", "អាទិត្យ"]
# Family, buyers and places as the chatter names them (never a fact's person).
_NEAK = ["ថុល", "វិបុល", "ពិសី", "ស្រីមុំ", "បងធី", "អាម៉ៅ", "មីងណារី", "ដាវីត", "ស្រីពេជ្រ", "អាតូច", "ពូសាន", "បងហុង"]
_KONLENG = ["ទួលគោក", "បឹងកេងកង", "ទួលទំពូង", "ផ្សារអូរឫស្សី", "ស្ទឹងមានជ័យ", "ច្បារអំពៅ", "សែនសុខ", "ផ្សារដើមគរ", "វត្តភ្នំ", "ដំណាក់ធំ",
            "ជ្រោយចង្វារ", "ផ្លូវ២៧១", "ផ្លូវកម្ពុជាក្រោម", "មាត់ទន្លេ"]
_HANG = ["ហាងបាយស្រីពៅ", "ហាងគុយទាវលីហួរ", "ភោជនីយដ្ឋានសុខគា", "ហាងបាយម្ជូរម៉ែ", "ហាងសម្លកកូរពូជា", "Khmer Kitchen", "ហាងប្រហុកខ្ទិះយាយស៊ុន",
         "ភោជនីយដ្ឋានទន្លេមេគង្គ"]

_TOB = Wording(
    topics=[("ការគិតលុយភ្ញៀវហាងបាយ", ["គិតជាដុល្លារទាំងអស់", "គិតជារៀលទាំងអស់", "ដុល្លារឬរៀលតាមចិត្តភ្ញៀវ"]),
            ("អ្នកផ្គត់ផ្គង់ប្រហុកឆ្នាំក្រោយ", ["នៅតែយកពីហៀលីមដដែល", "ប្តូរទៅយកពីពោធិ៍សាត់", "ពាក់កណ្តាលហៀលីម ពាក់កណ្តាលសៀមរាប"]),
            ("ម៉ោងបើកតូបពេលស៊ិនជា", ["បើកពីទៀបភ្លឺ ដូចធម្មតា", "បិទ៣ថ្ងៃ ឈប់សម្រាកទាំងអស់គ្នា", "បើកតែពេលព្រឹក បិទថ្ងៃត្រង់"]),
            ("ការទូទាត់ប្រាក់ជំពាក់របស់ហាងបាយ", ["ទូទាត់រៀងរាល់ចុងខែ", "ទូទាត់រៀងរាល់ថ្ងៃសៅរ៍", "បង់សាច់ប្រាក់ពេលទទួលទំនិញតែម្តង"]),
            ("កញ្ចប់ត្រីងៀតលក់រាយ", ["កញ្ចប់កន្លះគីឡូ បិទស្លាក", "កញ្ចប់២០០ក្រាម ថង់ zip", "ដាក់ប្រអប់ប្លាស្ទិកថ្លា"]),
            ("ស្លាកសញ្ញាតូបថ្មី", ["សរសេរខ្មែរ អង់គ្លេស និងចិន", "សរសេរខ្មែរនិងអង់គ្លេស", "ដាក់រូបយាយនិងលេខទូរស័ព្ទ"]),
            ("អំណោយភ្ញៀវប្រចាំពេលចូលឆ្នាំខ្មែរ", ["ម្រេចកំពតមួយកញ្ចប់", "ប្រតិទិនតូបមួយ", "បញ្ចុះតម្លៃមួយសប្តាហ៍"]),
            ("ការលក់អនឡាញតាម Facebook Page", ["ចាប់ផ្តើមខែមករា ឲ្យថុលមើលការ", "មិនទាន់ទេ ចាំក្រោយចូលឆ្នាំ", "លក់តែតាម Telegram សិន"]),
            ("ការដឹកទៅហាងឆ្ងាយជាង១០គីឡូ", ["ហៅ PassApp ភ្ញៀវចេញថ្លៃ", "ក្មួយដឹកម៉ូតូ គិតថ្លៃសាំងបន្ថែម", "ដឹកតុកតុកតែថ្ងៃអង្គារនិងសុក្រ"]),
            ("ម៉ាស៊ីនត្រជាក់សម្រាប់ទុកត្រីឆ្អើរ", ["ទិញទូត្រជាក់ថ្មីមួយ", "ជួសជុលទូចាស់សិន", "ជួលកន្លែងក្នុងឃ្លាំងត្រជាក់ក្បែរផ្សារ"])],
    decided=["យាយសម្រេចហើយ៖ {s} — {c}។", "ok អញ្ចឹងចុះ {s} {c} ម៉ង 👍", "📌 សេចក្តីសម្រេច៖ {s} → {c}",
             "ចាស ពិភាក្សាគ្នាយប់មិញរួចហើយ {s} គឺ{c}។ អរគុណគ្រប់គ្នា 🙏", "សម្រេចចិត្តជាស្ថាពរ {s}៖ {c} មិនបាច់ជចែកទៀតទេ",
             "ម៉ែថាយ៉ាងនេះ {s} {c} ចប់ 😅", "ជម្រាបជូនគ្រប់គ្នា៖ {s} គឺ {c}។ សូមអនុវត្តតាមនេះ។", "final ហើយណា {s}: {c}"],
    numbers=[("ប្រហុកនៅសល់ក្នុងឃ្លាំងទួលគោក {pang} ពាង", ("ប្រហុកនៅសល់ក្នុងឃ្លាំងទួលគោក", "{pang} ពាង")),
             ("ខែនេះលក់ត្រីងៀតបានសរុប {kg} គីឡូ", ("ខែនេះលក់ត្រីងៀតបានសរុប", "{kg} គីឡូ")),
             ("ហាងបាយស្រីពៅនៅជំពាក់យើងសរុប {usd}", ("ហាងបាយស្រីពៅនៅជំពាក់យើង", "{usd}")),
             ("ថ្លៃជួលតូបប្រចាំខែដែលផ្សារទារ {usd2}", ("ថ្លៃជួលតូបប្រចាំខែ", "{usd2}")),
             ("ប្រាក់ចំណេញសុទ្ធខែវិច្ឆិកាបាន {riel} 🙏", ("ប្រាក់ចំណេញសុទ្ធខែវិច្ឆិកា", "{riel}")),
             ("ឡានហៀលីមលើកនេះដឹកមក {bao} បាវត្រីប្រៃ", ("បាវត្រីប្រៃ", "{bao} បាវ")),
             ("ភ្ញៀវហាងបាយប្រចាំរបស់តូបមានទាំងអស់ {hang} ហាង", ("ភ្ញៀវហាងបាយប្រចាំរបស់តូប", "{hang} ហាង")),
             ("ថ្លៃសាំងម៉ូតូដឹកអីវ៉ាន់សប្តាហ៍នេះអស់ {riel2}", ("ថ្លៃសាំងម៉ូតូដឹកអីវ៉ាន់", "{riel2}")),
             ("ម្រេចកំពតក្រហមនៅសល់តែ {kg2} គីឡូទេ", ("ម្រេចកំពតក្រហមនៅសល់", "{kg2} គីឡូ")),
             ("រាប់លុយក្នុងថតតុល្ងាចនេះបាន {riel3} និង {usd3}", ("រាប់លុយក្នុងថតតុ", "{riel3}")),
             ("ហាងសម្លកកូរពូជាកុម្ម៉ង់ប្រហុកប្រចាំខែ {kg3} គីឡូ", ("កុម្ម៉ង់ប្រហុកប្រចាំខែ", "{kg3} គីឡូ")),
             ("ថ្លៃទឹកភ្លើងតូបខែនេះ {riel4}", ("ថ្លៃទឹកភ្លើងតូបខែនេះ", "{riel4}"))],
    dates=[("ឡានដឹកប្រហុកពីកំពង់ឆ្នាំងមកដល់ {dt} {tm}", ("ឡានដឹកប្រហុកពីកំពង់ឆ្នាំង", "{tm}")),
           ("គណៈកម្មការផ្សារមកត្រួតពិនិត្យអនាម័យតូប {dt}", ("ត្រួតពិនិត្យអនាម័យតូប", "{dt}")),
           ("ហាងគុយទាវលីហួរកុម្ម៉ង់ឲ្យដឹកទៅដល់ {dy} {tm}", ("ហាងគុយទាវលីហួរកុម្ម៉ង់ឲ្យដឹក", "{tm}")),
           ("ពិធីខួបកំណើតយាយគម្រប់៧៥ឆ្នាំ ធ្វើនៅ {dt}", ("ខួបកំណើតយាយគម្រប់៧៥ឆ្នាំ", "{dt}")),
           ("ថ្ងៃផុតកំណត់បង់ពន្ធប៉ាតង់ គឺ {dt}", ("បង់ពន្ធប៉ាតង់", "{dt}")),
           ("ផ្សារបិទលាងសម្អាតធំ {dt} ពេញមួយថ្ងៃ", ("ផ្សារបិទលាងសម្អាតធំ", "{dt}")),
           ("ហៀលីមណាត់មកទារលុយផ្ទាល់ {dy} {tm}", ("ហៀលីមណាត់មកទារលុយ", "{tm}")),
           ("ណាត់ជួបមន្ត្រីឥណទាន ABA ពីរឿងកម្ចីពង្រីកតូប {dt} {tm}", ("កម្ចីពង្រីកតូប", "{dt}")),
           ("ខ្ញុំកក់ឡានទៅយកប្រហុកផ្ទាល់នៅកំពង់ឆ្នាំង {dt} ចេញពីផ្ទះ {tm}", ("កក់ឡានទៅយកប្រហុកផ្ទាល់", "{tm}")),
           ("ភ្ញៀវសៀមរាបមកយកត្រីឆ្អើរមួយរយគីឡូ {dt}", ("ភ្ញៀវសៀមរាបមកយកត្រីឆ្អើរ", "{dt}"))],
    people=["ចាន់ សុភាព", "សុខ ដារ៉ា", "ហេង វណ្ណា", "លី ម៉េងហួរ", "គឹម សុផល", "ម៉ៅ ស្រីនិច", "អ៊ុំ សំណាង", "ពៅ ចន្ធូ", "យិន រតនា",
            "ឈឹម បុប្ផា", "តាំង គីមហួរ", "សេង ពិសិដ្ឋ", "ណុប សុខលីន", "ហ៊ាង វិចិត្រ"],
    roles=[("ចាប់ពីថ្ងៃនេះ {p} ជាអ្នកកាន់សៀវភៅបញ្ជីលក់ដុំ", "កាន់សៀវភៅបញ្ជីលក់ដុំ"),
           ("{p} ជាអ្នកដឹកទំនិញខ្សែទួលគោកនិងទួលទំពូង", "ដឹកទំនិញខ្សែទួលគោក"),
           ("កុម្ម៉ង់ប្រហុកលើស៥០គីឡូ សូមទាក់ទង {p} ផ្ទាល់", "ប្រហុកលើស៥០គីឡូ"),
           ("{p} ជាអ្នកតំណាងហៀលីមនៅភ្នំពេញ ទទួលលុយជំនួសគាត់", "តំណាងហៀលីមនៅភ្នំពេញ"),
           ("ប្រធានក្រុមតូបត្រីងៀតរបស់ផ្សារថ្មីឈ្មោះ {p}", "ប្រធានក្រុមតូបត្រីងៀត"),
           ("{p} កាន់សោរឃ្លាំងទួលគោក ចង់យកអីវ៉ាន់ហៅគាត់", "សោរឃ្លាំងទួលគោក"),
           ("អ្នកបើកឡានដឹកពីកំពង់ឆ្នាំងម្នាក់ថ្មីឈ្មោះ {p}", "អ្នកបើកឡានដឹកពីកំពង់ឆ្នាំង"),
           ("{p} ជាមេចុងភៅភោជនីយដ្ឋានសុខគា ទិញម្រេចពីយើងរាល់ខែ", "មេចុងភៅភោជនីយដ្ឋានសុខគា"),
           ("ពេលខ្ញុំអត់នៅ {p} ជាអ្នកទទួលលុយនិងចេញវិក្កយបត្រ", "ទទួលលុយនិងចេញវិក្កយបត្រ"),
           ("បងប្អូនជីដូនមួយ {p} មកជួយលក់នៅតូបរាល់ចុងសប្តាហ៍", "ជួយលក់នៅតូបរាល់ចុងសប្តាហ៍"),
           ("គណនេយ្យករពន្ធដារដែលយើងជួលឈ្មោះ {p}", "គណនេយ្យករពន្ធដារ")],
    tasks=["ទៅទារលុយហាងបាយម្ជូរម៉ែ", "ថតរូបតារាងតម្លៃថ្មីដាក់ Facebook", "ទិញថង់ប្លាស្ទិកនិងកៅស៊ូមួយគីឡូ", "ប្តូរអំពូលភ្លើងពីលើតូប",
           "យកជញ្ជីងអេឡិចត្រូនិកទៅជួសជុល", "ដឹកប្រហុកពីរពាងទៅហាងប្រហុកខ្ទិះយាយស៊ុន", "លាងពាងប្រហុកទទេនៅឃ្លាំង",
           "ទៅយកវិក្កយបត្រពន្ធពីសាលាខណ្ឌ", "ប្រាប់ភ្ញៀវ Khmer Kitchen ពីតម្លៃថ្មី", "បោះពុម្ព QR ABA ថ្មីបិទមុខតូប",
           "ហាលត្រីងៀតដែលសើមលើដំបូលផ្ទះ", "ទិញអំបិលគ្រាប់បីបាវនៅផ្សារដើមគរ"],
    asked=["នរណាទំនេរ{a}ខ្លះ? 🙏", "ក្មួយៗ អ្នកណាអាច{a}បាន មុនថ្ងៃសៅរ៍?", "នៅអត់ទាន់មានអ្នក{a}ទៀត 😩", "សុំម្នាក់{a}ផង ប្រញាប់ណា",
           "ចៅៗ អ្នកណា{a}ឲ្យយាយផង", "ត្រូវការអ្នក{a} ថ្ងៃនេះ អ្នកណាទំនេរ?", "nak na ot rovol? {a} phong"],
    edits=[("លេខគណនី ABA របស់តូប៖ {x} (YEAY HEANG)", "លេខគណនី ABA របស់តូប៖ {y} (YEAY HEANG) សុំទោស វាយខុស 🙏", "លេខគណនី ABA របស់តូប", "aba"),
           ("លេខ Wing របស់ហៀលីម៖ {x}", "លេខ Wing របស់ហៀលីម៖ {y} ណា", "លេខ Wing របស់ហៀលីម", "tel"),
           ("លេខទូរស័ព្ទអ្នកបើកឡានប្រហុក៖ {x}", "លេខទូរស័ព្ទអ្នកបើកឡានប្រហុក៖ {y} (កែហើយ)", "លេខទូរស័ព្ទអ្នកបើកឡានប្រហុក", "tel"),
           ("ស្លាកលេខតុកតុករបស់តូប៖ {x}", "ស្លាកលេខតុកតុករបស់តូប៖ {y}", "ស្លាកលេខតុកតុករបស់តូប", "plate"),
           ("ទីតាំងឃ្លាំងថ្មីនៅសែនសុខ៖ {x}", "ទីតាំងឃ្លាំងថ្មីនៅសែនសុខ៖ {y} (link ត្រឹមត្រូវ)", "ទីតាំងឃ្លាំងថ្មីនៅសែនសុខ", "map"),
           ("លេខវិក្កយបត្រហៀលីមខែនេះ៖ {x}", "លេខវិក្កយបត្រហៀលីមខែនេះ៖ {y}", "លេខវិក្កយបត្រហៀលីម", "inv"),
           ("លេខសម្ងាត់ WiFi នៅតូប៖ {x}", "លេខសម្ងាត់ WiFi នៅតូប៖ {y} ប្តូរហើយ", "លេខសម្ងាត់ WiFi នៅតូប", "wifi")],
    changes=[("តម្លៃលក់ដុំប្រហុកត្រីរ៉ស់ {x} ក្នុង១គីឡូ", ["ចាប់ពីថ្ងៃនេះ តម្លៃលក់ដុំប្រហុកត្រីរ៉ស់ឡើងដល់ {y} ក្នុង១គីឡូ",
                                                         "update៖ តម្លៃលក់ដុំប្រហុកត្រីរ៉ស់ {y}/គីឡូ"], "តម្លៃលក់ដុំប្រហុកត្រីរ៉ស់", "rielkg"),
             ("ឡានហៀលីមមកដល់ផ្សារ {x}", ["ហៀលីមថា ឡានហៀលីមមកដល់ផ្សារ {y} វិញ ស្ទះផ្លូវជាតិលេខ៥", "កែប្រែ៖ ឡានហៀលីមមកដល់ផ្សារ {y}"],
              "ឡានហៀលីមមកដល់ផ្សារ", "time"),
             ("ថ្លៃដឹកម៉ូតូមួយជើងទៅស្ទឹងមានជ័យ {x}", ["ថ្លៃដឹកម៉ូតូមួយជើងទៅស្ទឹងមានជ័យ ឥឡូវ {y} ហើយ សាំងឡើង", "ប្តូរ៖ ថ្លៃដឹកម៉ូតូមួយជើងទៅស្ទឹងមានជ័យ {y}"],
              "ថ្លៃដឹកម៉ូតូមួយជើងទៅស្ទឹងមានជ័យ", "ship"),
             ("ភោជនីយដ្ឋានទន្លេមេគង្គកុម្ម៉ង់ត្រីងៀតប្រចាំសប្តាហ៍ {x}", ["ភោជនីយដ្ឋានទន្លេមេគង្គកុម្ម៉ង់ត្រីងៀតប្រចាំសប្តាហ៍ ប្តូរជា {y} វិញ",
                                                                       "គាត់ខលមកថា ភោជនីយដ្ឋានទន្លេមេគង្គកុម្ម៉ង់ត្រីងៀតប្រចាំសប្តាហ៍ {y} ទេ"],
              "ភោជនីយដ្ឋានទន្លេមេគង្គកុម្ម៉ង់ត្រីងៀត", "kg"),
             ("ប្រជុំគ្រួសាររៀបចំស៊ិនជា ជួបគ្នានៅ{x}", ["ប្រជុំគ្រួសាររៀបចំស៊ិនជា ប្តូរទៅ{y}វិញ", "សុំទោស ប្រជុំគ្រួសាររៀបចំស៊ិនជា ធ្វើនៅ{y}"],
              "ប្រជុំគ្រួសាររៀបចំស៊ិនជា", "place"),
             ("ថ្ងៃបើកប្រាក់ខែក្មួយៗខែនេះ {x}", ["ថ្ងៃបើកប្រាក់ខែក្មួយៗខែនេះ ពន្យារទៅ {y}", "ថ្ងៃបើកប្រាក់ខែក្មួយៗខែនេះ ប្តូរជា {y}"],
              "ថ្ងៃបើកប្រាក់ខែក្មួយៗ", "date"),
             ("បញ្ចុះតម្លៃភ្ញៀវហាងបាយប្រចាំ {x}", ["បញ្ចុះតម្លៃភ្ញៀវហាងបាយប្រចាំ ដូរមក {y} វិញ", "យាយថា បញ្ចុះតម្លៃភ្ញៀវហាងបាយប្រចាំ ត្រឹម {y}"],
              "បញ្ចុះតម្លៃភ្ញៀវហាងបាយប្រចាំ", "pct"),
             ("ប្រាក់កក់ឲ្យហៀលីមសម្រាប់ប្រហុកថ្មី {x}", ["ប្រាក់កក់ឲ្យហៀលីមសម្រាប់ប្រហុកថ្មី គាត់សុំ {y} វិញ", "កែ៖ ប្រាក់កក់ឲ្យហៀលីមសម្រាប់ប្រហុកថ្មី {y}"],
              "ប្រាក់កក់ឲ្យហៀលីម", "usd")])

# The chatter.
_KHLEY = ["ចាស", "បាទ", "ok", "ok បង", "អូខេ", "បាទបង", "ចាសម៉ែ", "អរគុណ", "អរគុណច្រើន 🙏", "👍", "🙏", "😂😂", "ហាហា", "ហិហិ", "ដឹងហើយ", "បានហើយ",
          "មិនអីទេ", "ចាំបន្តិច", "ទៅដល់ហើយ", "កំពុងទៅ", "ហ្នឹងហើយ", "ត្រូវហើយ", "អត់ទេ", "ទទួលបានហើយ", "ok ok", "jam tic bong", "orkun bong", "ot ey te",
          "baat", "ok 好", "好的", "谢谢", "🐟", "🐟🐟", "🛵", "💵", "🔥", "😭", "🥲", "ឡូយ", "ជិតដល់ហើយ", "noted", "រួចរាល់", "ចាស យាយ", "បាទ យាយ",
          "k", "ok ហៀ", "ចា", "tov dol hz", "ok bong", "sorry bong", "បាទៗ", "ចាសៗ", "អរគុណបង 🙏", "✅", "👌", "😅", "អស់ហើយ", "មានៗ", "លឿនៗផង",
          "ចាំមើល", "អាហ្នឹងណា", "ធ្វើម៉េច?", "ម៉េចហ្នឹង", "😳", "ស្រួល", "ok ចាំខ្ញុំ"]
_KONDAL = ["{n} ទៅដល់ហាងហើយឬនៅ?", "ស្ទះចរាចរណ៍ខ្លាំងណាស់នៅ{p} យឺតបន្តិចណា", "ម៉ូតូខ្ញុំបែកកង់ នៅ{p}ហ្នឹង 😩", "{n} យកជញ្ជីងទៅណាហើយ រកមិនឃើញ",
           "ថ្ងៃនេះផ្សារស្ងាត់ណាស់ ភ្ញៀវតិច", "មានភ្ញៀវបារាំងមកថតរូបតូបយើងទៀតហើយ 😂", "ទឹកភ្លៀងលិចផ្លូវនៅ{p} ទៅមិនរួចទេ",
           "អ្នកណាឃើញកាំបិតកាត់ត្រីទេ?", "ត្រីងៀតថ្ងៃនេះស្ងួតល្អ ភ្ញៀវសរសើរ", "{n} ផ្ញើទីតាំងមកផង ខ្ញុំរកហាងមិនឃើញ", "ចាំខ្ញុំទៅយកទឹកកកមួយដុំសិន",
           "ម៉ែ ថង់ខ្មៅអស់ហើយ", "សុំទោសបង ខ្ញុំភ្លេចឆ្លើយ", "ថ្ងៃនេះក្តៅខ្លាំង ក្លិនប្រហុកខ្លាំងជាងធម្មតា 😅", "{n} ថាស្អែកមិនមកទេ ឈឺក្តៅខ្លួន",
           "ភ្ញៀវសួរមានផ្អកត្រីឆ្ពិនទេ ខ្ញុំប្រាប់ថាអស់", "ប៉ូលីសចរាចរណ៍ឃាត់ខ្ញុំនៅ{p} 😭", "កាហ្វេទឹកដោះគោទឹកកក អ្នកណាផឹកខ្លះ?",
           "ទ្វារផ្សារខាងជើងបិទហើយ ចូលតាមទ្វារខាងត្បូង", "ហាងនៅ{p}បិទទ្វារ ខ្ញុំផ្ញើអីវ៉ាន់នឹងសន្តិសុខ", "យាយ ញ៉ាំថ្នាំហើយឬនៅ?",
           "{n} វេនបិទតូបយប់នេះណា កុំភ្លេច", "ទូរស័ព្ទខ្ញុំអស់ថ្ម ចាំសាកសិន", "ពូសន្តិសុខផ្សារផ្តាំថាកុំចតម៉ូតូមុខទ្វារ",
           "ថ្ងៃត្រង់ហូបអី? បាយសាច់ជ្រូកឬគុយទាវ?", "ខ្ញុំដឹកដល់{p}ហើយ ភ្ញៀវបង់លុយសុទ្ធ", "ភ្លើងដាច់ក្នុងផ្សារ ងងឹតសូន្យ",
           "កុំភ្លេចចាក់សោរទ្វារដែកណា", "មានអ្នកលក់នំប៉័ងដើរកាត់ អ្នកណាយកខ្លះ?", "rain klang nas jam tic", "bong ot mean luy ab te jam tov dol sen",
           "{n} nov na hz?", "order tmey pi hang nov {p}", "ជិះម៉ូតូពីរនាក់ ដឹកបាវត្រីធ្ងន់ណាស់", "បងៗ ភ្ញៀវខល រកអ្នកលើកទូរស័ព្ទអត់ឃើញ",
           "ខ្ញុំនៅ{p} ចាំភ្ញៀវចុះមកយកអីវ៉ាន់", "ទឹកប្រហុកហៀរលើកៅអីម៉ូតូ ស្អុយខ្លាំង 🤢", "មានអ្នកណាឃើញសៀវភៅកត់លុយពណ៌ខៀវទេ?",
           "ភ្ញៀវកូរ៉េសួរម្រេចកំពតខ្មៅ ខ្ញុំឲ្យសាកភ្លក់", "{n} មកដល់តូបហើយ ចាំជួយលើកអីវ៉ាន់", "បងស្រី QR ABA ស្កេនមិនចេញ",
           "ម៉ាស៊ីនកាត់ត្រីរលត់ទៀតហើយ", "សុំទោសយឺតបន្តិច ទើបតែងើបពីគេង 😅", "ស្អែកជាថ្ងៃសីល យាយទៅវត្ត", "ភ្ញៀវហាងសួរថា ស្អែកដឹកបានទេ?",
           "ឡានហៀលីមជាប់ស្ទះនៅស្ពានព្រែកក្តាម", "ផ្សារថ្ងៃនេះមានភ្ញៀវទេសចរច្រើន", "{n} ផ្ញើរូបវិក្កយបត្រមកម្តងទៀតមើល មិនច្បាស់",
           "អ្នកណាដឹងពាក្យសម្ងាត់ iPad តូបទេ?", "ខ្ញុំដាក់ប្រហុកក្នុងទូខាងក្រោយហើយ", "យាយឲ្យទុកត្រីឆ្អើរល្អៗសម្រាប់ភ្ញៀវចាស់",
           "ក្លិនកាពិឆ្អេះៗ ភ្ញៀវបារាំងខ្ទប់ច្រមុះ 😂", "ចាំខ្ញុំដល់ផ្ទះ ផ្ញើលុយទៅ", "ok ខ្ញុំយកទៅ{p}ឥឡូវហ្នឹង"]
# The questions among them (those who punctuate end them with "?").
_SUOR = {"{n} ទៅដល់ហាងហើយឬនៅ?", "អ្នកណាឃើញកាំបិតកាត់ត្រីទេ?", "កាហ្វេទឹកដោះគោទឹកកក អ្នកណាផឹកខ្លះ?", "យាយ ញ៉ាំថ្នាំហើយឬនៅ?",
         "ថ្ងៃត្រង់ហូបអី? បាយសាច់ជ្រូកឬគុយទាវ?", "មានអ្នកលក់នំប៉័ងដើរកាត់ អ្នកណាយកខ្លះ?", "{n} nov na hz?", "មានអ្នកណាឃើញសៀវភៅកត់លុយពណ៌ខៀវទេ?",
         "ភ្ញៀវហាងសួរថា ស្អែកដឹកបានទេ?", "អ្នកណាដឹងពាក្យសម្ងាត់ iPad តូបទេ?"}
# The supplier in Kampong Chhnang: Khmer with Chinese in it.
_HIA = ["ឡានចេញពីកំពង់ឆ្នាំងហើយ 好", "ឆ្នាំនេះត្រីរៀលតិច ទឹកទន្លេសាបស្រកយឺត 生意 មិនសូវល្អទេ", "多谢 ចែ 🙏", "ប្រហុកឆ្នាំនេះឆ្ងាញ់ជាងឆ្នាំមុន 没问题",
        "老板娘 ខ្ញុំផ្ញើរូបត្រីប្រៃមកមើលសិន", "ហៀនៅឯកំពង់ហ្លួង ចាំល្ងាចហៀខល", "ត្រីឆ្អើរលើកនេះ ហៀជ្រើសតែដុំធំៗ 好的", "ok ok ចាំហៀឆែកមើលស្តុកសិន",
        "ស៊ិនជាឆ្នាំនេះ ហៀឈប់៥ថ្ងៃណា 新年快乐 មុន 😄", "ចែ ផ្ញើលុយមកហើយឬនៅ? 谢谢"]
_YEAY = ["ចៅៗទាំងអស់គ្នា យាយនិយាយបន្តិច", "កាលពីឆ្នាំ៧៩ យាយចាប់ផ្តើមលក់ប្រហុកនៅផ្សារធំថ្មីពីដៃទទេ", "ពេលនោះគ្មានទូរស័ព្ទ គ្មាន ABA អីទេ",
         "ប្រហុកល្អត្រូវក្លិនឈ្ងុយ មិនមែនស្អុយទេ", "ត្រីរៀលពីទន្លេសាបឆ្ងាញ់ជាងគេ", "ចៅៗជិះម៉ូតូប្រយ័ត្នណា កុំជិះលឿនពេក",
         "ហូបបាយឲ្យឆ្អែតសិនចាំដឹកអីវ៉ាន់", "ហៀលីមជាមនុស្សល្អ យាយស្គាល់តាំងពីឪពុកគេនៅរស់", "លុយរៀលក៏ជាលុយដែរ កុំមើលងាយ",
         "ភ្ញៀវមកត្រូវញញឹមដាក់គេ ទោះបីគេទិញតិចក៏ដោយ", "យាយចាស់ហើយ ភ្នែកមើលទូរស័ព្ទមិនសូវឃើញ", "កុំភ្លេចអុជធូបប្រាប់ជីដូនជីតាផង",
         "ថ្ងៃសីលយាយទៅវត្តឧណ្ណាលោម", "កាលមុនយាយដើរទិញត្រីដល់កំពង់ឆ្នាំងដោយជិះទូក", "សូមព្រះប្រទានពរឲ្យចៅៗសុខសប្បាយ"]
_LIKHET = ["ជម្រាបសួរបងប្អូន ភ្ញៀវ និងដៃគូទាំងអស់ 🙏",
           "តូបយើងនឹងបិទលក់សម្រាប់ថ្ងៃបុណ្យ ហើយបើកវិញជាធម្មតាបន្ទាប់ពីបុណ្យ។",
           "សូមភ្ញៀវហាងបាយទាំងអស់ទូទាត់ប្រាក់ជំពាក់ឲ្យបានទាន់ពេល ដើម្បីយើងអាចបង់ឲ្យអ្នកផ្គត់ផ្គង់បានទៀងទាត់។",
           "ចាប់ពីខែក្រោយ វិក្កយបត្រទាំងអស់នឹងចេញជាដុល្លារ ហើយអាចបង់ជារៀលតាមអត្រាប្តូរប្រាក់ប្រចាំថ្ងៃ។",
           "ប្រហុក និងផ្អកទាំងអស់របស់តូបយើង ធ្វើពីត្រីទន្លេសាបសុទ្ធ គ្មានសារធាតុគីមី។",
           "បើមានបញ្ហាទំនិញ សូមប្រាប់ក្នុងរយៈពេល២៤ម៉ោង ដើម្បីយើងប្តូរឲ្យ។",
           "ក្មួយៗដែលដឹកទំនិញ សូមយកវិក្កយបត្រឲ្យភ្ញៀវចុះហត្ថលេខាគ្រប់ពេល។",
           "ភ្នំពេញ ថ្ងៃទី១ ខែធ្នូ ឆ្នាំ២០២៦ ត្រូវនឹង ព.ស.២៥៧០",
           "ដោយក្តីគោរព\nស្រីនាង — គណនេយ្យ តូបយាយហៀង ផ្សារធំថ្មី"]
_ROMLEUK = ("📢 រំលឹក៖ ភ្ញៀវហាងទាំងអស់ សូមផ្ទេរប្រាក់តាម ABA ឬ Wing ហើយផ្ញើរូប screenshot មកក្នុងក្រុមនេះផង ដើម្បីងាយស្រួលផ្ទៀងផ្ទាត់បញ្ជី។ "
            "មិនផ្ញើ ខ្ញុំមិនអាចកត់ថាបង់ហើយទេ។ អរគុណច្រើន! 🙏 — ស្រីនាង")
_ARUN = "អរុណសួស្តីបងប្អូនទាំងអស់គ្នា ☀️"
_LINKS = ["https://www.facebook.com/YeayHeangPhsarThmei/posts/{n} share ផងបងៗ", "https://maps.app.goo.gl/{k} ទីតាំងហាងភ្ញៀវ",
          "https://t.me/c/{n}/{m} មើលសារចាស់នេះ", "https://www.tiktok.com/@phsarthmei.prahok/video/{n} ក្មួយថតតូបយើង 😂",
          "https://pay.ababank.com/{k} link បង់ប្រាក់", "https://www.youtube.com/watch?v={k} របៀបធ្វើប្រហុកនៅកំពង់ឆ្នាំង",
          "https://www.facebook.com/share/v/{k}/ ព័ត៌មានទឹកទន្លេសាប", "https://www.nbc.gov.kh/english/economic_research/exchange_rate.php"]
_MUKH = [("ប្រហុកត្រីរ៉ស់ (សាច់)", 26000, 40000), ("ប្រហុកត្រីរៀល", 12000, 20000), ("ផ្អកត្រីឆ្ពិន", 30000, 48000), ("កាពិកំពត", 14000, 22000),
         ("ត្រីងៀតរ៉ស់", 40000, 60000), ("ត្រីប្រៃប្រា", 16000, 26000), ("ត្រីឆ្អើរ", 45000, 70000), ("បង្គាក្រៀម", 60000, 95000),
         ("មឹកងៀត", 80000, 130000), ("ម្រេចកំពតខ្មៅ", 50000, 75000), ("ស្ករត្នោត", 7000, 12000), ("គ្រឿងសម្លកកូរ", 15000, 25000)]
_BOT = ["បានកត់ត្រាហើយ ✍️", "ចាស ទទួលបាន។", "សូមអភ័យទោស ខ្ញុំមិនទាន់អាចស្តាប់សារសំឡេងបានទេ សូមវាយជាអក្សរ។", "មិនអីទេ 🙏",
        "នឹងរំលឹកនៅពេលជិតដល់។"]
_LATIN_NAMES = ["CHAN SOPHEA", "SOK KIMLY", "LY HUOR", "HENG SREYNICH", "KEO PISEY", "TEP VIBOL", "PHAL DAVID", "OUK SREYMOM", "NGUON THOL"]


def _k(s: object) -> str:
    """Latin digits as Khmer ones."""
    return str(s).translate(_KDIGITS)


class _Phsar:
    """One chat's draws and the stall's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.tob = Planter(rng, _TOB, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    def riel(self, n: int) -> str:
        """Riel the ways the family writes them: "50,000៛", "៥០,០០០៛", "50,000 រៀល", "៛50,000", "៥ម៉ឺនរៀល"."""
        g = grouped(n, ",")
        ways = [f"{g}៛", f"{_k(g)}៛", f"{g} រៀល", f"{_k(g)}រៀល", f"៛{g}", f"{g}៛"]
        if n % 1000 == 0 and n < 10_000_000:
            lan, rest = divmod(n, 1_000_000)
            sen, rest = divmod(rest, 100_000)
            meun, rest = divmod(rest, 10_000)
            poan = rest // 1000
            words = "".join(f"{_k(v)}{u}" for v, u in ((lan, "លាន"), (sen, "សែន"), (meun, "ម៉ឺន"), (poan, "ពាន់")) if v)
            ways += [f"{words}រៀល", words]
        return self.rng.choice(ways)

    def usd(self, cents: int) -> str:
        """Dollars: "$12.50", "12.5$", "១២.៥០ដុល្លារ", "១២ដុល្លារកន្លះ", "12.50 USD"."""
        d, c = divmod(cents, 100)
        s = f"{d}.{c:02d}"
        ways = [f"${s}", f"${s}", f"{s} USD", f"{_k(s)}ដុល្លារ"]
        ways.append(f"{d}$" if c == 0 else f"{cents / 100:g}$")
        if c == 50:
            ways.append(f"{_k(d)}ដុល្លារកន្លះ")
        if c == 0:
            ways += [f"${grouped(d, ',')}", f"{_k(d)}ដុល្លារ"]
        return self.rng.choice(ways)

    def num(self, n: int) -> str:
        """A count, in Khmer digits or Latin."""
        return self.rng.choice([_k(n), _k(n), str(n)])

    def thngai(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date: "ថ្ងៃទី១៤ ខែធ្នូ", "14/12", "១៤/១២", "ថ្ងៃសៅរ៍ ទី១៤ ខែធ្នូ", "ថ្ងៃទី 14 ខែ 12 ឆ្នាំ 2026"."""
        d = self.thngai(n)
        khe = _KHE[d.month]
        return self.rng.choice([f"ថ្ងៃទី{_k(d.day)} ខែ{khe}", f"ថ្ងៃទី{_k(d.day)} ខែ{khe}", f"{d.day}/{d.month}", f"{_k(d.day)}/{_k(d.month)}",
                                f"ថ្ងៃ{_THNGAI[d.weekday()]} ទី{_k(d.day)} ខែ{khe}", f"ថ្ងៃទី {d.day} ខែ {d.month} ឆ្នាំ {d.year}",
                                f"{d.day:02d}/{d.month:02d}/{d.year}", f"{_k(d.day)} {khe}"])

    def mong(self, h: int, mi: int | None = None) -> str:
        """A time: "ម៉ោង៧ព្រឹក", "ម៉ោង7ព្រឹក", "ម៉ោង៧កន្លះព្រឹក", "ម៉ោង 7:30", "7am", "19:00"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "ទៀបភ្លឺ" if h < 5 else "ព្រឹក" if h < 12 else "ថ្ងៃត្រង់" if h == 12 else "រសៀល" if h < 17 else "ល្ងាច" if h < 19 else "យប់"
        half = "កន្លះ" if mi == 30 else ""
        ways = [f"ម៉ោង{_k(h12)}{half}{part}", f"ម៉ោង{_k(h12)}{half}{part}", f"ម៉ោង{h12}{half}{part}", f"ម៉ោង {_k(h)}:{_k(f'{mi:02d}')}",
                f"{h:02d}:{mi:02d}", f"ម៉ោង {h}:{mi:02d}"]
        if mi == 0:
            ways.append(f"{h12}{'am' if h < 12 else 'pm'}")
        return r.choice(ways)

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.tob.fresh
        slots = {"pang": lambda: self.num(f("pang", 14, 160)), "kg": lambda: self.num(f("kg", 120, 900)),
                 "usd": lambda: self.usd(f("usd", 30, 900) * 50), "usd2": lambda: self.usd(f("usd2", 8, 40) * 1000),
                 "riel": lambda: self.riel(f("riel", 40, 400) * 100_000), "bao": lambda: self.num(f("bao", 20, 140)),
                 "hang": lambda: self.num(f("hang", 18, 70)), "riel2": lambda: self.riel(f("riel2", 30, 180) * 1000),
                 "kg2": lambda: self.num(f("kg2", 3, 40)), "riel3": lambda: self.riel(f("riel3", 150, 900) * 10_000 + r.choice([0, 0, 5000, 1500])),
                 "usd3": lambda: self.usd(f("usd3", 40, 900) * 100), "kg3": lambda: self.num(f("kg3", 20, 120)),
                 "riel4": lambda: self.riel(f("riel4", 60, 400) * 1000 + r.choice([0, 0, 500])),
                 "dt": lambda: self.dt(f("d", 0, 110)), "tm": lambda: self.mong(f("h", 4, 21)),
                 "dy": lambda: r.choice(["ស្អែក", "ខានស្អែក", "ថ្ងៃសៅរ៍នេះ", "ថ្ងៃចន្ទក្រោយ", "ថ្ងៃសុក្រ", "ថ្ងៃអង្គារ", "ព្រឹកស្អែក", "ថ្ងៃព្រហស្បតិ៍"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.tob.fresh

        def tel() -> str:
            pre = r.choice(["012", "017", "077", "089", "092", "096", "010", "015", "069", "070", "085", "088", "097", "098", "011", "078"])
            n = f"{pre} {r.randrange(100, 1000)} {r.randrange(100, 1000)}" if pre[1] != "9" else f"{pre} {r.randrange(100, 1000)} {r.randrange(1000, 10000)}"
            return r.choice([n, n, _k(n)])

        draws = {"aba": lambda: f"00{r.randrange(1, 10)} {r.randrange(100, 1000)} {r.randrange(100, 1000)}", "tel": tel,
                 "plate": lambda: f"ភ្នំពេញ {r.randrange(1, 4)}{code(r, 2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}-{r.randrange(1000, 10000)}",
                 "map": lambda: f"https://maps.app.goo.gl/{code(r, 17)}", "inv": lambda: f"LH-{r.choice(['2611', '2612', '2701'])}-{r.randrange(1000, 10000)}",
                 "wifi": lambda: r.choice(["YeayHeang", "phsarthmei", "prahok", "TobYeay"]) + f"@{r.randrange(1000, 10000)}",
                 "rielkg": lambda: self.riel(f("rielkg", 22, 48) * 1000), "time": lambda: self.mong(*divmod(f("o", 10, 40) * 30, 60)),
                 "ship": lambda: self.riel(f("ship", 4, 25) * 1000), "kg": lambda: f"{self.num(f('kgc', 5, 60))} គីឡូ",
                 "place": lambda: r.choice(["ផ្ទះយាយនៅទួលគោក", "ហាងកាហ្វេក្បែរទ្វារផ្សារខាងកើត", "ភោជនីយដ្ឋានចិនផ្លូវ១៣៦", "តូបយើង ក្រោយម៉ោងបិទ",
                                            "ផ្ទះបងស្រីនៅបឹងកេងកង", "ហាងស៊ុបឆ្នាំងដីនៅអូរឫស្សី", "ផ្ទះពូនៅច្បារអំពៅ"]),
                 "date": lambda: self.dt(f("d", 0, 110)), "pct": lambda: f"{self.num(f('pct', 2, 16))}%",
                 "usd": lambda: self.usd(f("dep", 20, 400) * 500)}
        return self.tob.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def kondal(self) -> str:
        r = self.rng
        t = r.choice(_KONDAL)
        said = t.format(n=r.choice(_NEAK), p=r.choice(_KONLENG))
        if r.random() < 0.15:  # two things in one breath
            t = r.choice(_KONDAL)
            said += " " + t.format(n=r.choice(_NEAK), p=r.choice(_KONLENG))
        if r.random() >= 0.3 or said[-1] in "?!។" or ord(said[-1]) > 0x2600:  # most put no mark at the end
            return said
        return said + ("?" if t in _SUOR else r.choice(["។", "។", "!", " 🙏", "ណា។", " ✅", "!!"]))

    def tarang(self) -> str:
        """The wholesale price list, riel and dollars per kilo."""
        r = self.rng
        d = self.thngai(r.randrange(0, 110))
        rows = []
        for name, lo, hi in r.sample(_MUKH, r.randrange(5, 9)):
            kh = r.randrange(lo // 500, hi // 500) * 500
            rows.append(f"{name:<22}{grouped(kh, ','):>9}   {kh / 4100:>6.2f}")
        return (f"📋 តារាងតម្លៃលក់ដុំ តូបយាយហៀង ({_k(d.day)}/{_k(d.month)})\n```\nមុខទំនិញ               ៛/គីឡូ    $/kg\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nតម្លៃអាចប្រែប្រួល", "\nទិញលើស១០គីឡូ ចុះតម្លៃ", "\n($1 = 4,100៛)", "\nសួរបានតាមទូរស័ព្ទ"]))

    def aba(self) -> str:
        r = self.rng
        d = self.thngai(r.randrange(0, 110))
        amt = r.choice([f"៛{grouped(r.randrange(4, 120) * 5000, ',')}", f"${r.randrange(5, 300)}.{r.choice(['00', '00', '50', '25'])}"])
        h, mi = r.randrange(1, 13), r.randrange(0, 60)
        return (f"{amt} paid by {r.choice(_LATIN_NAMES)} (*{r.randrange(100, 1000)}) on {d:%b} {d.day:02d}, {h:02d}:{mi:02d} {r.choice(['AM', 'PM'])} "
                f"via ABA PAY at YEAY HEANG DRIED FISH by KHQR. Trx. ID: {r.randrange(10**11, 10**12)}, APV: {r.randrange(100000, 1000000)}."
                + r.choice(["", "\nបង់ហើយណាបងស្រី", "\nsent hz bong", "\nសូមពិនិត្យ 🙏", "\nរបស់ហាងបាយម្ជូរម៉ែ"]))

    def wing(self) -> str:
        r = self.rng
        amt = r.randrange(2, 80) * 10_000
        return (f"Wing: អ្នកបានទទួលប្រាក់ {grouped(amt, ',')} KHR ពី 0{r.choice(['12', '17', '96', '89', '70'])}{r.randrange(100000, 1000000)}។ "
                f"លេខប្រតិបត្តិការ៖ {r.randrange(10**9, 10**10)}។ សមតុល្យ៖ {grouped(r.randrange(100, 9000) * 1000, ',')} KHR។"
                + r.choice(["", "\nលុយដឹកប្រហុកម្សិលមិញ", "\nពីពូសាន", "\n👆"]))

    def order(self) -> str:
        """A restaurant's order, as it is typed."""
        r = self.rng
        items = r.sample(_MUKH, r.randrange(2, 6))
        rows = [f"- {name} {self.num(r.randrange(1, 25))}{r.choice(['kg', 'គីឡូ', ' គីឡូ'])}" for name, _, _ in items]
        return (f"📝 កុម្ម៉ង់ពី{r.choice(_HANG)}\n" + "\n".join(rows)
                + f"\nដឹកមុន{self.mong(r.randrange(6, 11))}" + r.choice(["", "\nបង់ពេលដឹកដល់", "\nកត់ចូលបញ្ជីសិនបង", "\nអរគុណបងស្រី 🙏"]))

    def invoice(self) -> str:
        """The supplier's invoice from Kampong Chhnang."""
        r = self.rng
        lines, total = [], 0
        for name, unit, lo, hi in r.sample([("ប្រហុកត្រីរ៉ស់", "ពាង", 90, 160), ("ប្រហុកត្រីរៀល", "ពាង", 45, 80), ("ត្រីប្រៃប្រា", "បាវ", 60, 110),
                                              ("ត្រីឆ្អើរ", "គីឡូ", 11, 18), ("ផ្អកត្រីឆ្ពិន", "ពាង", 100, 170)], r.randrange(2, 5)):
            q, p = r.randrange(2, 30), r.randrange(lo, hi)
            total += q * p
            lines.append(f"{name:<16}{q:>4} {unit:<5} x ${p:<5} = ${grouped(q * p, ',')}")
        return (f"វិក្កយបត្រ / 发票 No. {r.randrange(100, 999)}\nលីម ហេង ត្រីប្រៃ-ប្រហុក កំពង់ឆ្នាំង ☎ 026 {r.randrange(100, 999)} {r.randrange(100, 999)}\n"
                + "\n".join(lines) + f"\nសរុប / 合计: ${grouped(total, ',')}\nកក់រួច: ${r.randrange(0, total // 2 + 1) // 10 * 10}"
                + r.choice(["", "\n多谢 🙏", "\nចែ ឆែកមើលផង"]))

    def route(self) -> str:
        """The nephews' delivery list with the cash to collect."""
        r = self.rng
        rows = [f"{i}. {h} ({p}) — {self.num(r.randrange(1, 6))} {r.choice(['ពាង', 'បាវ', 'គីឡូ'])} — COD {grouped(r.randrange(3, 60) * 5000, ',')}៛"
                for i, (h, p) in enumerate(zip(r.sample(_HANG, 4), r.sample(_KONLENG, 4)), 1)][: r.randrange(2, 5)]
        return (f"🛵 ខ្សែដឹកថ្ងៃនេះ — {r.choice(_NEAK)}\n" + "\n".join(rows)
                + r.choice(["", "\nយកលុយមកវិញកុំភ្លេច", "\nចេញម៉ោង៨ ok?", "\nហាងទី២ទូរស័ព្ទមុនសិន"]))

    def cash(self) -> str:
        r = self.rng
        d = self.thngai(r.randrange(0, 110))
        a, b, c, u = r.randrange(20, 300) * 10_000, r.randrange(10, 400) * 10_000, r.randrange(0, 80) * 10_000, r.randrange(5, 400)
        return (f"បញ្ជីលុយថ្ងៃទី{_k(d.day)}/{_k(d.month)}\nលុយសុទ្ធ: {grouped(a, ',')}៛ + ${u}\nABA: {grouped(b, ',')}៛\nWing: {grouped(c, ',')}៛\n"
                f"សរុប ≈ ${(a + b + c) / 4100 + u:,.2f}" + r.choice(["", "\nខ្វះ១ម៉ឺន រកមិនឃើញ 😩", "\nត្រូវហើយ ✅", "\n— ស្រីនាង"]))

    def excel(self) -> str:
        r = self.rng
        n = r.randrange(20, 90)
        return (f"```\n=SUMIF(C2:C{n},\"ABA\",E2:E{n})\n=SUM(E2:E{n})/4100\n```\n"
                + r.choice(["បងស្រី រូបមន្តនេះត្រូវទេ? វាចេញ #VALUE!", "ដាក់ក្នុង sheet ខែធ្នូហើយ", "ប្រើ formula នេះ កុំបូកដោយដៃទៀត", "#VALUE! ម៉េចហ្នឹង 😭"]))

    def nbc(self) -> str:
        r = self.rng
        d = self.thngai(r.randrange(0, 110))
        rate = r.randrange(4005, 4125)
        return (f"ធនាគារជាតិនៃកម្ពុជា — អត្រាប្តូរប្រាក់ផ្លូវការ\nថ្ងៃទី{_k(d.day)} ខែ{_KHE[d.month]}: 1 USD = {grouped(rate, ',')} KHR"
                + r.choice(["", "\nតូបយើងគិតមូល ៤,១០០", "\nforward ពី Telegram NBC", ""]))

    def tonle(self) -> str:
        """The supplier on the level of the Tonle Sap at Kampong Chhnang."""
        r = self.rng
        return (f"កម្ពស់ទឹកទន្លេសាបនៅកំពង់ឆ្នាំងព្រឹកនេះ {r.randrange(20, 95) / 10:.1f}m "
                + r.choice(["ទឹកស្រកហើយ ត្រីរៀលចាប់ផ្តើមចុះ 好", "នៅខ្ពស់ ត្រីតិចនៅឡើយ", "ឆ្នាំនេះទឹកតិចជាងឆ្នាំមុន", "អ្នកនេសាទថាខែក្រោយត្រីច្រើន"]))

    def hia(self) -> str:
        r = self.rng
        return r.choice(_HIA) if r.random() < 0.7 else self.tonle()

    def doch(self) -> str:
        """Fact-like chatter that plants nothing: prices, dates and names nobody asks about again."""
        r = self.rng
        d = r.randrange(0, 110)
        return r.choice([f"ត្រីងៀតនៅផ្សារអូរឫស្សីគេលក់ {self.riel(r.randrange(40, 60) * 1000)} ១គីឡូ ថ្លៃជាងយើងទៀត",
                         f"ម្សិលមិញលក់បានប្រហែល {self.usd(r.randrange(150, 900) * 100)}", f"{self.dt(d)} ខ្ញុំសុំច្បាប់ទៅស្រុកមួយថ្ងៃណាបង",
                         f"សាំងឡើងថ្លៃទៀតហើយ {self.riel(r.randrange(38, 52) * 100)} ១លីត្រ", f"{r.choice(_HANG)} ថាខែក្រោយចង់កុម្ម៉ង់បន្ថែម {self.num(r.randrange(5, 30))} គីឡូ",
                         f"ភ្ញៀវកូរ៉េម្នាក់ទិញម្រេចកំពត {self.num(r.randrange(1, 5))} គីឡូ {self.usd(r.randrange(15, 60) * 100)}",
                         f"ប្អូនស្រីខ្ញុំរៀបការ {self.dt(d)} បងៗអញ្ជើញទៅផង 💍", f"ថ្លៃតុកតុក PassApp ទៅ{r.choice(_KONLENG)} {self.riel(r.randrange(6, 20) * 1000)}",
                         f"{r.choice(_NEAK)} ថាឆ្នាំមុនប្រហុកមួយពាងតែ {self.usd(r.randrange(70, 130) * 100)} ទេ",
                         f"ខ្ញុំគិតថា {self.dt(d)} ភ្លៀងទៀតហើយ ប្រយ័ត្នត្រីងៀតសើម", f"ឡានក្រុងទៅកំពង់ឆ្នាំងចេញ{self.mong(r.randrange(6, 15))} តម្លៃ {self.riel(r.randrange(15, 30) * 1000)}",
                         f"{r.choice(_NEAK)} ទិញម៉ូតូថ្មី {self.usd(r.randrange(1200, 2600) * 100)} ឡូយណាស់ 😎"])

    def photo(self) -> Said:
        r = self.rng
        d = self.thngai(r.randrange(0, 110))
        return (r.choice(["", "", "ប្រហុកលើកនេះ 👀", "តូបយើងព្រឹកនេះ", "វិក្កយបត្រ", "ត្រីងៀតហាលថ្ងៃ ☀️", "អីវ៉ាន់ដឹកដល់ហើយ", "screenshot ABA", "ឡានហៀលីម 🚚"]),
                media("photo", f"photo_{d:%Y-%m-%d}_{r.randrange(5, 21):02d}-{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}.jpg", "image/jpeg",
                      r.randrange(40_000, 2_600_000)))

    def voice(self) -> Said:
        r = self.rng
        d = self.thngai(r.randrange(0, 110))
        if r.random() < 0.35:
            name, mime = r.choice([("sticker.webp", "image/webp"), ("AnimatedSticker.tgs", "application/x-tgsticker")])
            return "", media("sticker", name, mime, r.randrange(8_000, 80_000))
        return (r.choice(["", "", "", "យាយផ្ញើសំឡេង ស្តាប់ផងចៅ", "ជិះម៉ូតូ ផ្ញើសំឡេងវិញ", "ហៀនិយាយតាមសំឡេង"]),
                media("voice", f"audio_{d:%Y-%m-%d}_{r.randrange(5, 22):02d}-{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}.ogg", "audio/ogg",
                      r.randrange(5_000, 700_000)))

    def video(self) -> Said:
        r = self.rng
        d = self.thngai(r.randrange(0, 110))
        return (r.choice(["", "ផ្សារភ្លៀងលិច 😱", "ឡានកំពុងចុះអីវ៉ាន់", "ក្មួយថតលេង TikTok"]),
                media("video", f"video_{d:%Y-%m-%d}_{r.randrange(5, 22):02d}-{r.randrange(0, 60):02d}.mp4", "video/mp4", r.randrange(700_000, 28_000_000)))

    def document(self) -> Said:
        r = self.rng
        name, text = r.choice([("បញ្ជីលក់ខែធ្នូ.xlsx", "បញ្ជីលក់ update"), ("Invoice_LimHeng_2612.pdf", "វិក្កយបត្រហៀលីម"), ("តារាងតម្លៃ_2027.pdf", "តារាងតម្លៃថ្មី"),
                               ("ជំពាក់_ហាងបាយ.xlsx", "អ្នកជំពាក់ ឆែកមើលផង"), ("Patent_2026.pdf", ""), ("scan0012.pdf", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(25_000, 1_800_000))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_KHLEY), None)), (lambda: (self.kondal(), None)), (lambda: (self.tarang(), None)), (lambda: (self.aba(), None)),
                  (lambda: (self.wing(), None)), (lambda: (self.order(), None)), (lambda: (self.invoice(), None)), (lambda: (self.route(), None)),
                  (lambda: (self.cash(), None)), (lambda: (self.excel(), None)), (lambda: (self.nbc(), None)), (lambda: (self.hia(), None)),
                  (lambda: (ramble(r, _YEAY, 6, " "), None)), (lambda: (letter(r, _LIKHET, sep="\n\n"), None)), (lambda: (_ROMLEUK, None)),
                  (lambda: (r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**14, 10**15), m=r.randrange(100, 99999)), None)),
                  (lambda: (f"{_ARUN} {self.kondal()}", None)), (lambda: (self.doch(), None)), self.photo, self.voice, self.video, self.document]
        weights = [27, 30, 1.0, 3, 1.5, 2, 0.8, 1.2, 1, 0.5, 0.8, 4, 2.2, 1.0, 2.6, 2.5, 3, 5, 5, 6, 1, 1]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_ARUN} {text}", f"{text}\n\n{_ROMLEUK}", f"{ramble(r, _YEAY, 3, ' ')} ហើយម្យ៉ាងទៀត {text}",
                         f"ពីការប្រជុំគ្រួសារយប់មិញ៖\n1. {text}\n2. {self.kondal()}", f"{text} 🙏", f"{text}\n— ស្រីនាង", f"បងប្អូនទាំងអស់៖ {text}",
                         f"📌 {text}", f"{self.aba()}\n\nហើយ {text}", f"{text} ណាបងៗ"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.06) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    p = _Phsar(rng)
    people = [str(rng.randrange(10**8, 7 * 10**9)) for _ in range(rng.randrange(8, 18))]  # Telegram user ids

    # A market stall: busy from before dawn to noon, a lull in the afternoon, nothing at night.
    def gap() -> int:
        return rng.randrange(20, 1500) if rng.random() > 0.1 else rng.randrange(6 * 3600, 20 * 3600)

    voice = Voice(p.tob, p.chatter, p.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
