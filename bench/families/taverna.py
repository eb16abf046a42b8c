"""The taverna family: the Viber group of the staff of a family taverna by the old harbour of Chania, in Greek.

Written for batch 7, after kor, fuvar and penjualan (batch 6) were measured once (with
extractive-v6) and joined the tuning set, and run on no version of the summarizer when it was
committed: a held-out family. The owner's daughter runs the floor and writes proper Greek with
accents, bullet points and a signature ("Ευχαριστώ πολύ, Κατερίνα 💙"); her father, the owner,
writes in capitals without accents ("ΠΟΙΟΣ ΑΦΗΣΕ ΤΗΝ ΠΟΡΤΑ ΤΟΥ ΨΥΓΕΙΟΥ ΑΝΟΙΧΤΗ"); the young
waiters write greeklish in Latin letters, lower case and without a full stop ("ftanw se 10
lepta", "pou einai to klidi tis apothikis"); the cook writes one long paragraph with no
punctuation about the lamb and the butcher. The Greek question mark is ";". The same reminder
about health cards, phones in the locker and receipts from the till comes again and again, and
"Καλημέρα σε όλους ☀️" or "Καλή δουλειά σε όλους! 💪" opens many a message. Pasted into the
chat: the week's shifts (day, floor, kitchen), a supplier's order list, the till's Z report,
tonight's bookings (hour, name, covers, table), the menu as JSON for the website, a tourist's
review in English or German, the accountant's forwarded reminder about ERGANI; links to Google
Maps, TripAdvisor, Instagram, the review page and the weather; photos of dishes and of the
courtyard, voice notes. Money is "12,50 €" and "2.340 €", times "στις 18:00" and "stis 19:00",
dates "Παρασκευή 14/6" and "14 Ιουνίου". Its facts are said the taverna's way ("Το συζητήσαμε
με τον πατέρα, το κρασί χύμα: από το κτήμα στις Αρχάνες 👌", "Στη σχάρα από αύριο είναι Στέλιος
Μανουσάκης").
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .common import Chat, Ids, Planted, Pools, Said, Voice, assemble, code, grouped, superseded

NAME = "taverna"
LANGUAGE = "el"
# Messages per chat by default: about 18,000 to 25,000 characters of history and about 20 facts.
MESSAGES = 380

_MINES = ["Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου"]  # the season, in the genitive
_MERES = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"]
_MERES_AIT = ["τη Δευτέρα", "την Τρίτη", "την Τετάρτη", "την Πέμπτη", "την Παρασκευή", "το Σάββατο", "την Κυριακή"]
_MERES_SYNT = ["Δευ", "Τρι", "Τετ", "Πεμ", "Παρ", "Σαβ", "Κυρ"]
_MERES_GL = ["Deftera", "Triti", "Tetarti", "Pempti", "Paraskevi", "Savvato", "Kyriaki"]
# Staff as the chatter names them (never a fact's person).
_PAIDIA = ["Στέλλα", "Μανώλης", "Βαγγέλης", "Λευτέρης", "Ρένα", "Θοδωρής", "Αλέκα", "Μαρίνα", "Φώτης", "Χαρά", "Σήφης"]
_PIATA = [("ντάκος", "Dakos rusk salad"), ("χωριάτικη", "Greek salad"), ("καλιτσούνια", "cheese pies"), ("σφακιανή πίτα", "Sfakian pie"),
          ("αντικριστό", "lamb by the fire"), ("γαμοπίλαφο", "wedding pilaf"), ("χοχλιοί", "snails"), ("σταμναγκάθι", "wild greens"),
          ("μπουρέκι", "Chania bourek"), ("κλέφτικο", "kleftiko lamb"), ("τσιπούρα σχάρας", "grilled sea bream"), ("καλαμαράκια", "fried squid")]

# Decisions: (the subject, as said and probed, what it may be settled on).
_THEMATA = [("το κρασί χύμα", ["από το κτήμα στις Αρχάνες", "το κόκκινο Λιάτικο", "από τον Δουλουφάκη όπως πέρσι"]),
            ("τα τραπέζια στην αυλή", ["μέχρι δεκατέσσερα", "μόνο με κράτηση μετά τις 9", "όπως πέρσι"]),
            ("το ρεπό του προσωπικού", ["κάθε Δευτέρα εκ περιτροπής", "δύο μέρες τον μήνα", "ό,τι γράφει το πρόγραμμα"]),
            ("το πιάτο ημέρας της Κυριακής", ["κλέφτικο στο φούρνο", "μπουρέκι χανιώτικο", "γεμιστά με ρύζι"]),
            ("το φαγητό του προσωπικού", ["στις 17:00 πριν το σέρβις", "μετά το κλείσιμο", "στις 12 με ό,τι έχει η κουζίνα"]),
            ("το ωράριο του χειμώνα", ["μόνο βράδια", "Παρασκευή με Κυριακή", "κλειστά όλο τον Φεβρουάριο"]),
            ("το POS της αυλής", ["ασύρματο από την Eurobank", "δεύτερο μηχάνημα από τη Viva", "μένουμε με ένα"]),
            ("το μουσικό βράδυ", ["κάθε Πέμπτη με λύρα και λαούτο", "μόνο τον Αύγουστο", "Σάββατο με κιθάρα"])]
_APOFASEIS = ["Αποφασίσαμε: {s} — {c}.", "Το συζητήσαμε με τον πατέρα, {s}: {c} 👌", "{S} θα είναι τελικά {c}. Ευχαριστώ για τις ιδέες!",
              "telika gia {s} -> {c}", "ΟΚ κλείσαμε, {s}: {c}", "Από τη χθεσινή συνάντηση: {s} → {c}."]

# Numbers and dates: (text, probe); each template, with its own subject, once a chat.
_ARITHMOI = [("Ο ψαράς θέλει {ts} € το κιλό για τη φρέσκια τσιπούρα", ("φρέσκια τσιπούρα", "{ts} €")),
             ("Ο τζίρος χθες βράδυ έβγαλε {tz} € 🔥", ("Ο τζίρος χθες βράδυ", "{tz} €")),
             ("Έχουμε {kr} κρατήσεις για το Σάββατο βράδυ, ήδη!", ("κρατήσεις για το Σάββατο", "{kr} κρατήσεις")),
             ("Το λάδι από τον συνεταιρισμό βγαίνει {la} € το δοχείο", ("λάδι από τον συνεταιρισμό", "{la} €")),
             ("Ο λογαριασμός του ρεύματος ήρθε {tz} €, προσέχετε τα κλιματιστικά", ("λογαριασμός του ρεύματος", "{tz} €")),
             ("to group apo to kruaziero einai {gr} atoma, erxontai stis 1", ("group apo to kruaziero", "{gr} atoma")),
             ("Στην αποθήκη έχουν μείνει {ki} κιβώτια νερό", ("κιβώτια νερό", "{ki} κιβώτια")),
             ("Τα φιλοδωρήματα της εβδομάδας: {fi} € στο κουτί, τα μοιράζουμε Κυριακή", ("φιλοδωρήματα της εβδομάδας", "{fi} €")),
             ("Ο ψυκτικός ζητάει {ps} € για το μοτέρ του ψυγείου", ("μοτέρ του ψυγείου", "{ps} €")),
             ("Για τον γάμο της Κυριακής χρειαζόμαστε {se} σερβιτόρους", ("γάμο της Κυριακής", "{se} σερβιτόρους"))]
_IMEROMINIES = [("Ο γάμος των Κοκολάκηδων είναι {mera} {d}/{m}, από τις {hh}:{mm}", ("Ο γάμος των Κοκολάκηδων", "{d}/{m}")),
                ("ΑΥΡΙΟ ΕΡΧΕΤΑΙ Ο ΨΑΡΑΣ ΣΤΙΣ {pr}:{mm}", ("ΕΡΧΕΤΑΙ Ο ΨΑΡΑΣ", "{pr}:{mm}")),
                ("Ο έλεγχος από τον ΕΦΕΤ είναι προγραμματισμένος για {mera} {d} {mina}", ("έλεγχος από τον ΕΦΕΤ", "{d} {mina}")),
                ("Ανοίγουμε για τη σεζόν στις {d} {mina} 🎉", ("Ανοίγουμε για τη σεζόν", "{d} {mina}")),
                ("Η παραγγελία από τον χονδρέμπορο έρχεται {merait} στις {hh}:{mm}", ("παραγγελία από τον χονδρέμπορο", "στις {hh}:{mm}")),
                ("Οι βάρδιες της επόμενης εβδομάδας βγαίνουν {merait} {d}/{m}", ("βάρδιες της επόμενης εβδομάδας", "{d}/{m}")),
                ("Η γιορτή του κυρ-Γιώργη είναι {d} {mina}, κλείνουμε νωρίς", ("Η γιορτή του κυρ-Γιώργη", "{d} {mina}")),
                ("to seminario gia to HACCP einai {meragl} stis {hh}:00", ("seminario gia to HACCP", "stis {hh}:00")),
                ("Ο λογιστής θέλει τα τιμολόγια του μήνα μέχρι {mera} {d}/{m}", ("τιμολόγια του μήνα", "{d}/{m}"))]

_ATOMA = ["Ελένη Παπαδάκη", "Νίκος Μαρκάκης", "Σοφία Βλαχάκη", "Γιάννης Τζανάκης", "Μαρία Σταυράκη", "Κώστας Λαμπράκης", "Δήμητρα Κουκουράκη",
          "Στέλιος Μανουσάκης", "Αγγελική Χαλκιαδάκη", "Μιχάλης Πετράκης", "Ειρήνη Ξυλούρη", "Παύλος Δασκαλάκης", "Χρύσα Φραγκιαδάκη",
          "Αντώνης Ζαχαριουδάκης"]
_ROLOI = [("Τη βραδινή βάρδια στη σάλα την τρέχει {p}", "βραδινή βάρδια στη σάλα"),
          ("Τις κρατήσεις στο τηλέφωνο τις κρατάει {p}", "Τις κρατήσεις στο τηλέφωνο"),
          ("Στη σχάρα από αύριο είναι {p}", "Στη σχάρα από αύριο"),
          ("Τα λογιστικά τα βλέπει πλέον {p}", "Τα λογιστικά τα βλέπει"),
          ("Τις παραγγελίες ποτών και κρασιών τις έχει {p}", "παραγγελίες ποτών"),
          ("stin kouzina voithaei apo simera {p}, kalws irthes!", "stin kouzina voithaei"),
          ("Το Instagram της ταβέρνας το ανεβάζει {p} 📸", "Instagram της ταβέρνας"),
          ("Το ταμείο στο κλείσιμο το μετράει {p}", "ταμείο στο κλείσιμο")]
_DOULEIES = ["να πάει τα τραπεζομάντιλα στο πλυντήριο", "να βάψει τις καρέκλες της αυλής", "να φτιάξει το νέο μενού στο Canva",
             "να καθαρίσει τον απορροφητήρα", "να πάρει τηλέφωνο τον ηλεκτρολόγο για τις λάμπες", "να αλλάξει τη φιάλη του υγραερίου",
             "να φέρει κάρβουνα από τη Σούδα", "να γράψει τις τιμές στον μαυροπίνακα", "να απαντήσει στις κριτικές στο Google",
             "να μεταφράσει τον κατάλογο στα γερμανικά", "να ποτίσει τις γλάστρες στην είσοδο", "να καταθέσει τις εισπράξεις στην τράπεζα"]
_ZITIMATA = ["Μπορεί κάποιος {a}; 🙏", "Χρειάζομαι κάποιον {a} πριν το σέρβις", "Ποιος μπορεί {a} αύριο το πρωί;",
             "Ακόμα δεν βρέθηκε κανείς {a}!!", "paidia mporei kapoios {a}? egw den prolavainw", "Παιδιά, ψάχνω εθελοντή {a}, κερνάω φραπέ ☕"]

# Corrected by an edit: (first text, edited text, subject, kind of value).
_DIORTHOSEIS = [("Ο κωδικός του συναγερμού είναι {x}", "Ο κωδικός του συναγερμού είναι {y}", "κωδικός του συναγερμού", "kod"),
                ("Το IBAN για τις προκαταβολές των γάμων: {x}", "Το IBAN για τις προκαταβολές των γάμων: {y} (λάθος πριν, sorry)",
                 "IBAN για τις προκαταβολές", "iban"),
                ("Το κινητό του ψαρά είναι {x}", "Το κινητό του ψαρά είναι {y}, παίρνετε μετά τις 10", "κινητό του ψαρά", "tel"),
                ("o kwdikos gia to wifi twn pelatwn: {x}", "o kwdikos gia to wifi twn pelatwn: {y}", "wifi twn pelatwn", "wifi"),
                ("Η φόρμα για τις άδειες του καλοκαιριού: {x}", "Η φόρμα για τις άδειες του καλοκαιριού: {y}", "φόρμα για τις άδειες", "link"),
                ("Ο συνδυασμός στο λουκέτο της αποθήκης: {x}", "Ο συνδυασμός στο λουκέτο της αποθήκης: {y}", "λουκέτο της αποθήκης", "kod3")]
# Contradicted by a later message: (first text, the later ones, subject, kind of value).
_ALLAGES = [("Αύριο ανοίγουμε στις {x}", ["Αύριο ανοίγουμε τελικά στις {y}", "αλλαγή: αύριο ανοίγουμε στις {y}, έχουμε παράδοση"],
             "αύριο ανοίγουμε", "ora"),
            ("Η χωριάτικη στον κατάλογο πάει {x}", ["Η χωριάτικη στον κατάλογο πάει πλέον {y}", "ο πατέρας είπε: η χωριάτικη στον κατάλογο {y}"],
             "χωριάτικη στον κατάλογο", "timi"),
            ("Το φορτηγό με τα αναψυκτικά έρχεται {x}", ["Το φορτηγό με τα αναψυκτικά έρχεται τελικά {y}",
                                                       "άλλαξε, το φορτηγό με τα αναψυκτικά έρχεται {y}"], "φορτηγό με τα αναψυκτικά", "mera"),
            ("to merokamato gia ekstra servitoro einai {x}", ["to merokamato gia ekstra servitoro anevike sta {y}",
                                                              "allagi: merokamato gia ekstra servitoro {y}"], "merokamato gia ekstra servitoro", "merokamato"),
            ("Το μενού του γάμου βγαίνει {x} το άτομο", ["Το μενού του γάμου ανεβαίνει στα {y} το άτομο",
                                                        "μιλήσαμε με τη νύφη, το μενού του γάμου {y} το άτομο"], "μενού του γάμου", "atomo"),
            ("Το ειδικό της ημέρας σήμερα είναι {x}", ["Το ειδικό της ημέρας αλλάζει, σήμερα έχουμε {y}",
                                                      "τελείωσε, το ειδικό της ημέρας τώρα είναι {y}"], "ειδικό της ημέρας", "piato")]
_EIDIKA = ["χοχλιοί μπουμπουριστοί", "καλιτσούνια με μυζήθρα", "σφακιανές πίτες", "αντικριστό", "γαμοπίλαφο", "σταμναγκάθι με αυγά",
           "ντολμαδάκια", "κουνέλι στιφάδο"]

# The chatter.
_KONTA = ["👍", "ευχαριστώ!", "οκ", "ok", "έρχομαι", "δεν μπορώ σήμερα", "🍷", "καλημέρα", "τέλεια!", "χαχα", "😂", "τα λέμε", "εντάξει",
          "ναι", "όχι", "🙏", "❤️", "Καλή δουλειά!", "σούπερ", "αργώ λίγο", "ok ok", "μμ", "ναι ρε", "👏", "🐟", "μπράβο!", "ftanw",
          "erxomai", "nai", "oxi", "kalimera", "thanks", "✅", "άψογα", "🥵", "ρε συ", "ουφ", "άντε", "💪", "σοβαρά;", "δεν ξέρω ακόμα",
          "ΟΚ", "ΕΝΤΑΞΕΙ", "xaxaxa", "Ευχαριστώ!", "🍋"]
_MESAIA = ["ftanw se 10 lepta, exei kinisi stin Akti Tompazi", "pou einai to klidi tis apothikis", "κάποιος ξέχασε πάλι τα γυαλιά του στο μπαρ",
           "{j} μπορείς να με αλλάξεις την Πέμπτη", "Το τραπέζι 7 άφησε 20€ πουρμπουάρ 😍", "exoume akoma lemonia i na parw",
           "έχει τελειώσει η ρίγανη στην κουζίνα", "σήμερα είχαμε 3 τραπέζια Γερμανούς χωρίς κράτηση", "{j} έχει γενέθλια σήμερα! 🎂",
           "mou teleiwse i mpataria, kaneis fortisti", "το κλιματιστικό στη σάλα στάζει πάλι", "ποιος πήρε τον αναπτήρα από τον πάγκο",
           "kalo service paidia", "ο πελάτης στο 12 ρωτάει αν έχουμε κάτι χωρίς γλουτένη", "έσπασαν πάλι δύο ποτήρια του κρασιού",
           "η κυρία από δίπλα παραπονέθηκε πάλι για τη μουσική", "αύριο βρέχει, μαζεύουμε τις ομπρέλες νωρίς",
           "parkarete piso apo ton fourno, mprosta exei kleisei o dromos", "Καλώς ήρθες στην ομάδα {j}! 🍽️", "ti wra kleinoume simera",
           "ήρθαν 40 άτομα από το λιμάνι χωρίς να πουν τίποτα", "τελείωσαν τα χαρτάκια στην ταμειακή", "{j} δεν είναι καλά σήμερα, ποιος μπορεί να έρθει",
           "ta kremmydia einai xalasmena, min ta xrisimopoiisete", "να ευχαριστήσουμε την κυρία Ρούλα για τα γλυκά",
           "σπάσαμε ρεκόρ σήμερα 🔥", "o fournos thelei katharisma", "πέρσι τέτοια εποχή είχαμε διπλή κίνηση",
           "ti wraia vradia, eixe fegari panw apo to limani 🌕", "η μηχανή του καφέ κάνει πάλι θόρυβο", "{j} ξέχασε την ποδιά στο αμάξι μου",
           "pou exoume tis kainourgies kartes gia ta trapezia", "έχουμε ακόμα ρακή από του Σήφη ή να πάρω", "ο σκύλος του γείτονα μπήκε πάλι στην κουζίνα 🐕",
           "Τι ώρα έρχεται ο μάγειρας αύριο", "mporei kaneis na me allaksei tin Kyriaki", "έφυγαν οι Ολλανδοί από το 5 χωρίς να πληρώσουν το νερό 😅",
           "το ψωμί από τον φούρνο ήρθε καμένο σήμερα", "Πάλι 38 βαθμούς έχει στην κουζίνα"]
_EROTISEIS = {"ποιος", "πού", "τι", "έχουμε", "μπορεί", "μπορείς", "pou", "ti", "exoume", "mporei", "kaneis", "pos"}
_MAGEIRAS = ["λοιπόν παιδιά σήμερα το πρωί ήρθα στις 6", "και το κρέας από τον χασάπη δεν ήταν αυτό που παραγγείλαμε", "του είπα να το πάρει πίσω",
             "ο κυρ-Γιώργης λέει να το κρατήσουμε", "εγώ λέω ότι με τέτοιο κρέας δεν βγαίνει κλέφτικο", "το αρνί θέλει χρόνο και καλό υλικό",
             "όπως το έκανε η μάνα μου στα Σφακιά", "τέλος πάντων θα το βγάλουμε", "αλλά την άλλη φορά να το ελέγχουμε στην παράδοση",
             "και πείτε στα παιδιά της σάλας να μη λένε στους πελάτες ότι έχουμε κάτι που τελείωσε", "γιατί μετά έρχονται σε μένα με τα χαρτάκια",
             "καλή δουλειά"]
_KATERINA = ["Καλημέρα σε όλους ☀️", "Σήμερα είμαστε γεμάτοι από τις 8 και μετά.", "Παρακαλώ όλοι με μαύρο μπλουζάκι και καθαρή ποδιά.",
             "Οι κρατήσεις της ημέρας είναι στο τετράδιο δίπλα στο ταμείο.", "Στο τραπέζι 4 έχουμε γενέθλια, η τούρτα έρχεται από το ζαχαροπλαστείο στις 10.",
             "Θυμίζω: πρώτα νερό και ψωμί στο τραπέζι, μετά κατάλογος.", "Όποιος τελειώνει νωρίτερα, βοηθάει στη λάντζα.",
             "Ευχαριστώ πολύ, Κατερίνα 💙"]
_PATERAS = ["ΑΥΡΙΟ ΝΩΡΙΣ ΟΛΟΙ", "ΤΟ ΛΑΔΙ ΣΤΗ ΦΡΙΤΕΖΑ ΝΑ ΑΛΛΑΖΕΤΑΙ ΚΑΘΕ ΜΕΡΑ", "ΚΑΛΗ ΔΟΥΛΕΙΑ ΠΑΙΔΙΑ", "ΠΟΙΟΣ ΑΦΗΣΕ ΤΗΝ ΠΟΡΤΑ ΤΟΥ ΨΥΓΕΙΟΥ ΑΝΟΙΧΤΗ",
            "ΝΑ ΜΑΖΕΥΕΤΕ ΤΑ ΤΑΣΑΚΙΑ ΑΠΟ ΤΗΝ ΑΥΛΗ", "ΗΡΘΕ ΠΑΛΙ Ο ΔΗΜΟΣ ΓΙΑ ΤΑ ΤΡΑΠΕΖΙΑ ΟΛΑ ΚΑΛΑ", "ΕΥΧΑΡΙΣΤΩ ΓΙΑ ΧΘΕΣ ΗΤΑΝ ΔΥΣΚΟΛΗ ΜΕΡΑ",
            "ΡΑΚΗ ΚΕΡΑΣΜΑ ΜΟΝΟ ΣΤΟ ΤΕΛΟΣ ΤΟΥ ΦΑΓΗΤΟΥ", "ΜΗΝ ΠΑΡΚΑΡΕΤΕ ΣΤΗ ΘΕΣΗ ΤΟΥ ΦΟΡΤΗΓΟΥ"]
_YPENTHYMISI = ("⚠️ ΥΠΕΝΘΥΜΙΣΗ: βιβλιάριο υγείας πάνω σας, κινητά στο ντουλάπι κατά το σέρβις και κανένα πιάτο χωρίς απόδειξη από "
                "την ταμειακή. Ευχαριστώ! Κατερίνα")
_KALIMERA = "Καλημέρα σε όλους ☀️"
_KALI_DOULEIA = "Καλή δουλειά σε όλους! 💪"
_LINKS = ["https://maps.app.goo.gl/{k} εδώ είναι η πίσω πόρτα για τις παραδόσεις",
          "https://www.tripadvisor.com.gr/Restaurant_Review-g189415-d{n}-Reviews.html δείτε τι γράφουν",
          "https://www.instagram.com/p/{k}/ το νέο ποστ με τον ντάκο", "https://g.page/r/{k}/review στείλτε το στους πελάτες",
          "https://www.meteo.gr/cf.cfm?city_id=30 μποφόρ αύριο", "https://www.youtube.com/watch?v={k} xaxa deite to",
          "https://www.ergani.gov.gr/ για τις κάρτες"]
_BOT = ["Σημειώθηκε ✍️", "Αποθηκεύτηκε.", "Δεν μπορώ να ακούσω φωνητικά, μπορείς να το γράψεις;", "Παρακαλώ!", "Θα το θυμίσω εγκαίρως."]


class _Taverna:
    """One chat's draws and the staff's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.p = Pools(rng, thema=_THEMATA, arithmos=_ARITHMOI, imerominia=_IMEROMINIES, atomo=_ATOMA, rolos=_ROLOI, douleia=_DOULEIES,
                       diorthosi=_DIORTHOSEIS, allagi=_ALLAGES)

    def _neo(self, tag: str, lo: int, hi: int) -> int:
        return int(self.p.unique(lambda: (tag, self.rng.randrange(lo, hi)))[1])

    def timi(self, kind: str) -> str | None:
        r, p = self.rng, self.p
        if kind == "kod":
            return p.unique(lambda: str(r.randrange(1000, 9999)))
        if kind == "kod3":
            return p.unique(lambda: f"{r.randrange(100, 999)}")
        if kind == "iban":
            return p.unique(lambda: f"GR{r.randrange(10, 99)} 0110 {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)} "
                                    f"{r.randrange(1000, 9999)} {r.randrange(100, 999)}")
        if kind == "tel":
            return p.unique(lambda: f"69{r.randrange(0, 10)} {r.randrange(100, 999)} {r.randrange(1000, 9999)}")
        if kind == "wifi":
            return p.unique(lambda: f"{r.choice(['thalassa', 'limani', 'taverna', 'kriti'])}{r.randrange(100, 999)}")
        if kind == "link":
            return p.unique(lambda: f"https://forms.gle/{code(r, 11)}")
        if kind == "ora":
            return p.unique(lambda: f"{r.randrange(11, 14)}:{r.choice(['00', '30'])}")
        if kind == "timi":
            return p.unique(lambda: f"{r.randrange(8, 14)},{r.choice(['00', '50', '80'])} €")
        if kind == "mera":
            return p.unique(lambda: f"{r.choice(_MERES_AIT)} {r.randrange(1, 29)}/{r.randrange(4, 11)}")
        if kind == "merokamato":
            return p.unique(lambda: f"{r.randrange(50, 95)}€")
        if kind == "atomo":
            return p.unique(lambda: f"{r.randrange(25, 50)} €")
        if kind == "piato":
            return p.unique(lambda: r.choice(_EIDIKA))
        return None

    def plant(self, kind: str) -> Planted:
        p, r = self.p, self.rng
        if kind == "decision":
            thema = p.take("thema")
            if thema is None:
                return None
            c = r.choice(thema[1])
            return r.choice(_APOFASEIS).format(s=thema[0], S=thema[0][0].upper() + thema[0][1:], c=c), (thema[0], c), None
        if kind in ("number", "date/time"):
            t = p.take("arithmos" if kind == "number" else "imerominia")
            if t is None:
                return None
            text, probe = t
            slot: dict[str, Callable[[], str]] = {
                "ts": lambda: str(self._neo("ts", 14, 32)), "tz": lambda: grouped(self._neo("tz", 120, 990) * 10, '.'),
                "kr": lambda: str(self._neo("kr", 18, 70)), "la": lambda: str(self._neo("la", 95, 180)), "gr": lambda: str(self._neo("gr", 25, 90)),
                "ki": lambda: str(self._neo("ki", 3, 40)), "fi": lambda: str(self._neo("fi", 180, 900)), "ps": lambda: str(self._neo("ps", 250, 950)),
                "se": lambda: str(self._neo("se", 4, 12)),
                "mera": lambda: r.choice(_MERES), "merait": lambda: r.choice(_MERES_AIT), "meragl": lambda: r.choice(_MERES_GL),
                "d": lambda: str(self._neo("d", 1, 31)), "m": lambda: str(r.randrange(4, 11)), "mina": lambda: r.choice(_MINES),
                "hh": lambda: str(self._neo("hh", 9, 23)), "pr": lambda: str(self._neo("pr", 5, 9)), "mm": lambda: r.choice(["00", "15", "30", "45"])}
            vals = {k: f() for k, f in slot.items() if "{" + k + "}" in text}
            return text.format(**vals), tuple(x.format(**vals) for x in probe), None
        if kind == "who is who":
            atomo, rolos = p.take("atomo"), p.take("rolos")
            return (rolos[0].format(p=atomo), (atomo, rolos[1]), None) if atomo and rolos else None
        if kind == "open task":
            a = p.take("douleia")
            return (r.choice(_ZITIMATA).format(a=a), (a,), None) if a else None
        return superseded(kind, p.take("diorthosi" if kind == "corrected (edit)" else "allagi"), r, self.timi)

    # -- chatter ----------------------------------------------------------------------------

    def vardies(self) -> str:
        r = self.rng
        rows = []
        for i in sorted(r.sample(range(7), r.randrange(3, 6))):
            sala = ", ".join(r.sample(_PAIDIA, 2))
            rows.append(f"{_MERES_SYNT[i]}  σάλα: {sala:<18} κουζίνα: {r.choice(_PAIDIA)}  {r.choice(['12-17', '18-01', '17-24', 'ρεπό'])}")
        return r.choice(["Βάρδιες εβδομάδας 📋", "Πρόγραμμα (προσχέδιο):", "vardies:"]) + "\n" + "\n".join(rows)

    def paraggelia(self) -> str:
        r = self.rng
        eidi = r.sample(["κιλά φέτα", "κιλά μυζήθρα", "δοχεία ελαιόλαδο", "κιβώτια ντομάτες", "κιλά πατάτες", "σακιά αλεύρι", "φιάλες ρακή",
                         "κιβώτια μπύρες", "κιλά κρεμμύδια", "κιλά κολοκυθάκια"], r.randrange(4, 8))
        return (r.choice(["Παραγγελία για χονδρική:", "Λίστα για αύριο:", "να παραγγείλουμε:"]) + "\n"
                + "\n".join(f"- {r.randrange(2, 30)} {e}" for e in eidi) + r.choice(["", "\nκαι σακούλες σκουπιδιών!!", "\nτίποτα άλλο;"]))

    def z_report(self) -> str:
        r = self.rng
        m, k = r.randrange(300, 2500), r.randrange(400, 4000)
        return ("Ζ της ταμειακής:\n```\nΑΝΑΦΟΡΑ Ζ #" + f"{r.randrange(100, 2000):04d}\nΜΕΤΡΗΤΑ      {grouped(m, '.')},{r.randrange(10, 99)}\n"
                f"ΚΑΡΤΕΣ       {grouped(k, '.')},{r.randrange(10, 99)}\nΦΠΑ 13%      {(m + k) * 13 // 113},{r.randrange(10, 99)}\n"
                f"ΑΠΟΔΕΙΞΕΙΣ   {r.randrange(40, 260)}\n```")

    def kratiseis(self) -> str:
        r = self.rng
        onomata = r.sample(["Schmidt", "Müller", "Παπαδόπουλος", "Jensen", "Rossi", "Βασιλάκης", "Dupont", "Kowalski", "Smith", "Αλεξίου"], r.randrange(4, 8))
        rows = [f"{h}:{r.choice(['00', '30'])}  {o:<13} x{r.randrange(2, 9)}  {r.choice(['αυλή', 'σάλα', 'μπαλκόνι', 'αυλή'])}"
                for h, o in zip(sorted(r.randrange(19, 23) for _ in onomata), onomata)]
        return "Κρατήσεις απόψε:\n" + "\n".join(rows) + r.choice(["", "\nτο 6 θέλει παιδικό καρεκλάκι", "\n+ walk-ins"])

    def menu_json(self) -> str:
        r = self.rng
        piata = r.sample(_PIATA, 3)
        rows = ",\n".join(f'  {{"el": "{el}", "en": "{en}", "price": {r.randrange(5, 19)}.{r.choice([0, 5])}}}' for el, en in piata)
        return r.choice(["για το site, σωστό;", "το αρχείο του μενού:", "menu gia to site"]) + "\n```json\n[\n" + rows + "\n]\n```"

    def kritiki(self) -> str:
        r = self.rng
        return r.choice([
            f"⭐⭐⭐⭐⭐ «Best taverna in Chania! The lamb was amazing and {r.choice(_PAIDIA)} was so kind.» — Jennifer, Google",
            "⭐⭐⭐⭐ «Sehr lecker, aber wir haben 40 Minuten gewartet.» — Klaus, TripAdvisor",
            "⭐⭐ «Too expensive for what it is, the fish was small.» — Mark, Google",
            f"⭐⭐⭐⭐⭐ «Wonderful view of the harbour, free raki at the end!» — Anna, TripAdvisor"]) + r.choice(["", "\n😍", "\nπάλι για την αναμονή..."])

    def logistis(self) -> str:
        r = self.rng
        return ("Προωθημένο μήνυμα\nΑπό: Λογιστικό Γραφείο Σαριδάκη\n\nΚαλησπέρα σας, υπενθυμίζουμε ότι η ψηφιακή κάρτα εργασίας στο ΕΡΓΑΝΗ "
                f"δηλώνεται πριν την έναρξη κάθε βάρδιας. Το πρόστιμο είναι {grouped(r.randrange(1, 11) * 1000 + 500, '.')} € ανά εργαζόμενο. "
                f"Η προθεσμία για την ΑΠΔ είναι {r.randrange(1, 29)}/{r.randrange(1, 13)}.")

    def mageiras(self) -> str:
        r = self.rng
        epiloges = sorted(r.sample(range(len(_MAGEIRAS)), r.randrange(5, len(_MAGEIRAS))))
        return " ".join(_MAGEIRAS[i] for i in epiloges)

    def katerina(self) -> str:
        r = self.rng
        mesi = r.sample(_KATERINA[1:-1], r.randrange(2, len(_KATERINA) - 1))
        return "\n".join([_KATERINA[0]] + [f"• {x}" for x in mesi] + [_KATERINA[-1]])

    def chatter(self) -> Said:
        r = self.rng
        x = r.random()
        if x < 0.3:
            return r.choice(_KONTA), None
        if x < 0.54:
            text = r.choice(_MESAIA).format(j=r.choice(_PAIDIA))
            if r.random() < 0.3 and text[-1].isalnum():  # Katerina punctuates, with the Greek question mark
                latin = text[0].isascii()
                erotisi = bool(set(w.lower() for w in text.split()[:2]) & _EROTISEIS)
                text = text[0].upper() + text[1:] + (("?" if latin else ";") if erotisi else r.choice([".", "!", " 😊"]))
            return text, None
        if x < 0.565:
            return self.vardies(), None
        if x < 0.585:
            return self.paraggelia(), None
        if x < 0.6:
            return self.z_report(), None
        if x < 0.62:
            return self.kratiseis(), None
        if x < 0.632:
            return self.menu_json(), None
        if x < 0.645:
            return self.kritiki(), None
        if x < 0.655:
            return self.logistis(), None
        if x < 0.68:
            return self.mageiras(), None
        if x < 0.695:
            return self.katerina(), None
        if x < 0.725:
            return r.choice(_PATERAS), None
        if x < 0.755:
            return _YPENTHYMISI, None
        if x < 0.79:
            return r.choice(_LINKS).format(k=code(r, 11), n=r.randrange(10**6, 10**7)), None
        if x < 0.81:
            return f"{r.choice([_KALIMERA, _KALI_DOULEIA])} {r.choice(_MESAIA).format(j=r.choice(_PAIDIA))}", None
        if x < 0.89:
            return r.choice(["", "", "το σημερινό 😋", "η αυλή απόψε ✨", "ο ντάκος", "ηλιοβασίλεμα από το μπαλκόνι", "τα ψάρια ήρθαν"]), [
                {"kind": "photo", "name": f"viber_image_2027-{r.randrange(4, 11):02d}-{r.randrange(1, 29):02d}_{r.randrange(7, 24):02d}-"
                 f"{r.randrange(0, 60):02d}-{r.randrange(0, 60):02d}-{r.randrange(100, 999)}.jpg", "mime": "image/jpeg",
                 "bytes": r.randrange(90_000, 3_500_000)}]
        if x < 0.91:
            return r.choice(["to video apo xthes", "ο κυρ-Γιώργης χορεύει 😂", ""]), [
                {"kind": "video", "name": f"viber_video_{r.randrange(10**5, 10**6)}.mp4", "mime": "video/mp4", "bytes": r.randrange(2_000_000, 40_000_000)}]
        if x < 0.94:
            return "", [{"kind": "sticker", "name": "sticker.webp", "mime": "image/webp", "bytes": r.randrange(9_000, 60_000)}]
        return r.choice(["", "", "odigw, den mporw na grapsw"]), [
            {"kind": "voice", "name": f"voice_{r.randrange(10**5, 10**6)}.m4a", "mime": "audio/mp4", "bytes": r.randrange(6_000, 700_000)}]

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_KALIMERA} {text}", f"{text}\n\n{_YPENTHYMISI}", f"{self.mageiras()} α και {text}",
                         f"Για σήμερα:\n• {text}\n• {r.choice(_MESAIA).format(j=r.choice(_PAIDIA))}", f"{text} 👍",
                         f"{self.kratiseis()}\n\nΚαι κάτι ακόμα: {text}", f"{text}\n{_KALI_DOULEIA}", f"{text} ευχαριστώ παιδιά ❤️"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.06) -> list[Chat]:
    rng = random.Random(f"{NAME}/{seed}")
    name = ids or (lambda c: f"taverna{seed}-{c}")
    return [_chat(rng, name(c), messages, fact_share) for c in range(chats)]


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    t = _Taverna(rng)
    people = [f"+3069{rng.randrange(10**7, 10**8)}" for _ in range(rng.randrange(6, 13))]  # Viber numbers
    voice = Voice(
        plant=t.plant,
        chatter=t.chatter,
        wrap=t.wrap,
        wrap_share=0.27,
        reply=lambda: rng.choice(_BOT),
        reply_share=0.04,
        # Busy before and after the evening service; quiet in the small hours and on the day off.
        gap_s=lambda: rng.randrange(20, 1500) if rng.random() > 0.1 else rng.randrange(8 * 3600, 40 * 3600),
        supersede_after=(4, 40),
    )
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
