"""The marani family: the Viber group of a small family winery (მარანი) with qvevri in Kakheti, near Telavi, in Georgian.

Written for batch 13, while weixin, bazaar and barangay (batch 12) were still held out, and run on
no version of the summarizer when it was committed: a held-out family. The Lomidze family's marani in
Kisiskhevi, a village by Telavi, has a few hectares of Saperavi, Rkatsiteli and Mtsvane, some twenty
qvevri buried in the cellar floor, a tasting room for tourists and a chacha still; the father, the
mother, the daughter who does the tourists and the export, the grandfather, the workers, a cellar
hand, the Tbilisi wine shop that buys from them and, now and then, the enologist share one group.
Georgian is written in Mkhedruli, which has no capital letters; the father, ბატონი გია, writes formal
notices that open with "ძვირფასო ოჯახის წევრებო და თანამშრომლებო," and are signed "პატივისცემით,
გიორგი ლომიძე"; the daughter, ნინო, writes English for tourists and importers ("Booking for Saturday:
6 pax from Warsaw") and mixes it into her Georgian; the grandfather writes long toasts with no
punctuation at all about the qvevri his father buried and the guest who is from God; the workers
write short messages ("კაი", "ხო", "მოვდივარ", "გასაგებია"), often in Georgian typed in Latin letters
("xval 9ze movdivar", "sad xart?"), with Russian words and whole Russian lines ("кароче", "понял",
"давай"). The same reminder about lowering a candle into the qvevri first (CO₂) and never going down
into the cellar alone comes again and again from the father, and "დილა მშვიდობისა ☀️" opens many a
message. Pasted into the chat: the rtveli (harvest) weighing table per grape variety, the qvevri
temperature log, a tasting-room booking from Booking.com or Airbnb, the Tbilisi wine shop's order,
the export declaration and VI-1 form for the EU, the laboratory's analysis report, the weather
forecast for Telavi, a spreadsheet formula; links to Instagram, Facebook, Booking.com, Google Maps,
YouTube and the national wine agency; photos, videos, voice messages, PDFs and stickers. Money is
"1 250 ₾", "1250 ლარი", "45₾", "12,50 ₾" (a decimal comma) and "€14,50", "14 ევრო"; dates "14
დეკემბერს", "14.12", "14.12.2026", "შაბათს, 14.12" and "14 რიცხვში"; times "10:00 საათზე",
"15:30-ზე", "დილის ათ საათზე", "საღამოს 7 საათზე" and "ათის ნახევარზე" (half past nine).
Its facts are said the family's way ("გადაწყდა: საახალწლო დეგუსტაცია — მარანში, ქვევრებთან.",
"მარნის ბუღალტერი არის ეკა მაისურაძე, ქვითრები მას გადაეცით").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "marani"
LANGUAGE = "ka"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 330

_TVE = [("დეკემბერი", "დეკემბერს", "Dec", "December"), ("იანვარი", "იანვარს", "Jan", "January"),
        ("თებერვალი", "თებერვალს", "Feb", "February"), ("მარტი", "მარტს", "Mar", "March")]
_KVIRA = [("ორშაბათი", "ორშაბათს"), ("სამშაბათი", "სამშაბათს"), ("ოთხშაბათი", "ოთხშაბათს"), ("ხუთშაბათი", "ხუთშაბათს"),
          ("პარასკევი", "პარასკევს"), ("შაბათი", "შაბათს"), ("კვირა", "კვირას")]
# An hour said in words: before "საათზე" ("ათ საათზე"), alone with "-ზე" ("ათზე"), and in the genitive for "half to" ("ათის ნახევარზე" is 9:30).
_SAATI = {1: ("ერთ", "ერთზე", "ერთის"), 2: ("ორ", "ორზე", "ორის"), 3: ("სამ", "სამზე", "სამის"), 4: ("ოთხ", "ოთხზე", "ოთხის"),
          5: ("ხუთ", "ხუთზე", "ხუთის"), 6: ("ექვს", "ექვსზე", "ექვსის"), 7: ("შვიდ", "შვიდზე", "შვიდის"), 8: ("რვა", "რვაზე", "რვის"),
          9: ("ცხრა", "ცხრაზე", "ცხრის"), 10: ("ათ", "ათზე", "ათის"), 11: ("თერთმეტ", "თერთმეტზე", "თერთმეტის"),
          12: ("თორმეტ", "თორმეტზე", "პირველის")}
# Workers, family and guests as the chatter names them (never a fact's person).
_SAKHELI = ["ზაზა", "ბესო", "თემო", "ნოდარა", "ლელა", "სოსო", "ტატო", "გელა", "ხატია", "მამუკა", "ბაჩო"]
_STUMREBI = ["პოლონელები", "ისრაელელი სტუმრები", "ლატვიელი წყვილი", "ჩინელი ბლოგერი", "ესტონელები", "გერმანელი ჟურნალისტი", "უკრაინელი ოჯახი",
             "ფრანგი სომელიე"]

_SITKVA = Wording(
    topics=[("საახალწლო დეგუსტაცია", ["მარანში, ქვევრებთან", "ეზოში, კარვის ქვეშ", "თბილისში, ვინოტეკის დარბაზში"]),
            ("საფერავის ჩამოსხმა", ["იანვრის ბოლოს", "გაზაფხულამდე გადავდოთ", "მხოლოდ მაგნუმებში"]),
            ("ახალი ეტიკეტის დიზაინი", ["ნინოს ვარიანტი, ქვევრის ნახატით", "თეთრი ფონი და ასომთავრული", "ძველი დავტოვოთ, ოღონდ ინგლისური ტექსტით"]),
            ("გერმანიის ექსპორტი", ["პალეტით, ფოთიდან გემით", "სატვირთოთი, თურქეთის გავლით", "ჯერ მხოლოდ ნიმუშები"]),
            ("ტურისტების ლანჩი", ["დედა მოამზადებს, მწვადით და შოთით", "სოფლის სასტუმროდან შევუკვეთავთ", "მხოლოდ ყველი, პური და ჩურჩხელა"]),
            ("რქაწითელის ბოლო ქვევრის გახსნა", ["ახალ წელს, ბაბუასთან ერთად", "შობის შემდეგ", "აპრილამდე არ გავხსნათ"]),
            ("ბოთლის მომწოდებელი", ["ქუთაისის ქარხანა", "იტალიური ბოთლები, უფრო ძვირი", "ისევ ძველი, ხაშურელი"]),
            ("ახალი ქვევრების შეძენა", ["ვარდისუბანში შევუკვეთოთ", "წელს არა, მომავალ წელს", "ორი ქვევრი იმერეთიდან"]),
            ("ზამთრის სამუშაო საათები", ["ოთხშაბათიდან კვირამდე", "მხოლოდ წინასწარი ჯავშნით", "ყოველდღე, ორშაბათის გარდა"])],
    decided=["გადაწყდა: {s} — {c}.", "ოჯახურ საბჭოზე შევთანხმდით, {s}: {c} ✅", "კაროჩე, {s} — {c}, მორჩა, აღარ ვკამათობთ 🙂",
             "მამამ თქვა: {s} → {c}", "ძვირფასო ოჯახის წევრებო, გაცნობებთ გადაწყვეტილებას: {s} — {c}.\nგ. ლომიძე",
             "ok so final decision 👉 {s}: {c}", "ჰოდა ასე, {s} — {c}. ვინც წინააღმდეგია, ახლავე თქვას 😄"],
    numbers=[("წლევანდელ რთველზე საფერავი სულ {kg} კგ გამოვიდა", ("საფერავი სულ", "{kg} კგ")),
             ("რქაწითელის ქვევრებში სულ {lit} ლიტრი ღვინოა", ("რქაწითელის ქვევრებში სულ", "{lit} ლიტრი")),
             ("ვინოტეკამ ამ თვეში {btl} ბოთლი შეგვიკვეთა 🎉", ("ვინოტეკამ ამ თვეში", "{btl} ბოთლი")),
             ("დეგუსტაციის ფასი ერთ ადამიანზე {gel}, ხუთი ღვინო და ყველი", ("დეგუსტაციის ფასი ერთ ადამიანზე", "{gel}")),
             ("ბერლინელმა იმპორტიორმა ბოთლზე {eur} შემოგვთავაზა", ("ბერლინელმა იმპორტიორმა", "{eur}")),
             ("ლაბორატორიამ მწვანეში ალკოჰოლი {alc}% აჩვენა", ("მწვანეში ალკოჰოლი", "{alc}%")),
             ("მარანში სულ {qv} ქვევრია ჩაფლული", ("ქვევრია ჩაფლული", "{qv} ქვევრი")),
             ("ელექტროენერგიის ბოლო ქვითარი {gel2} იყო 😬", ("ელექტროენერგიის ბოლო ქვითარი", "{gel2}")),
             ("ტრიპადვაიზორზე უკვე {rev} შეფასება გვაქვს ⭐", ("ტრიპადვაიზორზე", "{rev} შეფასება")),
             ("ვენახი სულ {ha} ჰექტარია, ნაფარეულის გზამდე", ("ვენახი სულ", "{ha} ჰექტარ")),
             ("ჭაჭა ამ წელს {chacha} ლიტრი გამოვხადეთ", ("ჭაჭა ამ წელს", "{chacha} ლიტრი")),
             ("The export order for Poland is {cases} cases, 6 bottles each", ("export order for Poland", "{cases} cases"))],
    dates=[("{dt} {hm} პოლონელი ტურისტების ჯგუფი ჩამოდის დეგუსტაციაზე", ("პოლონელი ტურისტების ჯგუფი", "{dt}")),
           ("საბაჟო დეკლარაციის ჩაბარების ბოლო ვადა: {nd}", ("საბაჟო დეკლარაციის ჩაბარების", "{nd}")),
           ("ენოლოგი {dy} {hm} მოვა ქვევრების სანახავად", ("ქვევრების სანახავად", "{hm}")),
           ("ვინოტეკის მანქანა ღვინისთვის {dt} ამოვა, {hm}", ("ვინოტეკის მანქანა", "{dt}")),
           ("ლაბორატორიაში ნიმუშები {dt} უნდა ჩავიტანოთ, თბილისში", ("ლაბორატორიაში ნიმუშები", "{dt}")),
           ("ProWein in Düsseldorf starts on {en}, we share a stand with two other qvevri wineries", ("ProWein in Düsseldorf", "{en}")),
           ("ბაბუას დაბადების დღეს {dt} ვიხდით, საღამოს სუფრა მარანში 🍷", ("ბაბუას დაბადების დღე", "{dt}")),
           ("ვენახის გასხვლას {dt} ვიწყებთ, ყველა ხელი გვჭირდება", ("ვენახის გასხვლა", "{dt}")),
           ("ქვევრის ოსტატი {dy} {hm} მოდის, ახალ ქვევრებს ჩავფლავთ", ("ქვევრის ოსტატი", "{hm}")),
           ("ღვინის ფესტივალი თელავში {dt}, ერეკლეს მოედანზე", ("ღვინის ფესტივალი თელავში", "{dt}"))],
    people=["თამარ კაპანაძე", "ლევან ბერიძე", "ნათია ხუციშვილი", "გოგა ჯანაშია", "ეკა მაისურაძე", "დათო ქავთარაძე", "სალომე ტაბატაძე",
            "ირაკლი გოგოლაძე", "მარიამ ჩიქოვანი", "ზურაბ ნოზაძე", "ქეთევან ლორთქიფანიძე", "ვაჟა ფხაკაძე", "ნიკა სურმავა", "ლაშა კვარაცხელია"],
    roles=[("{p} ახალი ენოლოგია, ლაბორატორიის შედეგებს ახლა ის გვიგზავნის", "ახალი ენოლოგი"),
           ("ვინოტეკის მხრიდან შეკვეთებზე ახლა {p} გვწერს", "ვინოტეკის მხრიდან შეკვეთებზე"),
           ("ჩვენი საბაჟო ბროკერი არის {p}, საბუთები მასთან მიიტანეთ", "საბაჟო ბროკერი"),
           ("Our new importer contact in Germany is {p}, please cc them on everything", "importer contact in Germany"),
           ("მარნის ბუღალტერი არის {p}, ქვითრები მას გადაეცით", "მარნის ბუღალტერი"),
           ("ტრაქტორზე და ვენახის შესხურებაზე პასუხისმგებელია {p}", "ვენახის შესხურება"),
           ("ტრანსფერს თბილისიდან ამ სეზონში აკეთებს {p} 🚐", "ტრანსფერს თბილისიდან"),
           ("ჩვენს ვებსაიტს და ინსტაგრამს ახლა {p} მართავს", "ვებსაიტს და ინსტაგრამს"),
           ("{p} — ჩვენი ახალი მეღვინის თანაშემწე, კარგად მიიღეთ 🙏", "მეღვინის თანაშემწე"),
           ("ჭაჭის გამოხდაზე ამ ზამთარს {p} დგას", "ჭაჭის გამოხდა")],
    tasks=["მარნის იატაკის გარეცხვა", "ეტიკეტების დაბეჭდვა თელავის სტამბაში", "ფიტოსანიტარული სერტიფიკატის აღება საბაჟოსთვის",
           "დეგუსტაციის ოთახში გათბობის შეკეთება", "ნიმუშების გაგზავნა გერმანიაში DHL-ით", "საინფორმაციო ფურცლის ინგლისურად თარგმნა",
           "ვენახში ჩამოქცეული ბოძების გამოცვლა", "ჭაჭის ქვაბის გაწმენდა", "Booking.com-ზე ფოტოების განახლება", "ტრაქტორის საბურავის შეცვლა",
           "ცარიელი ქვევრების გარეცხვა და ცვილით დამუშავება", "ვინოტეკისთვის ინვოისის გამოწერა", "ეზოში წყლის მილის შეკეთება"],
    asked=["{a} — ვინ იკისრებს? 🙏", "ბიჭებო, ჯერ არავის აუღია: {a}", "საჭიროა {a}, ვინ შეძლებს ამ კვირაში?", "anyone free this week? {a} 🙏",
           "{a} ისევ გაუკეთებელია, ვინმემ მიხედეთ რა 😕", "პარასკევამდე ვინმემ უნდა მიხედოს: {a}"],
    edits=[("მარნის საბანკო ანგარიში: {x}", "მარნის საბანკო ანგარიში: {y} — წინაში ერთი ციფრი შემეშალა", "მარნის საბანკო ანგარიში", "iban"),
           ("Wi-Fi დეგუსტაციის ოთახში: {x}", "Wi-Fi დეგუსტაციის ოთახში: {y}", "Wi-Fi დეგუსტაციის ოთახში", "wifi"),
           ("ვინოტეკის მენეჯერის ნომერი: {x}", "ვინოტეკის მენეჯერის ნომერი: {y} (ძველი აღარ მუშაობს)", "ვინოტეკის მენეჯერის ნომერი", "tel"),
           ("ექსპორტის დეკლარაციის ნომერი: {x}", "ექსპორტის დეკლარაციის ნომერი: {y}", "ექსპორტის დეკლარაციის ნომერი", "decl"),
           ("Booking link for the tasting: {x}", "Booking link for the tasting: {y} (the old one was broken, sorry)", "Booking link for the tasting", "link"),
           ("ჭიშკრის კოდი: {x}", "ჭიშკრის კოდი: {y}, შევცვალე", "ჭიშკრის კოდი", "gate"),
           ("DHL-ის ტრეკინგი ნიმუშებზე: {x}", "DHL-ის ტრეკინგი ნიმუშებზე: {y}", "DHL-ის ტრეკინგი", "dhl")],
    changes=[("ხვალ ბიჭები მარანთან იკრიბებიან {x}", ["შეცვლა: ბიჭები მარანთან იკრიბებიან {y}", "ხვალიდან ბიჭები მარანთან იკრიბებიან {y}, არა ადრე"],
              "მარანთან იკრიბებიან", "sheri"),
             ("საფერავის ბოთლის ფასი ვინოტეკისთვის: {x}", ["ვინოტეკასთან ვისაუბრე, საფერავის ბოთლის ფასი იქნება {y}", "შესწორება: საფერავის ბოთლის ფასი {y}"],
              "საფერავის ბოთლის ფასი", "bp"),
             ("გერმანელების ვიზიტი მარანში {x}", ["გერმანელებმა მომწერეს, გერმანელების ვიზიტი გადაიწია: {y}", "ყურადღება, გერმანელების ვიზიტი იქნება {y}"],
              "გერმანელების ვიზიტი", "dghe"),
             ("ტონიანი ქვევრის ფასი ოსტატთან: {x}", ["ოსტატმა დარეკა, ტონიანი ქვევრის ფასი ახლა {y}", "ტონიანი ქვევრის ფასი გაძვირდა, {y}"],
              "ტონიანი ქვევრის ფასი", "qp"),
             ("ტურისტებისთვის სადილი მზად უნდა იყოს {x}", ["ჯგუფი აგვიანებს, სადილი მზად უნდა იყოს {y}", "დედა, სადილი მზად უნდა იყოს {y}, ადრე არა"],
              "სადილი მზად უნდა იყოს", "sadili"),
             ("შეკვეთილი ბოთლების რაოდენობა: {x}", ["ვინოტეკამ შეცვალა, შეკვეთილი ბოთლების რაოდენობა: {y}", "შეკვეთილი ბოთლების რაოდენობა გაიზარდა — {y}"],
              "შეკვეთილი ბოთლების რაოდენობა", "nb"),
             ("The tasting fee for groups is {x} per person", ["Update: the tasting fee for groups is now {y} per person",
                                                               "Sorry, correction, the tasting fee for groups will be {y} per person"],
              "tasting fee for groups", "fee")])

# The chatter.
_MOKLE = ["კარგი", "კაი", "ხო", "ჰო", "გასაგებია", "მადლობა", "დიდი მადლობა 🙏", "ოკ", "ok", "👍", "🍷", "🍇", "მოვდივარ", "აქ ვარ", "ახლავე",
          "ვნახავ", "კარგით", "понял", "хорошо", "давай", "спасибо", "ладно", "kai", "ho", "ki", "modixar?", "sad xar?", "gaumarjos!",
          "გაუმარჯოს! 🍷", "ვაიმე 😂", "ჰაჰაჰა", "ხახახა", "😂😂", "❤️", "ყოჩაღ!", "მაგარია", "ძალიან კარგი", "ნუ ღელავ", "ჯერ არა", "უკვე",
          "მივედი", "კარგი მამა", "კარგი, ბატონო გია", "Ok dad", "Sure!", "Thanks!", "noted", "ვიცი", "ვინ?", "რა?", "სად?", "ამინ 🙏",
          "ღმერთმა დაგლოცოთ", "👌", "🙏", "ბოდიში, ვერ ვუპასუხე", "მოვასწრებ", "ყველაფერი რიგზეა", "ნორმალურად", "ვსიო", "ხო ხო", "აბა რა",
          "გზაში ვარ", "5 წუთში", "ეხლა ვერ ვლაპარაკობ", "დამირეკე", "🤣", "🧡", "✅", "ვაა", "bravo!!"]
_SHUA = ["{n} სად ხარ? ტრაქტორი ვინ წაიყვანა", "ქვევრთან ჩავედი, დუღილი ჯერ კიდევ მიდის", "დღეს თელავში ვარ, რამე ხომ არ გინდათ ბაზრიდან?",
         "მარნის გასაღები ვის აქვს?", "გზა ისევ ჩამოიშალა ნაფარეულის მხარეს", "ტურისტებს ჩურჩხელა ძალიან მოეწონათ 😄", "{n}, ყველი ამოიტანე სარდაფიდან",
         "დენი გათიშეს მთელ სოფელში", "ვინოტეკიდან ისევ რეკავენ, ვუპასუხო?", "ბაბუამ ისევ ძველი სიმღერები დაიწყო 😂", "ძაღლი ისევ ვენახში შევარდა",
         "შოთი თონიდან ახლა ამოვიდა, მოდით", "ვინ დატოვა ჭიშკარი ღია?", "ჭაჭის სუნი მთელ ეზოშია", "მწვანის ქვევრი ცოტა ამღვრეულია, ენოლოგს ვაჩვენოთ",
         "{n} ბოთლები ჩამოიტანე მანქანიდან", "Guests from Israel are asking if we have vegetarian food", "the Polish group loved the amber wine 🧡",
         "ხვალ სუფრაზე ვინ იქნება თამადა?", "ტყემალი გაგვითავდა", "ყუთები დასველდა ფარდულში, ვინმემ გადაიტანეთ", "ინსტაგრამზე ახალი პოსტი დავდე, დაალაიქეთ 😅",
         "Booking-ზე ახალი შეფასება მოვიდა, 10/10!", "პრესის ქვეშ რაღაც ხმაურობს", "Где ключи от склада?", "Давид из винотеки звонил, перезвоните",
         "ხვალ თბილისში ჩავდივარ, ვინმეს რამე ხომ არ გინდათ", "xval dilas movdivar", "bichebo ra xdeba?", "sad xart? aravin ar aris maranshi",
         "gza ar aris, tovli modis gombori", "{s} ისევ დაგვირეკეს, ჯავშანი უნდათ", "{s} მარანი ძალიან მოეწონათ, ფოტოებს გამოგზავნიან",
         "{n}, დედამ თქვა სადილზე მოდიო", "ქვევრის თავზე მიწა ჩამოწოლილა, გავასწორე", "კორპები გვითავდება, ახალი შევუკვეთოთ?",
         "ნინო, ამ ტურისტს ქართული ესმის? 😄", "ბოთლების მანქანა ხვალ არ მოდის, ზეგ", "ეზოში ხე წაიქცა ქარმა", "თელავის გზაზე საცობია, ვაგვიანებ",
         "{n} ისევ ტელეფონს არ იღებს 🙄", "Can someone send me the photo of the qvevri for the importer?", "marani civa dges dzalian",
         "ვენახში ჩიტებმა ისევ დაიწყეს", "კაროჩე, ხვალ ვნახოთ", "ნუ, ეგრე იყოს", "ყველი ამოიტანეთ, სტუმრები მოვიდნენ", "{s} ჩაის ითხოვენ, ჩაი გვაქვს?",
         "ახალი ხელთათმანები ვიყიდე ვენახისთვის", "ტრაქტორი ისევ ვერ დავქოქე", "{n}, დაბადების დღეს გილოცავ!! 🎂🍷", "ჭაჭის ქვაბთან არავინ გაეკაროს, ცხელია",
         "მეზობლის ძროხა ისევ ჩვენს ეზოშია 😂", "ვაი ეს გზა", "ხვალ სოფელში ქორწილია, გვიან მოვალ", "Ну, давай завтра утром", "Кто сегодня в марани?",
         "სადღეგრძელო ვინ თქვა გუშინ ისეთი? 😄", "ინტერნეტი ისევ არ მუშაობს მარანში", "ყურძნის წიპწის ზეთი ვინმეს უნდა? ქალაქში გავიტან",
         "ბოთლებზე ეტიკეტი ცოტა ირიბად დაჯდა", "შესვენება 10 წუთი და ვაგრძელებთ", "{n} ვენახში ხარ?"]
_BABUA = ["ჩემო შვილებო და შვილიშვილებო", "ეს ჭიქა მინდა ჩვენი მიწის სადღეგრძელოდ შევსვა", "ეს ქვევრები ჯერ კიდევ ჩემმა მამამ ჩაფლა",
          "ღვინო ცოცხალია შვილო და პატივისცემა უნდა", "ქვევრს ხელით რეცხავდნენ ცაცხვის ცოცხით და მერე ცვილს უსვამდნენ",
          "რთველი კი არ არის შრომა ლხინია", "ჩვენს წინაპრებს გაუმარჯოს ვინც ეს ვენახი დაგვიტოვა", "ღმერთმა ნუ მოგვიშალოს ეს სუფრა",
          "თქვენ ახალგაზრდებმა ინგლისური იცით და მთელ მსოფლიოში მიგაქვთ ჩვენი ღვინო", "მაგრამ არ დაგავიწყდეთ ვისი შვილები ხართ",
          "საფერავი რომ დადუღდება ის სუნი მთელ სოფელში დგას", "სამოცდაათ წელზე მეტია ამ მარანში ჩავდივარ", "რქაწითელი თავის ჭაჭაზე უნდა დადგეს ზაფხულამდე",
          "გაუმარჯოს ჩვენს სტუმრებს სტუმარი ღვთისაა", "მშვიდობას გაუმარჯოს", "ალავერდი ჩემს შვილს გიას", "ახლა კი დავლიოთ ბოლომდე",
          "ომის დროსაც არ გაგვიცარიელებია ეს ქვევრები", "ქალაქის ღვინოს ნუ მიყვებით იქ ფხვნილია და წყალი"]
_MAMA = ["ძვირფასო ოჯახის წევრებო და თანამშრომლებო,",
         "გთხოვთ, მარნიდან გასვლისას ყოველთვის ჩააქროთ შუქი და ჩაკეტოთ კარი.",
         "სტუმრების მიღებისას დაიცავით სისუფთავე და წესრიგი, მაგიდა ყოველთვის გაწმენდილი უნდა იყოს.",
         "ყველა ხარჯის ქვითარი თვის ბოლომდე უნდა ჩაბარდეს, ქვითრის გარეშე თანხას ვერ აგინაზღაურებთ.",
         "ვენახში ტრაქტორით მუშაობისას აუცილებელია უსაფრთხოების წესების დაცვა.",
         "ექსპორტის საბუთებთან დაკავშირებულ ყველა კითხვას ნინო უპასუხებს.",
         "მადლობას გიხდით შრომისთვის, წლევანდელი რთველი წარმატებით ჩატარდა.",
         "გთხოვთ, მარნის ტერიტორიაზე არ მოწიოთ, განსაკუთრებით სტუმრებთან.",
         "სოფლის გზაზე მანქანით ფრთხილად იარეთ, ბავშვები თამაშობენ.",
         "პატივისცემით,\nგიორგი ლომიძე\nლომიძეების მარანი, ქისისხევი"]
_SHEKHSENEBA = ("⚠️ შეხსენება: ქვევრთან ჩასვლამდე ჯერ ანთებული სანთელი ჩაუშვით — თუ ჩაქრა, შიგნით CO₂-ია და არ ჩახვიდეთ! "
                "მარანში მარტო არავინ ჩავიდეს და ქვევრის თავი ყოველთვის დახურეთ. ეს ყველას ეხება, ბავშვებსაც. — გ.ლ.")
_DILA = "დილა მშვიდობისა ☀️"
_LINKEBI = ["https://www.instagram.com/p/{k}/ ახალი პოსტი, გააზიარეთ 🙏", "https://www.facebook.com/lomidzemarani/posts/{n} ჩვენზე დაწერეს!",
            "https://www.booking.com/hotel/ge/lomidze-marani.html?aid={n} ეს ლინკი მიეცით ტურისტებს", "https://maps.app.goo.gl/{k} ჩვენი ლოკაცია, ტაქსისტს გაუგზავნეთ",
            "https://www.youtube.com/watch?v={k} ქვევრის დამზადება, ძალიან კარგი ვიდეოა", "https://wine.gov.ge/ ეროვნული სააგენტოს ახალი წესები ნახეთ",
            "https://www.airbnb.com/experiences/{n} our experience page, pls leave a review", "https://youtu.be/{k} 😂😂 ნახეთ რა"]
_BOT = ["ჩავინიშნე ✍️", "კარგი, შევინახე.", "ხმოვან შეტყობინებას ვერ ვუსმენ, თუ შეიძლება, დაწერეთ 🙏", "არაფრის!", "დროზე შეგახსენებთ."]
_JISHEBI = ["საფერავი", "რქაწითელი", "მწვანე"]


def _c(x: float, places: int) -> str:
    """A decimal the Georgian way, with a comma ("12,8")."""
    return f"{x:.{places}f}".replace(".", ",")


class _Marani:
    """One chat's draws and the family's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.sitkva = Planter(rng, _SITKVA, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    def lari(self, n: int) -> str:
        """An amount in lari: "1 250 ₾", "1250 ლარი", "45₾"."""
        g = grouped(n, " ")
        return self.rng.choice([f"{g} ₾", f"{n} ლარი", f"{g} ლარი", f"{n}₾", f"{g} ₾"])

    def evro(self, n: int, cents: str = "") -> str:
        r = self.rng
        if cents:
            return r.choice([f"€{n},{cents}", f"{n},{cents} €", f"{n},{cents} ევრო"])
        return r.choice([f"€{n}", f"{n} €", f"{n} ევრო", f"€ {n}"])

    def dghe(self, n: int) -> tuple[date, str, str]:
        d = date(2026, 12, 1) + timedelta(days=n)
        nom, dat, _, _ = _TVE[(d.month % 12)]
        return d, nom, dat

    def dat(self, n: int) -> str:
        """A date as said for "on": "14 დეკემბერს", "შაბათს, 14.12", "14 რიცხვში"."""
        d, _, dat = self.dghe(n)
        wd = _KVIRA[d.weekday()][1]
        ways = [f"{d.day} {dat}", f"{d.day} {dat}", f"{wd}, {d.day:02d}.{d.month:02d}", f"{d.day} {dat}, {wd}"]
        if d.month == 12:
            ways.append(f"{d.day} რიცხვში")
        return self.rng.choice(ways)

    def nom(self, n: int) -> str:
        """A date as written alone: "14 დეკემბერი", "14.12", "14.12.2026"."""
        d, nom, _ = self.dghe(n)
        return self.rng.choice([f"{d.day} {nom}", f"{d.day:02d}.{d.month:02d}", f"{d.day:02d}.{d.month:02d}.{d.year}", f"{d.day}.{d.month:02d}"])

    def en(self, n: int) -> str:
        d, _, _ = self.dghe(n)
        _, _, short, long = _TVE[d.month % 12]
        return self.rng.choice([f"{short} {d.day}", f"{d.day} {long}", f"{long} {d.day}"])

    def saati(self, h: int, mi: int | None = None) -> str:
        """A time as said for "at": "10:00 საათზე", "15:30-ზე", "დილის ათ საათზე", "ათის ნახევარზე"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "დილის" if h < 12 else "დღის" if h < 17 else "საღამოს"
        ways = [f"{h}:{mi:02d} საათზე", f"{h}:{mi:02d}-ზე"]
        if mi == 0:
            ways += [f"{part} {_SAATI[h12][0]} საათზე", f"{part} {h12} საათზე", f"{part} {_SAATI[h12][1]}", f"{h} საათზე"]
        else:
            ways += [f"{_SAATI[h12 % 12 + 1][2]} ნახევარზე", f"{part} {h12}:30-ზე"]
        return r.choice(ways)

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.sitkva.fresh
        slots = {"kg": lambda: grouped(f("kg", 40, 260) * 100, r.choice([" ", " ", ""])), "lit": lambda: grouped(f("lit", 12, 90) * 100, " "),
                 "btl": lambda: str(f("btl", 60, 900)), "gel": lambda: self.lari(f("tg", 4, 16) * 5),
                 "eur": lambda: self.evro(f("ie", 7, 25), r.choice(["", "50", "90"])), "alc": lambda: f"{f('alc', 115, 146) / 10:.1f}".replace(".", ","),
                 "qv": lambda: str(f("qv", 8, 40)), "gel2": lambda: self.lari(f("el", 80, 900)), "rev": lambda: str(f("rev", 40, 600)),
                 "ha": lambda: f"{f('ha', 15, 90) / 10:g}".replace(".", ","), "chacha": lambda: str(f("ch", 40, 400)),
                 "cases": lambda: str(f("cs", 20, 200)), "dt": lambda: self.dat(f("dt", 0, 115)), "nd": lambda: self.nom(f("dt", 0, 115)),
                 "en": lambda: self.en(f("dt", 0, 115)), "hm": lambda: self.saati(f("h", 8, 21)),
                 "dy": lambda: r.choice(["ორშაბათს", "სამშაბათს", "ოთხშაბათს", "ხუთშაბათს", "პარასკევს", "შაბათს", "მომავალ სამშაბათს", "ზეგ", "ხვალ"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.sitkva.fresh
        draws = {"iban": lambda: f"GE{r.randrange(10, 100)}{r.choice(['TB', 'BG'])}{r.randrange(10**15, 10**16)}",
                 "wifi": lambda: f"{r.choice(['Saperavi', 'Qvevri', 'Marani', 'Rkatsiteli', 'Kisiskhevi'])}{r.randrange(1000, 9999)}",
                 "tel": lambda: f"5{r.choice('5789')}{r.randrange(10)} {r.randrange(10, 100)} {r.randrange(10, 100)} {r.randrange(10, 100)}",
                 "decl": lambda: f"{r.choice(['EX ', 'C ', ''])}{r.randrange(10**6, 10**7)}", "link": lambda: f"https://forms.gle/{code(r, 11)}",
                 "gate": lambda: f"{r.randrange(1000, 10000)}#", "dhl": lambda: str(r.randrange(10**9, 10**10)),
                 "sheri": lambda: self.saati(*divmod(f("o", 12, 20) * 30, 60)), "bp": lambda: self.lari(f("bp", 18, 60)),
                 "dghe": lambda: self.dat(f("dt", 0, 115)), "qp": lambda: self.lari(f("qp", 8, 40) * 100),
                 "sadili": lambda: self.saati(*divmod(f("o", 24, 34) * 30, 60)),
                 "nb": lambda: f"{grouped(f('nb', 6, 60) * 100, ' ')} ბოთლი", "fee": lambda: r.choice(["€{}", "{} EUR", "EUR {}"]).format(f("fee", 15, 60))}
        return self.sitkva.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def shua(self) -> str:
        r = self.rng
        a, b = r.sample(_SHUA, 2)
        t = a.format(n=r.choice(_SAKHELI), s=r.choice(_STUMREBI))
        if r.random() < 0.3:  # two things at once
            sep = " " if not t[-1].isalnum() else r.choice([", ", " ", ". ", " და კიდევ, "])
            t = t + sep + b.format(n=r.choice(_SAKHELI), s=r.choice(_STUMREBI))
        if not t[-1].isalnum():
            return t
        return t + r.choice(["", "", "", "", ".", "!", "!!", "...", " 😂", " 🙏", " 🍷"])

    def rtveli(self) -> str:
        """The harvest's weighing table, per grape variety."""
        r = self.rng
        rows, total = [], 0
        day = date(2026, 9, r.randrange(10, 25))
        for _ in range(r.randrange(4, 9)):
            kg = r.randrange(180, 1900)
            total += kg
            rows.append(f"{day:%d.%m} | {r.choice(_JISHEBI):<9} | {kg // 18:>3} | {grouped(kg, ' '):>5}")
            day += timedelta(days=r.randrange(0, 3))
        return (f"რთველი 2026 — აწონვის ცხრილი ({r.choice(['ზედა ვენახი', 'ქვედა ნაკვეთი', 'ბაბუას ვენახი'])})\n```\nთარიღი | ჯიში      | ყუთი | კგ\n"
                + "\n".join(rows) + f"\n```\nჯამი: {grouped(total, ' ')} კგ" + r.choice(["", "\nბუღალტერიისთვის", "\nშეამოწმეთ რა, ზაზამ ჩაწერა", "\nსაბაჟოს ფორმისთვის მჭირდებოდა"]))

    def temperatura(self) -> str:
        r = self.rng
        rows = [f"№{i:<2} {r.choice(_JISHEBI):<9} {r.randrange(8, 24):>3}°C  {r.choice(['ჭაჭაზე', 'გადაღებული', 'დახურული', 'ღია', 'მაცერაცია'])}"
                for i in sorted(r.sample(range(1, 22), r.randrange(3, 7)))]
        return (f"ქვევრების ტემპერატურა {self.nom(r.randrange(0, 100))} {r.choice(['08:00', '09:30', '19:00'])}\n```\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\nყველაფერი ნორმაშია", "\n№7 ცოტა თბილია, ნახეთ"]))

    def javshani(self) -> str:
        """A tasting-room booking, as the daughter pastes it."""
        r = self.rng
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 100))
        return (f"📅 New booking #{r.randrange(10**8, 10**9)} ({r.choice(['Booking.com', 'Airbnb Experiences', 'email', 'Instagram DM'])})\n"
                f"Guest: {r.choice(['Anna K.', 'Tomasz W.', 'Yael B.', 'Liis M.', 'Jonas H.', 'Wei L.', 'Marie D.', 'Olena S.'])}\n"
                f"Guests: {r.randrange(2, 13)}\nDate: {d:%d.%m} at {r.choice(['12:00', '13:00', '15:30', '17:00'])}\n"
                f"Package: {r.choice(['tasting (5 wines) + cheese', 'marani tour + tasting + lunch', 'tasting + chacha + master class (churchkhela)'])}\n"
                f"Paid: {r.choice(['€', '₾'])}{r.randrange(4, 60) * 10}" + r.choice(["", "\nვეგეტარიანელები არიან!", "\ndedas utxarit pls", "\nnote: one child"]))

    def shekveta(self) -> str:
        """The Tbilisi wine shop's order."""
        r = self.rng
        items = [("საფერავი 2024, ქვევრი", 19, 35), ("რქაწითელი ქარვისფერი", 17, 30), ("მწვანე 2025", 16, 28), ("საფერავი რეზერვი", 35, 60),
                 ("ჭაჭა 0,5ლ", 25, 45)]
        rows, total = [], 0
        for name, lo, hi in r.sample(items, r.randrange(2, 5)):
            q, p = r.randrange(1, 20) * 6, r.randrange(lo, hi)
            total += q * p
            rows.append(f"{name} — {q} ბოთ. × {p} ₾")
        return (f"შეკვეთა №{r.randrange(100, 999)} — ვინოტეკა „ღვინის სახლი“, თბილისი, ვაკე\n" + "\n".join(rows)
                + f"\nჯამი: {grouped(total, ' ')} ₾ (დღგ-ს ჩათვლით)\nმიწოდება: {self.nom(r.randrange(0, 100))}" + r.choice(["", "\nговорят срочно", "\nმამა, ნახე"]))

    def deklaracia(self) -> str:
        """The export declaration for the EU, pasted from the broker's form."""
        r = self.rng
        wine = r.choice([("Saperavi, dry red, qvevri", "2204 21 79"), ("Rkatsiteli, dry amber, qvevri", "2204 21 78"), ("Mtsvane, dry white", "2204 21 79")])
        bottles = r.randrange(5, 40) * 60
        return (f"EXPORT DECLARATION / საექსპორტო დეკლარაცია (draft)\nExporter: Lomidze Family Marani LLC, Kisiskhevi, Telavi, Georgia\n"
                f"Consignee: {r.choice(['Weinhandel Kaukasus GmbH, Berlin', 'Vinoteka Gruzja Sp. z o.o., Warszawa', 'Amber Wines OÜ, Tallinn'])}\n"
                f"Goods: {wine[0]}, 0,75 L\nHS code: {wine[1]}\nQuantity: {bottles} bottles / {bottles * 3 // 4} L\n"
                f"Alcohol: {r.randrange(120, 145) / 10:.1f} % vol\nCountry of origin: Georgia (PDO Kakheti)\nInvoice value: € {grouped(bottles * r.randrange(5, 12), ' ')}\n"
                f"Incoterms: {r.choice(['EXW Telavi', 'FCA Tbilisi', 'DAP Berlin'])}\nVI-1: {r.choice(['attached', 'pending lab', 'signed'])}"
                + r.choice(["", "\nნინო შეამოწმე", "\nброкер просит печать"]))

    def analizi(self) -> str:
        """The laboratory's analysis report."""
        r = self.rng
        return (f"ლაბორატორიული ანალიზის ოქმი №{r.randrange(1000, 9999)}\nნიმუში: {r.choice(_JISHEBI)} 2026, ქვევრი №{r.randrange(1, 22)}\n"
                f"სპირტი: {_c(r.randrange(115, 146) / 10, 1)} % მოც.\nსაერთო მჟავიანობა: {_c(r.randrange(40, 75) / 10, 1)} გ/ლ\n"
                f"აქროლადი მჟავიანობა: {_c(r.randrange(30, 90) / 100, 2)} გ/ლ\nნარჩენი შაქარი: {_c(r.randrange(8, 35) / 10, 1)} გ/ლ\npH: {_c(r.randrange(320, 380) / 100, 2)}\n"
                f"თავისუფალი SO₂: {r.randrange(8, 30)} მგ/ლ\nდასკვნა: {r.choice(['შეესაბამება', 'შეესაბამება სტანდარტს', 'საჭიროა განმეორებითი ანალიზი'])}")

    def amindi(self) -> str:
        r = self.rng
        wx, rain = r.choice([("☀️ მზიანი", (0, 2)), ("⛅ ცვალებადი ღრუბლიანობა", (1, 4)), ("☁️ ღრუბლიანი", (2, 5)), ("🌧 წვიმა", (6, 10)), ("🌨 თოვლი", (6, 10)),
                             ("🌫 ნისლი", (1, 3))])
        lo = r.randrange(-6, 6)
        return (f"ამინდი თელავში, {r.choice(['ხვალ', 'ზეგ', 'შაბათს', 'კვირას'])}: {wx}, {lo:+d}…{lo + r.randrange(3, 10):+d}°C, "
                f"ნალექის ალბათობა {r.randrange(*rain) * 10}%, ქარი {r.randrange(1, 12)} მ/წმ (meteo.gov.ge)"
                + r.choice(["", "\nვენახში ვერ ვიმუშავებთ", "\nგომბორზე გზა ჩაიკეტება ალბათ", "\nტურისტებს უთხარით თბილად ჩაიცვან"]))

    def formula(self) -> str:
        r = self.rng
        j = r.choice(_JISHEBI)
        return r.choice([f"ცხრილში ეს ჩასვით და თვითონ დაითვლის:\n=SUMIF(B2:B{r.randrange(40, 300)};\"{j}\";D2:D{r.randrange(40, 300)})",
                         f"Nino's sheet formula for the export price:\n=ROUND(C{r.randrange(2, 40)}*1,18/{r.choice(['3,05', '2,98', '3,12'])};2)",
                         f"```\n=VLOOKUP(A{r.randrange(2, 60)};'ჯავშნები'!A:F;{r.randrange(2, 7)};FALSE)\n```\nეს რატომ მაძლევს #N/A-ს? 😩"])

    def gadaricxva(self) -> str:
        r = self.rng
        amt = r.randrange(3, 200) * 10
        return (f"{r.choice(['TBC Bank', 'Bank of Georgia'])}\nგადარიცხვა წარმატებულია ✅\nთანხა: {grouped(amt, ' ')},00 ₾\n"
                f"მიმღები: {r.choice(['შპს ქვევრი', 'ი/მ ბ. კაპანელი', 'შპს სტამბა თელავი', 'შპს ბოთლი+'])}\n"
                f"დანიშნულება: {r.choice(['კორპები', 'ეტიკეტები', 'ყუთები', 'საწვავი', 'ცვილი'])}\n{r.randrange(1, 29):02d}.12.2026 {r.randrange(8, 22)}:{r.randrange(0, 60):02d}")

    def jiashi(self) -> str:
        """Fact-like chatter that plants nothing: plans and figures nobody asks about again."""
        r = self.rng
        return r.choice([f"ხვალ {self.saati(r.randrange(9, 19))} მოვალ, ადრე ვერ", f"დღეს ადგილზე {r.randrange(3, 30)} ბოთლი გავყიდეთ",
                         f"ტრაქტორში {r.randrange(3, 12) * 10} ლარის საწვავი ჩავასხი", f"ქვევრი №{r.randrange(1, 22)} — {r.randrange(10, 20)} გრადუსი, ნორმაშია",
                         f"გუშინ {r.randrange(2, 20)} ტურისტი იყო, ყველა კმაყოფილი წავიდა", f"კორპი ცალი {r.randrange(25, 90)} თეთრი ღირს ახლა",
                         f"{self.dat(r.randrange(0, 100))} თელავში ბაზრობაა, ვინმე წავა?", f"{r.choice(_SAKHELI)} {self.dat(r.randrange(0, 100))} შვებულებას ითხოვს",
                         f"{r.choice(_STUMREBI)} {self.saati(r.randrange(11, 19))} მოვლენ, ჩვეულებრივი დეგუსტაცია", f"პურში {r.randrange(5, 40)} ლარი მივეცი, დავწერე"])

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_MOKLE), None)), (lambda: (self.shua(), None)), (lambda: (self.rtveli(), None)), (lambda: (self.temperatura(), None)),
                  (lambda: (self.javshani(), None)), (lambda: (self.shekveta(), None)), (lambda: (self.deklaracia(), None)), (lambda: (self.analizi(), None)),
                  (lambda: (self.amindi(), None)), (lambda: (self.formula(), None)), (lambda: (self.gadaricxva(), None)),
                  (lambda: (ramble(r, _BABUA, 6, " "), None)), (lambda: (letter(r, _MAMA, sep="\n\n"), None)), (lambda: (_SHEKHSENEBA, None)),
                  (lambda: (r.choice(_LINKEBI).format(k=code(r, 11), n=r.randrange(10**9, 10**12)), None)),
                  (lambda: (f"{_DILA} {self.shua()}", None)), (lambda: (self.jiashi(), None)), self.foto, self.video, self.khma, self.dokumenti]
        weights = [24, 30, 1.5, 1.5, 2, 1.5, 1, 1.2, 2, 0.8, 1.2, 2.5, 1.8, 3, 3, 3.5, 4, 6, 1.5, 5, 1.5]
        return r.choices(makers, weights)[0]()

    def foto(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "ქვევრი №5 დღეს", "ტურისტები 😊", "ახალი ეტიკეტი", "ვენახი დილით ❄️", "სუფრა", "look at this color 🧡"]),
                media("photo", f"viber_image_2026-12-{r.randrange(1, 29):02d}_{r.randrange(8, 22):02d}-{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}-{r.randrange(100, 999)}.jpg",
                      "image/jpeg", r.randrange(60_000, 3_000_000)))

    def video(self) -> Said:
        r = self.rng
        return r.choice(["", "ბაბუა მღერის 😂", "ჭაჭის გამოხდა", "ქვევრის გახსნა"]), media("video", f"VID_2026120{r.randrange(1, 10)}_{r.randrange(10**5, 10**6)}.mp4",
                                                                                    "video/mp4", r.randrange(900_000, 35_000_000))

    def khma(self) -> Said:
        r = self.rng
        if r.random() < 0.4:  # a sticker
            return "", media("sticker", f"sticker_{r.randrange(10**6, 10**8)}.png", "image/png", r.randrange(6_000, 90_000))
        return (r.choice(["", "", "ვენახში ვარ, ხმოვანს გიგზავნი", "мама, послушай"]),
                media("voice", f"voice_{r.randrange(10**12, 10**13)}.m4a", "audio/mp4", r.randrange(4_000, 500_000)))

    def dokumenti(self) -> Said:
        r = self.rng
        name, text = r.choice([("invoice_vinoteka.pdf", "ინვოისი"), ("VI-1_draft.pdf", "VI-1 ფორმა, შეავსეთ"), ("analysis_lab.pdf", "ლაბორატორიის პასუხი"),
                               ("price_list_2027_EN.pdf", "new price list for importers"), ("ხელშეკრულება_ვინოტეკა.docx", "ხელშეკრულება წაიკითხე მამა"),
                               ("rtveli_2026.xlsx", "")])
        mime = "application/pdf" if name.endswith(".pdf") else "application/octet-stream"
        return text, media("document", name, mime, r.randrange(40_000, 2_500_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_DILA} {text}", f"{text}\n\n{_SHEKHSENEBA}", f"{ramble(r, _BABUA, 4, ' ')} და კიდევ {text}",
                         f"დღევანდელი საქმეები:\n1. {text}\n2. {self.shua()}", f"{text} 🍷", f"{self.amindi()}\n\nდა კიდევ: {text}",
                         f"{text}\n— გ.ლ.", f"{text}, ნახეთ და მიპასუხეთ 🙏", f"ყველას: {text}", f"FYI 👉 {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.062) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    m = _Marani(rng)
    people = [code(rng, 22, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") + "==" for _ in range(rng.randrange(6, 13))]  # Viber ids

    # Early in the vineyard and the cellar, the tourists at midday, the toasts at night; quiet for hours in between.
    def gap() -> int:
        return rng.randrange(20, 1500) if rng.random() > 0.1 else rng.randrange(6 * 3600, 28 * 3600)

    voice = Voice(m.sitkva, m.chatter, m.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
