"""The homestay family: the WhatsApp group of a family homestay and boat-trip business near Kuala Terengganu, Malaysia, in Malay.

Written for batch 15, after poshak, buna and dacha (batch 14) were measured once, and run on no
version of the summarizer when it was committed: a held-out family. Teratak Pak Wan Homestay is a
family business in a fishing kampung across the river mouth from Kuala Terengganu: a wooden house
(Rumah Kayu: bilik Melur, Cempaka, Kenanga) and a newer brick one (Rumah Batu: bilik Mawar,
Teratai), a jetty, two boats for river, firefly and (when the sea allows) fishing trips, and
breakfast of nasi dagang. It is the monsoon (musim tengkujuh), so the sea trips wait on
MetMalaysia's warnings and the tide. The group is the family and its helpers, in Malay (Bahasa
Melayu) with English, Terengganu dialect and Manglish. The mother, Mak Kiah, writes polite notices
that open "Assalamualaikum semua" and are signed "— Mak Kiah", and posts the same reminder about
life jackets on the boat, shoes off before the house and quiet at prayer times again and again; the
father, Pak Wan, writes long unpunctuated messages in Terengganu dialect ("mung", "bakpe", "guane",
"dok", "kekgi", "sokmo", "ikang", "hujang") about fishing, the unjam and the old days; the son,
Mirul, writes short SMS-style Malay without punctuation ("x", "sy", "tgk", "otw", "dh", "blm",
"nnt", "ok bos"); the daughter, Kak Long, runs the bookings in Manglish ("Guys the Airbnb guest ask
can early check in or not ah", "confirm already lah"). Pasted into the chat: Booking.com and Airbnb
booking notices, the boat trip schedule with the tide table, a DuitNow or Touch 'n Go eWallet
receipt, the MetMalaysia strong-wind and rough-sea warning, the room grid, a grocery list for Pasar
Payang, the e-Solat prayer times for zone TRG01, a guest's review and a spreadsheet formula; links
to Booking.com, Airbnb, wa.me, Google Maps, MetMalaysia, e-Solat, Facebook, TikTok, Instagram,
Shopee, YouTube and Google Sheets; WhatsApp photos, videos, voice notes, stickers and documents
(PDF, XLSX, DOCX). Money is "RM120", "RM 120", "RM 1,250.00", "RM1,250", "RM487.35" and in words
("seratus dua puluh ringgit"); dates "14 Disember", "14hb Disember", "14/12", "14/12/2026", "14 Dis",
"Sabtu, 14 Disember" and "hari Sabtu 14/12"; times "pukul 8 pagi", "pukul 8.30 pagi", "jam 3
petang", "8.30pm", "8pm" and "20:30"; Terengganu's weekend is Friday and Saturday.
Its facts are said the family's way ("Keputusan mesyuarat keluarga malam tadi: sarapan tetamu —
caj tambahan RM12 seorang.", "Mulai bulan ni, Nurul Izzati binti Razak jaga kaunter tempahan
Booking.com dan Airbnb, semua mesej tetamu dia yang jawab").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble, tidied

NAME = "homestay"
LANGUAGE = "ms"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 290

_BULAN = {12: ("Disember", "Dis"), 1: ("Januari", "Jan"), 2: ("Februari", "Feb"), 3: ("Mac", "Mac"), 4: ("April", "Apr")}
_HARI = ["Isnin", "Selasa", "Rabu", "Khamis", "Jumaat", "Sabtu", "Ahad"]
_EN_DAY = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_EN_MONTH = {12: "Dec", 1: "Jan", 2: "Feb", 3: "Mar", 4: "Apr"}
_SATU = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "lapan", "sembilan"]

# Family, helpers and places as the chatter names them (never a fact's person).
_NAMA = ["Mirul", "Kak Long", "Abang Li", "Pak Ya", "Kak Yah", "Mak Su", "Pak Su", "Adik", "Tok Ki", "Cik Nab", "Awang", "Mat Zin", "Kak Ros",
         "Ijat", "Wani"]
_TEMPAT = ["kat jeti", "kat Rumah Kayu", "depan surau", "kat simpang masuk", "kat dapur", "kat Rumah Batu", "tepi pantai", "kat pangkalan bot",
           "belakang stor", "kat anjung"]  # round the homestay
_LUAR = ["kat Pasar Payang", "kat Seberang Takir", "kat Kuala Nerus", "kat Jambatan Angkat", "kat Mydin", "kat stesen Petronas", "kat Batu Buruk",
         "kat bandar", "kat Gong Badak"]  # out in town
_BILIK = ["Melur", "Cempaka", "Kenanga", "Mawar", "Teratai"]
# Guests in the pasted bookings (never a fact's person).
_TETAMU = ["Tan Mei Ling", "Muhammad Haikal", "Sarah Lim", "Jonathan Wright", "Nurul Ain Hassan", "Hiroshi Sato", "Aisyah Rahman", "Daniel Koh",
           "Farah Nadia", "Chloe Martin", "Kavitha Raman", "Hafiz Jamil", "Lukas Becker", "Amanda Yeoh", "Syafiq Roslan", "Emma Dubois"]
_NEGARA = ["Malaysia", "Singapore", "Germany", "France", "Japan", "United Kingdom", "Australia", "Netherlands"]

_KATA = Wording(
    topics=[("trip memancing ke unjam", ["dibatalkan sampai hujung Januari", "hanya bila laut tenang, ikut amaran MetMalaysia", "guna bot besar Pak Ya saja"]),
            ("sarapan tetamu", ["nasi dagang dengan kopi O, masuk dalam harga bilik", "caj tambahan RM12 seorang", "hanya untuk yang tidur dua malam ke atas"]),
            ("deposit tempahan terus", ["50% melalui DuitNow dalam 24 jam", "bayar penuh masa check-in", "tak payah deposit untuk tetamu ulangan"]),
            ("Rumah Kayu masa cuti sekolah", ["khas untuk keluarga besar sahaja", "disewa satu rumah sekali dengan dapur", "ditutup untuk tukar atap zink"]),
            ("trip kelip-kelip waktu malam", ["jalan terus walaupun hujan renyai", "cuma malam Jumaat dan malam Sabtu", "diserahkan pada Abang Li sepenuhnya"]),
            ("pakej pelajar universiti", ["diskaun 20% dengan kad matrik", "harga biasa, tiada diskaun", "tiga hari dua malam termasuk makan"]),
            ("listing Airbnb", ["ditutup sepanjang musim tengkujuh", "dibuka semula dengan minimum dua malam", "untuk Rumah Batu sahaja"]),
            ("jemput tetamu dari lapangan terbang", ["Mirul ambil dengan Alza, caj ikut jarak", "tetamu naik Grab sendiri", "van Pak Su, kos dikongsi"]),
            ("menu makan malam hujung minggu", ["ikan bakar dengan air asam", "BBQ tepi pantai kalau tak hujan", "nasi kerabu tempah dari Cik Nab"]),
            ("polisi batal masa amaran ribut", ["refund penuh tanpa soal", "tukar tarikh percuma dalam tiga bulan", "deposit tak dipulangkan tapi boleh tangguh"]),
            ("cat semula Rumah Batu", ["tunggu lepas tengkujuh, bulan Mac", "buat sendiri hujung minggu ni", "upah orang, warna biru laut"]),
            ("tetamu bawa haiwan peliharaan", ["tak dibenarkan langsung", "kucing boleh, anjing tak boleh", "boleh di Rumah Batu dengan caj cuci"])],
    decided=["Ok semua, keputusan: {s} — {c}.", "Assalamualaikum semua. Lepas berbincang dengan Pak Wan, kami putuskan {s}: {c}. Terima kasih 🙏",
             "dh setel bos {s} {c}", "Final ya guys, {s} → {c}. No more changes okay 😅", "{S} kita buat macam ni la: {c}. Pak Wan setuju doh",
             "Keputusan mesyuarat keluarga malam tadi: {s} — {c}.", "ok muktamad {s} {c} 👍", "Mak dah putuskan ya, {s}: {c}. Tak payah gaduh lagi."],
    numbers=[("Jumlah tempahan bulan Disember setakat ni: {bk} malam bilik", ("Jumlah tempahan bulan Disember", "{bk} malam bilik")),
             ("Hasil kutipan homestay bulan November: {rmbig}", ("Hasil kutipan homestay bulan November", "{rmbig}")),
             ("Bil elektrik TNB bulan lepas {tnb}, naik sebab aircond", ("Bil elektrik TNB bulan lepas", "{tnb}")),
             ("Komisen Booking.com untuk bulan ni {kom} 😩", ("Komisen Booking.com untuk bulan ni", "{kom}")),
             ("minyak bot habis {lit} liter minggu ni bos", ("minyak bot habis", "{lit} liter")),
             ("Guys our rating kat Booking.com sekarang {rating} 🎉", ("rating kat Booking.com", "{rating}")),
             ("Tong gas dapur tinggal {gas} biji je dalam stor", ("Tong gas dapur tinggal", "{gas} biji")),
             ("Life jacket yang masih elok tinggal {jk} helai, yang lain koyak", ("Life jacket yang masih elok", "{jk} helai")),
             ("Tetamu yang check-in hujung minggu lepas: {pax} orang semuanya", ("check-in hujung minggu lepas", "{pax} orang")),
             ("Duit tabung baiki jeti sekarang ada {tabung}", ("tabung baiki jeti", "{tabung}")),
             ("hasil candat sotong malam Khamis {kg} kg, Alhamdulillah", ("hasil candat sotong malam Khamis", "{kg} kg")),
             ("Harga pakej bot ke Pulau Kapas lepas tengkujuh: {boat} seorang", ("pakej bot ke Pulau Kapas", "{boat}")),
             ("Follower TikTok homestay dah cecah {fol} 😆", ("Follower TikTok homestay", "{fol}"))],
    dates=[("Pegawai MOTAC datang buat pemeriksaan homestay {dt}, {tm}", ("pemeriksaan homestay", "{dt}")),
           ("Bot Pak Ya masuk limbungan untuk servis enjin {dt}", ("masuk limbungan untuk servis enjin", "{dt}")),
           ("Rombongan sekolah dari Kuantan sampai {hr} {tm}", ("Rombongan sekolah dari Kuantan", "{tm}")),
           ("Check-out terakhir sebelum kita tutup untuk cuti: {dt}", ("sebelum kita tutup untuk cuti", "{dt}")),
           ("Orang TNB datang tukar meter {hr} {tm}", ("TNB datang tukar meter", "{tm}")),
           ("Gotong-royong bersihkan jeti {dt}, mula {tm}", ("bersihkan jeti", "{dt}")),
           ("lori ais datang hantar {hr} {tm}", ("lori ais datang hantar", "{tm}")),
           ("Tarikh akhir bayar cukai tanah homestay: {dt}", ("bayar cukai tanah", "{dt}")),
           ("Kursus homestay anjuran Tourism Terengganu {dt}, {tm} di Wisma Darul Iman", ("Kursus homestay anjuran Tourism Terengganu", "{dt}")),
           ("Tetamu dari Singapura (keluarga Mdm Tan) sampai {hr} {tm}", ("keluarga Mdm Tan", "{tm}")),
           ("Majlis tahlil arwah Tok Wan kita buat {dt} lepas Isyak", ("tahlil arwah Tok Wan", "{dt}"))],
    people=["Nurul Izzati binti Razak", "Mohd Hafiz bin Zakaria", "Che Wan Norhayati", "Tengku Faridah", "Ahmad Syukri bin Mamat", "Siti Khadijah Awang",
            "Wan Muhammad Firdaus", "Nik Azlan Nik Hassan", "Zulkifli bin Deraman", "Rosnani binti Ali", "Kamarul Ariffin", "Faizal Embong",
            "Hasnah binti Ngah", "Lim Wei Sheng", "Rajeswari a/p Muthu"],
    roles=[("Mulai bulan ni, {p} jaga kaunter tempahan Booking.com dan Airbnb, semua mesej tetamu dia yang jawab", "kaunter tempahan"),
           ("{p} jadi tekong bot kedua kita, lesen Jabatan Laut dah lulus", "tekong bot kedua"),
           ("Tukang masak baru untuk kenduri dan pakej makan: {p}", "tukang masak baru"),
           ("{p} yang pegang kunci stor minyak mulai hari ni", "kunci stor minyak"),
           ("Akaun dan resit semua bagi pada {p}, dia akauntan kita sekarang", "akauntan kita"),
           ("{p} wakil kita dalam persatuan homestay Kuala Nerus", "persatuan homestay"),
           ("Pemandu pelancong berlesen untuk trip kelip-kelip: {p}", "pemandu pelancong berlesen"),
           ("Cleaner baru Rumah Batu — {p}, mula kerja Isnin", "cleaner baru Rumah Batu"),
           ("{p} ni ejen pelancongan dari KL yang hantar group tu, simpan nombor dia", "ejen pelancongan dari KL"),
           ("Kalau enjin bot rosak, call {p}, mekanik Yamaha kat Seberang Takir", "mekanik Yamaha"),
           ("{p} urus page Facebook dan TikTok homestay mulai sekarang", "page Facebook dan TikTok"),
           ("lifeguard untuk trip snorkel kita {p} ok", "lifeguard untuk trip snorkel")],
    tasks=["tampal bocor atap bilik Cempaka", "hantar life jacket koyak ke kedai jahit", "tukar mentol lampu hujung jeti", "bayar bil air SATU bulan ni",
           "renew lesen bot kat Jabatan Laut", "cuci tangki air atas bumbung Rumah Batu", "update kalendar Airbnb untuk bulan Januari",
           "beli cadar baru untuk bilik Melur", "ambil keropok lekor tempahan tetamu di Losong", "servis aircond bilik Kenanga",
           "tulis semula papan tanda homestay di simpang", "isi semula pemadam api dalam dapur", "hantar borang MOTAC untuk pembaharuan",
           "pam keluar air hujan dalam bot kecil"],
    asked=["Siapa boleh {a}? Tolong ya 🙏", "sapa free nk {a} x", "Still no one yet for this: {a}. Anyone?",
           "Mak nak minta tolong sesiapa {a} sebelum hujung minggu.", "{a} — belum ada orang buat lagi tau", "bakpe dok ada sape nok {a} lagi ni",
           "Tugasan terbuka: {a}. Sapa ambik, reply sini."],
    edits=[("No akaun Maybank homestay untuk deposit: {x} (ROKIAH BINTI ABDULLAH)",
            "No akaun Maybank homestay untuk deposit: {y} (ROKIAH BINTI ABDULLAH) — maaf tersalah satu nombor tadi", "No akaun Maybank homestay", "acct"),
           ("Password WiFi tetamu: {x}", "Password WiFi tetamu: {y} (yang tadi salah eja, sorry)", "Password WiFi tetamu", "wifi"),
           ("Nombor telefon Abang Li untuk trip bot: {x}", "Nombor telefon Abang Li untuk trip bot: {y}, nombor lama dah x aktif", "Nombor telefon Abang Li", "tel"),
           ("Kod pintu bilik Rumah Batu: {x}", "Kod pintu bilik Rumah Batu: {y} — dah tukar semalam", "Kod pintu bilik Rumah Batu", "door"),
           ("Link lokasi homestay untuk tetamu: {x}", "Link lokasi homestay untuk tetamu: {y} (link tadi tunjuk rumah jiran 😅)", "Link lokasi homestay", "maps"),
           ("Nombor pendaftaran bot kita: {x}", "Nombor pendaftaran bot kita: {y}, sy salah tgk geran", "Nombor pendaftaran bot", "boat"),
           ("Booking.com reservation no. untuk group Mdm Lee: {x}", "Booking.com reservation no. untuk group Mdm Lee: {y} (betul yang ni)", "group Mdm Lee", "bkno"),
           ("No DuitNow / TNG Mirul untuk bayar trip: {x}", "No DuitNow / TNG Mirul untuk bayar trip: {y}, tadi tertaip nombor lama", "DuitNow / TNG Mirul", "tel")],
    changes=[("Harga trip bot pusing pulau untuk satu keluarga {x}",
              ["Update: harga trip bot pusing pulau untuk satu keluarga jadi {y}, minyak naik", "pak wan kata harga trip bot pusing pulau {y} la x boleh kurang"],
              "harga trip bot pusing pulau", "trip"),
             ("Bot bertolak dari jeti {x}, tetamu kumpul sepuluh minit awal",
              ["Tukar: bot bertolak dari jeti {y} sebab air surut", "Pak Wan kata bot bertolak dari jeti {y}, ikut air pasang"], "bot bertolak dari jeti", "jt"),
             ("Kadar bilik Rumah Kayu semalam {x}", ["Mulai Januari kadar bilik Rumah Kayu semalam {y}", "sorry silap, kadar bilik Rumah Kayu semalam {y} la"],
              "kadar bilik Rumah Kayu", "bilik"),
             ("Waktu check-in homestay {x}", ["Sekarang waktu check-in homestay {y}, cleaner tak sempat", "Update ya: waktu check-in homestay {y}"],
              "waktu check-in homestay", "ci"),
             ("Group Shah Alam check-in {x}", ["Diorang tukar, group Shah Alam check-in {y}", "group Shah Alam mesej, check-in {y} pula"], "group Shah Alam", "date"),
             ("Caj tambahan untuk orang kelima ke atas: {x} semalam",
              ["Mak ubah, caj tambahan untuk orang kelima ke atas jadi {y} semalam", "Betulkan sikit: caj tambahan untuk orang kelima {y} semalam"],
              "caj tambahan untuk orang kelima", "caj"),
             ("Kenduri kahwin Kak Long jadi {x} kat rumah kita",
              ["Tarikh kenduri kahwin Kak Long tukar ke {y}", "kenduri kahwin Kak Long jadi {y}, pihak lelaki minta tukar"], "kenduri kahwin Kak Long", "date"),
             ("Sewa kayak sejam untuk tetamu {x}", ["Sewa kayak sejam naik jadi {y} mulai esok", "Abang Li kata sewa kayak sejam {y} la"], "sewa kayak sejam", "kayak"),
             ("Deposit kunci dan kerosakan {x}, pulang masa check-out",
              ["Deposit kunci dan kerosakan sekarang {y}, ramai hilang kunci", "Kak Long ubah, deposit kunci dan kerosakan {y}"], "deposit kunci dan kerosakan", "dep")])

# The chatter.
_PENDEK = ["ok", "ok bos", "okay", "k", "tq", "tq bos", "terima kasih", "Terima kasih 🙏", "baik mak", "baik", "noted", "noted 👍", "Noted kak", "on", "set",
           "otw", "sy otw", "dh sampai", "blm", "x pe", "xpe", "takpe", "insyaAllah", "InsyaAllah 🤲", "Alhamdulillah", "Alhamdulillah 🤲", "aamiin",
           "hahaha", "😂", "🤣🤣", "👍", "🙏", "🌧️", "🌊🌊", "🐟", "🦑", "⛈️", "sedak!", "mantap", "gempak", "alamak", "can can", "cannot lah", "ok la tu",
           "on the way", "jap", "kejap", "nnt sy tgk", "sy tgk dlu", "dh", "dah", "ya", "ye", "yup", "tak", "x", "x jadi", "betul tu", "setuju", "sokong",
           "salam", "Waalaikumussalam", "wslm", "Assalamualaikum", "selamat pagi semua", "pagi!", "bakpe?", "guane?", "dok ggitu", "hujang lebat ning",
           "jeti banjir ke?", "sapa kat jeti skrg", "letrik putus ke?", "sape ada kunci stor?", "mak dah makan?", "lapar", "Sabar ya", "boleh", "bole",
           "x boleh", "sy x sure", "tgk la nnt", "wifi down lagi ke", "nice", "sedap gila", "jom", "jgn lupa", "hehe", "ok set", "clear", "Baik Pak Wan",
           "in shaa Allah", "siap!", "dh siap", "blm siap lg", "otw jeti", "ok noted boss", "Okay can", "Sure", "no problem", "haa tu la", "aduh",
           "masyaAllah cantiknya", "Subhanallah", "😍", "👌👌", "🙏🙏🙏", "sy on", "rehat jap", "baru bangun", "tido dh", "sampai dh", "tunggu jap"]
_SEDANG = ["{n} tolong angkat kain jemuran, hujan nak turun", "sy otw {q} skrg", "tetamu bilik Melur tanya mana nak beli keropok lekor",
           "wifi kat Rumah Kayu x dpt lagi ke", "tetamu Airbnb tanya boleh late check out x", "Guys the Singapore guest asking got parking for 2 cars or not ah",
           "{n} dah ambil kunci bot dari Pak Ya?", "aircond bilik Kenanga bunyi bising, nanti sy tgk", "lampu {p} mati lagi",
           "mak nak masak gulai ikan tongkol malam ni, sapa nak makan sini", "budak2 tetamu main pasir {p}, sapa tolong tengok sekali",
           "cuaca ok je pagi ni, laut tenang sikit", "ombak besar gila {p} 🌊", "hujan x berhenti dari subuh", "tetamu tanya solat Jumaat kat masjid mana, sy suruh gi Masjid Kristal",
           "jangan lupa tutup suis pam air sebelum tidur", "Mirul, bot kecik tu ikat elok2, ombak kuat malam ni", "ada tetamu tertinggal charger {p}",
           "kedai runcit {q} tutup awal hari ni", "jem teruk {q}, sy lambat sikit", "The Japanese guest asking where to eat nasi dagang, I suggest Kedai Mak Ni",
           "Kak Yah dah siap kemas bilik Cempaka?", "so how ah the KL guests, want the boat trip or not?", "alamak lupa beli ais", "sapa guna periuk besar x basuh ni 😤",
           "Adik jgn main phone je, tolong mak kat dapur", "bakpe mung dok angkat telefon", "guane laut ning, buleh tubik dok", "aku kekgi gi pasar sekejap",
           "hujang ning lebat sunggoh", "ikang tongkol {q} mahal doh ning", "mung doh makang?", "sy x dpt call tetamu tu, dia x angkat",
           "Eh who took the parcel from Shopee? It's the new bedsheets", "Alamak the Booking.com extranet down again 🙄", "Can someone reply the guest at Mawar, she ask where is the hair dryer",
           "tetamu tanya boleh ke pantai Batu Buruk jalan kaki, sy cakap jauh", "{n} dah bayar ke belum duit ikan semalam", "air paip x keluar lagi {p}",
           "tetamu Jerman tu nak rasa budu, mak bagi sebotol", "sy balik lambat sikit, ada hal {q}", "sapa ambik payung besar {p}",
           "nanti tolong cek bot kecik ada air masuk x", "kucing jiran masuk dapur lagi 😂", "tetamu family besar dah sampai, sapa sambut",
           "mak pesan jangan bagi tetamu masak dalam bilik", "Pak Ya call, dia kata laut x elok esok", "generator dh start, letrik ok balik",
           "hari ni Jumaat, lepas Zohor baru buka semula kaunter ya", "sy dh reply semua mesej Airbnb", "Guys don't forget to mark the calendar when got walk-in ok",
           "budak sekolah dekat simpang main bunga api malam tadi, bising", "{n}, nasi dagang untuk 12 orang cukup ke esok?", "ada orang nak sewa kayak, harga biasa kan?",
           "wah tetamu bagi review best 🥹", "sampah tepi jeti penuh, lori x datang lagi", "air naik sampai tangga jeti 😰", "Tok Ki kirim salam semua",
           "tetamu Melayu KL tu tanya boleh tumpang solat kat surau kampung x", "mak tgh masak, nnt mak reply", "penat gila hari ni 😮‍💨",
           "Kak Long, tetamu tu mintak invois, tolong buat", "esok ramai tetamu, jgn ada sapa ambik cuti ya", "{n} x payah datang esok, tetamu cancel"]
_SOALAN = {"siapa", "sapa", "sape", "mana", "bila", "berapa", "apa", "kenapa", "bakpe", "guane", "boleh", "dah", "so", "can", "who"}
_PAK_WAN = ["aku nok royak sikit pasal laut ning", "musim tengkujuh ni jangan main2 ombak boleh sampai tiga meter lebih",
            "dulu masa aku muda-muda kami turun laut dengan perahu kolek takdok enjin pun dayung je", "malam tadi aku gi candat dengan Pak Ya dapat gok sotong torak",
            "ikang kerisi ikang kembung ikang tongkol semua ada kalau kena musim", "unjam kita yang lama tu doh rosak kena arus kena buat baru",
            "budak2 sekarang dok reti baca langit tengok awan pun dok tau", "kalau angin timur laut kuat jangan bawa tetamu tubik dengar cakap aku ning",
            "air pasang penuh lepas subuh bot boleh keluar masa tu je", "tetamu dari KL hari tu pancing dapat ikang jenahak besar gembira sungguh dia",
            "umpan udang hidup paling baik untuk ikang merah", "enjin Yamaha tu kena servis doh bunyi lain macam", "aku doh cakap sokmo pakai jaket bila naik bot",
            "ikang bakar dengan air asam tu lah yang tetamu suka sokmo", "mung semua jaga tetamu elok2 rezeki tu datang dari Allah",
            "arwah ayah aku dulu tekong jugok kat Seberang Takir ni orang panggil dia Pok Mat Laut", "kekgi bila laut tenang aku bawa mung gi unjam tengok sendiri",
            "jangan tinggal bot kat jeti masa hujang lebat tarik naik ke darat", "bakpe ramai sangat orang luar datang musim ning pun aku dok paham",
            "InsyaAllah tahun depan kita beli bot baru yang besar sikit", "guane nok tubik kalau angin kuat supo ning"]
_MAK = ["Assalamualaikum semua 🙏",
        "Mak nak maklumkan, mulai minggu ini sarapan disediakan pukul 7.30 hingga 9.30 pagi di anjung Rumah Kayu.",
        "Tolong pastikan bilik dikemas sebelum pukul 2 petang supaya tetamu baru boleh masuk.",
        "Semua tuala kotor sila masukkan dalam bakul biru di belakang dapur, jangan letak atas lantai.",
        "Kepada yang menjawab mesej tetamu, gunakan bahasa yang sopan dan jangan lambat membalas.",
        "Tolong tutup aircond dan lampu bilik yang kosong, jimat sikit.",
        "Jangan biarkan tetamu bawa budak kecil ke jeti tanpa orang dewasa.",
        "Kalau ada tetamu yang tanya pasal trip ke pulau, beritahu dengan baik yang laut masih bergelora.",
        "Mak minta maaf kalau ada yang terasa dengan teguran mak semalam.",
        "Terima kasih semua atas kerjasama. Semoga rezeki kita bertambah berkat.",
        "— Mak Kiah (Teratak Pak Wan Homestay)"]
_PERINGATAN = ("📢 PERINGATAN (tetamu & staf): 1) Jaket keselamatan WAJIB dipakai bila naik bot, budak-budak pun sama. "
               "2) Sila tanggalkan kasut sebelum naik rumah. 3) Waktu solat, terutama Maghrib, tolong perlahankan muzik dan suara. "
               "Terima kasih atas kerjasama 🙏 — Mak Kiah")
_SALAM = "Assalamualaikum, selamat pagi semua ☀️"
_PAUTAN = ["https://www.booking.com/hotel/my/teratak-pak-wan-homestay.html ni link kita kat Booking, share la", "https://www.airbnb.com/rooms/{n} listing Rumah Kayu",
           "https://wa.me/6019{m} nombor Pak Ya kalau tetamu nak tanya terus", "https://www.met.gov.my/ramalan-cuaca/amaran-cuaca/ tgk amaran terkini",
           "https://maps.app.goo.gl/{k} kedai nasi dagang yang tetamu suka tu", "https://www.facebook.com/TeratakPakWanHomestay/posts/{n} post baru, tolong like & share 🙏",
           "https://vt.tiktok.com/{k}/ video trip kelip-kelip semalam viral sikit 😆", "https://www.instagram.com/p/{k}/",
           "https://www.esolat.gov.my/ waktu solat zon TRG01", "https://shopee.com.my/product/{n}/{m} jaket budak murah ni, nak order?",
           "https://www.tide-forecast.com/locations/Kuala-Terengganu-Malaysia/tides/latest pasang surut minggu ni",
           "https://docs.google.com/spreadsheets/d/{k}/edit grid bilik online, jangan ubah tanpa tanya Kak Long", "https://youtu.be/{k} cara ikat tali bot yang betul",
           "https://www.tiktok.com/@teratakpakwan/video/{n} 😂😂 tengok Pak Wan"]
_BOT = ["Baik, dicatat ✍️", "Noted.", "Maaf, saya tak dapat dengar nota suara — sila tulis ya 🙏", "Sama-sama!", "Saya akan ingatkan bila tiba masanya."]
_BARANG = ["beras 10kg", "telur {n} papan", "ikan kembung {n}kg", "sotong {n}kg", "bawang merah {n}kg", "bawang putih", "cili kering 1 paket", "budu {n} botol",
           "gula", "teh & Milo", "minyak masak 5kg", "keropok lekor untuk tetamu", "sabun basuh pinggan", "tisu {n} bungkus", "gas 1 tong", "santan {n} kotak",
           "daun pisang", "roti Gardenia {n}", "air mineral {n} kotak", "kopi O Cap Kapal Api", "serbuk pencuci", "ubat nyamuk {n} kotak"]


class _Homestay:
    """One chat's draws and the family's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.kata = Planter(rng, _KATA, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    @staticmethod
    def perkataan(n: int) -> str:
        """`n` in Malay words: 120 is "seratus dua puluh", 1250 "seribu dua ratus lima puluh"."""
        if n < 10:
            return _SATU[n]
        if n < 20:
            return "sepuluh" if n == 10 else "sebelas" if n == 11 else f"{_SATU[n - 10]} belas"
        if n < 100:
            return f"{_SATU[n // 10]} puluh" + (f" {_SATU[n % 10]}" if n % 10 else "")
        if n < 1000:
            head = "seratus" if n // 100 == 1 else f"{_SATU[n // 100]} ratus"
            return head + (f" {_Homestay.perkataan(n % 100)}" if n % 100 else "")
        head = "seribu" if n // 1000 == 1 else f"{_Homestay.perkataan(n // 1000)} ribu"
        return head + (f" {_Homestay.perkataan(n % 1000)}" if n % 1000 else "")

    def rm(self, n: int) -> str:
        """Ringgit: "RM120", "RM 120", "RM120.00", "RM 1,250.00", "RM1,250" or "seratus dua puluh ringgit"."""
        g = grouped(n, ",")
        ways = [f"RM{g}", f"RM{g}", f"RM {g}", f"RM {g}.00", f"RM{g}.00"]
        if n % 10 == 0 and n < 100_000:
            ways.append(f"{self.perkataan(n)} ringgit")
        return self.rng.choice(ways)

    def sen(self, cents: int) -> str:
        """Ringgit and sen, as a bill says: "RM487.35", "RM 1,487.35"."""
        s = f"{cents // 100:,}.{cents % 100:02d}"
        return self.rng.choice([f"RM{s}", f"RM {s}"])

    def hari(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def tarikh(self, n: int) -> str:
        """A date: "14 Disember", "14hb Disember", "14/12", "14/12/2026", "14 Dis", "Sabtu, 14 Disember" or "hari Sabtu 14/12"."""
        d = self.hari(n)
        bulan, pendek = _BULAN[d.month]
        h = _HARI[d.weekday()]
        return self.rng.choice([f"{d.day} {bulan}", f"{d.day} {bulan}", f"{d.day}hb {bulan}", f"{d.day}/{d.month}", f"{d.day}/{d.month}/{d.year}",
                                f"{d.day} {pendek}", f"{h}, {d.day} {bulan}", f"hari {h} {d.day}/{d.month}"])

    def masa(self, h: int, mi: int | None = None) -> str:
        """A time: "pukul 8 pagi", "pukul 8.30 pagi", "jam 3 petang", "8.30pm", "8pm" or "20:30"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30, 15, 45]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "pagi" if h < 12 else "tengah hari" if h == 12 else "petang" if h < 19 else "malam"
        ampm = "am" if h < 12 else "pm"
        clock = f"{h12}" if mi == 0 else f"{h12}.{mi:02d}"
        return r.choice([f"pukul {clock} {part}", f"pukul {clock} {part}", f"jam {clock} {part}", f"{clock}{ampm}", f"{h:02d}:{mi:02d}"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.kata.fresh
        slots = {"bk": lambda: str(f("bk", 18, 96)), "rmbig": lambda: self.rm(f("rmbig", 6, 60) * 500 + r.choice([0, 0, 250])),
                 "tnb": lambda: self.sen(f("tnb", 28_000, 160_000)), "kom": lambda: self.sen(f("kom", 9_000, 90_000)),
                 "lit": lambda: str(f("lit", 40, 260)), "rating": lambda: f"{f('rating', 80, 100) / 10:.1f}", "gas": lambda: str(f("gas", 1, 7)),
                 "jk": lambda: str(f("jk", 6, 31)), "pax": lambda: str(f("pax", 9, 61)), "tabung": lambda: self.rm(f("tabung", 8, 90) * 100),
                 "kg": lambda: str(f("kg", 3, 26)), "boat": lambda: self.rm(f("boat", 35, 95)),
                 "fol": lambda: grouped(f("fol", 12, 95) * 100 + r.randrange(1, 100), ","),
                 "dt": lambda: self.tarikh(f("d", 0, 115)), "tm": lambda: self.masa(f("h", 7, 23)),
                 "hr": lambda: r.choice(["esok", "lusa", "Sabtu ni", "hari Jumaat", "Khamis depan", "Ahad ni", "petang esok", "minggu depan hari Isnin"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.kata.fresh

        def tel() -> str:
            p = r.choice("02346789")  # 010, 012, 013, 014, 016, 017, 018, 019
            a, b = r.randrange(100, 1000), r.randrange(1000, 10000)
            return r.choice([f"01{p}-{a} {b}", f"01{p}-{a}{b}", f"+60 1{p}-{a} {b}", f"601{p}{a}{b}"])

        draws = {"acct": lambda: f"{r.choice(['1', '5'])}{r.choice(['5', '6'])}{r.randrange(10**9, 10**10)}",
                 "wifi": lambda: r.choice(["Teratak", "PakWan", "Duyong", "Ombak", "Sotong", "Kapas"]) + r.choice("@#_") + str(r.randrange(100, 10000)),
                 "tel": tel, "door": lambda: r.choice(["{}#", "*{}", "{}"]).format(r.randrange(1000, 1_000_000)),
                 "maps": lambda: f"https://maps.app.goo.gl/{code(r, 17)}", "boat": lambda: f"TRF {r.randrange(1000, 10000)}",
                 "bkno": lambda: str(r.randrange(4 * 10**9, 5 * 10**9)),
                 "trip": lambda: self.rm(f("trip", 15, 60) * 10), "bilik": lambda: self.rm(f("bilik", 9, 36) * 10),
                 "caj": lambda: self.rm(f("caj", 2, 11) * 5), "kayak": lambda: self.rm(f("kayak", 2, 9) * 5),
                 "dep": lambda: self.rm(f("dep", 5, 31) * 10),
                 "jt": lambda: self.masa(f("jt", 6, 19), r.choice([0, 15, 30, 45])), "ci": lambda: self.masa(f("ci", 12, 18), r.choice([0, 0, 30])),
                 "date": lambda: self.tarikh(f("d", 0, 115))}
        return self.kata.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def sedang(self) -> str:
        r = self.rng
        said = r.choice(_SEDANG).format(n=r.choice(_NAMA), p=r.choice(_TEMPAT), q=r.choice(_LUAR))
        if r.random() < 0.2:  # two things in one breath
            said += r.choice([" ", ", ", " lagi satu ", ". ", " pastu "] if said[-1].isalnum() else [" "]) + r.choice(_SEDANG).format(
                n=r.choice(_NAMA), p=r.choice(_TEMPAT), q=r.choice(_LUAR))
        return tidied(r, said, 0.3, _SOALAN, [".", "!", " 😊", "..", "", " 🙏", "!!", " ya"])

    def booking(self) -> str:
        """A Booking.com new-booking notice, as Kak Long pastes it from the extranet."""
        r = self.rng
        d = self.hari(r.randrange(0, 110))
        nights = r.randrange(1, 5)
        out = d + timedelta(days=nights)
        total = nights * r.choice([120, 150, 180, 220, 260])
        return (r.choice(["New booking from Booking.com 👇\n", "booking baru masuk\n", "", "Guys new booking!\n"])
                + f"Booking.com — New booking!\nBooking number: {r.randrange(4 * 10**9, 5 * 10**9)}\nGuest name: {r.choice(_TETAMU)} ({r.choice(_NEGARA)})\n"
                f"Check-in: {_EN_DAY[d.weekday()]} {d.day} {_EN_MONTH[d.month]} {d.year}\nCheck-out: {_EN_DAY[out.weekday()]} {out.day} {_EN_MONTH[out.month]} {out.year}\n"
                f"Room: 1 x {r.choice(['Deluxe Double Room', 'Family Room', 'Standard Twin Room', 'Entire House'])} ({r.choice(_BILIK)})\n"
                f"Guests: {r.randrange(1, 5)} adults{r.choice(['', ', 1 child', ', 2 children'])}\nTotal price: MYR {total:,}.00\n"
                f"Commission: MYR {total * 15 / 100:,.2f}" + r.choice(["", "\nsy dh block kalendar", "\nMak tolong siapkan bilik ya", "\nnon-refundable rate"]))

    def airbnb(self) -> str:
        r = self.rng
        d = self.hari(r.randrange(0, 110))
        nights = r.randrange(1, 4)
        out = d + timedelta(days=nights)
        guest = r.choice(_TETAMU).split()[0]
        earn = nights * r.randrange(110, 300) + r.randrange(0, 100) / 100
        return (f"Reservation confirmed – {guest} arrives {_EN_MONTH[d.month]} {d.day}\n"
                f"Check-in: {_EN_DAY[d.weekday()]}, {_EN_MONTH[d.month]} {d.day} · 3:00 PM\nCheckout: {_EN_DAY[out.weekday()]}, {_EN_MONTH[out.month]} {out.day} · 12:00 PM\n"
                f"Guests: {r.randrange(1, 6)} guests\nConfirmation code: HM{code(r, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}\nYou earn: RM {earn:,.2f}"
                + r.choice(["", "\nAirbnb punya, Rumah Kayu", "\nfirst time guest, no review yet", "\nok confirm ya"]))

    def jadual(self) -> str:
        """The boat trip schedule with the day's tides."""
        r = self.rng
        d = self.hari(r.randrange(0, 110))
        p1 = r.randrange(4 * 60, 8 * 60)
        s1, p2 = p1 + r.randrange(360, 400), p1 + r.randrange(730, 760)
        trips = r.sample([("Susur Sungai Terengganu", 7, 9), ("Pulau Duyong & Kampung Cina", 8, 11), ("Memancing tepi kuala", 6, 8),
                          ("Kelip-kelip", 19, 21), ("Hutan paya bakau", 15, 17)], r.randrange(2, 4))
        trips.sort(key=lambda x: x[1])
        rows = [f"Trip {i + 1}: {self.masa(r.randrange(a, b))} — {name} — {r.randrange(4, 13)} pax — tekong: {r.choice(['Pak Ya', 'Abang Li', 'Pak Wan'])}"
                for i, (name, a, b) in enumerate(trips)]
        return (f"🚤 JADUAL TRIP BOT — {_HARI[d.weekday()]} {d.day}/{d.month}\nPasang surut (Kuala Terengganu):\n"
                f"  Pasang  {p1 // 60:02d}:{p1 % 60:02d}  {r.randrange(18, 26) / 10:.1f}m\n  Surut   {s1 // 60:02d}:{s1 % 60:02d}  {r.randrange(2, 8) / 10:.1f}m\n"
                f"  Pasang  {p2 // 60 % 24:02d}:{p2 % 60:02d}  {r.randrange(16, 24) / 10:.1f}m\n" + "\n".join(rows)
                + "\n*Semua wajib pakai jaket keselamatan" + r.choice(["", "\nkalau MetMalaysia keluar amaran, trip batal", "\nsy dh inform tetamu"]))

    def resit(self) -> str:
        """A DuitNow or Touch 'n Go eWallet receipt."""
        r = self.rng
        d = self.hari(r.randrange(0, 110))
        amt = r.choice([50, 80, 100, 120, 150, 180, 200, 250, 300, 360, 450])
        t = f"{r.randrange(1, 13)}:{r.randrange(0, 60):02d} {r.choice(['AM', 'PM'])}"
        if r.random() < 0.55:
            return (f"DuitNow Transfer\nSuccessful ✅\nRM {amt:,}.00\nTo: ROKIAH BINTI ABDULLAH\nBank: Maybank\n"
                    f"Reference: {r.choice(['deposit bilik', 'bayar trip bot', 'baki homestay', 'nasi dagang'])} {d.day}/{d.month}\n"
                    f"Date & time: {d.day} {_EN_MONTH[d.month]} {d.year}, {t}\nReference ID: {d:%Y%m%d}{r.randrange(10**10, 10**11)}"
                    + r.choice(["", "\ndh transfer ya kak", "\nTerima kasih, dah masuk 🙏", "\nbaki nanti masa check-in"]))
        return (f"Touch 'n Go eWallet\nTransfer successful\nRM {amt:,}.00\nto AMIRUL HAKIM BIN WAN ISMAIL\nTransaction No.: {d:%Y%m%d}{r.randrange(10**11, 10**12)}\n"
                f"{d.day:02d}/{d.month:02d}/{d.year} {t}" + r.choice(["", "\nok bos dh masuk", "\nduit minyak"]))

    def amaran(self) -> str:
        """MetMalaysia's strong-wind and rough-sea (or continuous-rain) warning, forwarded."""
        r = self.rng
        d = self.hari(r.randrange(0, 100))
        end = d + timedelta(days=r.randrange(2, 5))
        if r.random() < 0.6:
            kat, laju, ombak = r.choice([("Kedua", "50-60", "3.5 hingga 4.5"), ("Ketiga", "60-70", "lebih 5.5"), ("Pertama", "40-50", "sehingga 3.5")])
            return (f"*Forwarded*\nAMARAN ANGIN KENCANG DAN LAUT BERGELORA (KATEGORI {kat.upper()})\nDikeluarkan: {d.day}/{d.month}/{d.year}, {self.masa(r.randrange(8, 18), 0)}\n"
                    f"Angin timur laut berkelajuan {laju} km/j dengan ombak mencecah ketinggian {ombak} meter dijangka berlaku di perairan Terengganu, "
                    f"Kelantan dan Pahang sehingga {end.day}/{end.month}/{end.year}.\nKeadaan angin kencang dan laut bergelora ini berbahaya kepada semua "
                    "aktiviti persisiran pantai dan perkapalan termasuk menangkap ikan dan perkhidmatan feri.\n— Jabatan Meteorologi Malaysia (MetMalaysia)"
                    + r.choice(["", "\nsemua trip laut batal ya", "\nnampaknya x dpt tubik lagi", "\nTolong inform tetamu 🙏"]))
        tahap = r.choice(["WASPADA", "BURUK", "BAHAYA"])
        return (f"*Forwarded*\nAMARAN HUJAN BERTERUSAN (TAHAP {tahap})\nTerengganu: Besut, Setiu, Kuala Nerus, Kuala Terengganu, Marang dan Hulu Terengganu\n"
                f"Dari {d.day}/{d.month}/{d.year} hingga {end.day}/{end.month}/{end.year}\nMetMalaysia" + r.choice(["", "\nangkat barang dari stor bawah", "\nhati2 jalan banjir"]))

    def grid(self) -> str:
        """The room grid for the week."""
        r = self.rng
        days = r.sample(range(7), 4)
        days.sort()
        head = "Bilik        | " + " | ".join(_HARI[i][:3] for i in days)
        rows = [f"{b:<7}({'RK' if b in ('Melur', 'Cempaka', 'Kenanga') else 'RB'}) | " + " | ".join(f"{r.choice(['✓', '✓', '-', 'C']):^3}" for _ in days)
                for b in _BILIK]
        return ("GRID BILIK minggu ni\n```\n" + head + "\n" + "\n".join(rows) + "\n```\n✓ = ada tetamu, - = kosong, C = cleaning"
                + r.choice(["", "\nkalau ada walk-in tgk grid dulu", "\nupdate by Kak Long"]))

    def barang(self) -> str:
        r = self.rng
        items = [x.format(n=r.randrange(1, 5)) for x in r.sample(_BARANG, r.randrange(4, 11))]
        return (r.choice(["Senarai barang Pasar Payang esok:", "list barang Mydin", "Mirul tolong beli:", "Barang dapur yg habis:"]) + "\n"
                + "\n".join(f"- {x}" for x in items) + r.choice(["", "\nduit ambik dari mak", "\nresit simpan ya", "\njgn lupa ais"]))

    def solat(self) -> str:
        r = self.rng
        d = self.hari(r.randrange(0, 100))
        m = r.randrange(-4, 5)

        def t(h: int, mi: int) -> str:
            x = h * 60 + mi + m
            return f"{x // 60:02d}:{x % 60:02d}"

        return (f"🕌 Waktu Solat Kuala Terengganu (TRG01) — {d.day} {_BULAN[d.month][0]} {d.year}\n"
                f"Imsak {t(5, 38)} | Subuh {t(5, 48)} | Syuruk {t(7, 2)} | Zohor {t(12, 58)} | Asar {t(16, 20)} | Maghrib {t(18, 48)} | Isyak {t(20, 2)}"
                + r.choice(["", "\nmasa Maghrib tutup muzik ya", "\n(e-Solat JAKIM)"]))

    def ulasan(self) -> str:
        """A guest's review, pasted."""
        r = self.rng
        text = r.choice(["Makcik very kind, nasi dagang best in Terengganu! Room clean and the boat trip with Pak Ya superb.",
                         "Tempat sangat bersih dan tenang. Pak Wan banyak cerita pasal laut, anak-anak suka sangat 😊",
                         "Lovely kampung experience. Firefly trip was magical. Only the WiFi a bit slow.",
                         "Rumah kayu cantik, tapi nyamuk banyak waktu malam. Overall ok.",
                         "We could not go to the islands because of the monsoon but the river trip was great."])
        return (f"⭐ Review baru ({r.choice(['Booking.com', 'Airbnb', 'Google'])}) {r.choice(['10', '9.6', '9.2', '8.8', '5/5', '4/5'])}\n\"{text}\"\n— {r.choice(_TETAMU)}"
                + r.choice(["", "\n🥹🥹", "\nalhamdulillah"]))

    def formula(self) -> str:
        r = self.rng
        col = r.choice(["D", "E", "F"])
        return (f"Kak Long, formula untuk total ikut platform:\n```\n=SUMIF(B2:B{r.randrange(40, 200)},\"{r.choice(['Airbnb', 'Booking.com', 'Walk-in'])}\","
                f"{col}2:{col}{r.randrange(40, 200)})\n```" + r.choice(["", "\ncopy paste je dlm sheet", "\nyg lama tu salah range"]))

    def seakan_fakta(self) -> str:
        """Fact-like chatter that plants nothing: figures and plans nobody asks about again."""
        r = self.rng
        return r.choice([f"semalam Pak Wan dapat ikan {r.randrange(2, 12)} kg je, laut x elok", f"ikan tongkol kat Pasar Payang {self.rm(r.randrange(8, 16))} sekilo",
                         f"kenduri kahwin sepupu {self.tarikh(r.randrange(0, 110))} kat Marang, sapa nak ikut", f"bas dari KL sampai Terminal MBKT {self.masa(r.randrange(5, 8))}",
                         f"sy isi minyak bot {self.rm(r.randrange(40, 160))} pagi tadi", f"cuti sekolah habis {self.tarikh(r.randrange(0, 110))} kan?",
                         f"{r.choice(_NAMA)} minta cuti {r.choice(['esok', 'lusa', 'Sabtu ni', 'minggu depan'])}",
                         f"Terengganu FC main {self.tarikh(r.randrange(0, 110))}, tiket {self.rm(r.randrange(15, 40))}",
                         f"flight AirAsia KL–KT {self.masa(r.randrange(7, 22))} delay sejam, tetamu lambat sampai",
                         f"tetamu bilik {r.choice(_BILIK)} bayar {self.rm(r.randrange(10, 40) * 10)} cash, mak simpan",
                         f"{r.choice(_NAMA)} kata harga bot ke Redang tahun lepas {self.rm(r.randrange(80, 200))} seorang",
                         f"keropok lekor Losong {self.rm(r.randrange(8, 20))} sekilo sekarang", f"petrol RON95 {r.randrange(180, 260) / 100:.2f} seliter minggu ni",
                         f"air pasang tinggi {self.tarikh(r.randrange(0, 110))}, jeti mesti tenggelam", f"{r.randrange(3, 15)} orang tetamu tanya pasal Redang minggu ni",
                         f"Mak Su datang {self.tarikh(r.randrange(0, 110))} bawa budak2"])

    def wa_nama(self, prefix: str, ext: str) -> str:
        d = self.hari(self.rng.randrange(0, 110))
        return f"{prefix}-{d:%Y%m%d}-WA{self.rng.randrange(0, 200):04d}.{ext}"

    def gambar(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "ombak pagi ni 🌊", "jeti dh tenggelam 😱", "bilik Melur dah siap kemas", "hasil malam tadi 🦑", "nasi dagang untuk tetamu",
                          "resit", "bot kecik masuk air", "sunset tepi kuala masyaAllah"]),
                media("photo", self.wa_nama("IMG", "jpg"), "image/jpeg", r.randrange(50_000, 3_000_000)))

    def video(self) -> Said:
        r = self.rng
        return (r.choice(["", "tengok ombak ni", "kelip-kelip semalam ✨", "Pak Wan tarik ikan 😂"]),
                media("video", self.wa_nama("VID", "mp4"), "video/mp4", r.randrange(800_000, 40_000_000)))

    def suara(self) -> Said:
        r = self.rng
        if r.random() < 0.35:
            return "", media("sticker", self.wa_nama("STK", "webp"), "image/webp", r.randrange(8_000, 90_000))
        return (r.choice(["", "", "sy tgh drive", "dengar ni", "Pak Wan x reti type 😂"]),
                media("voice", self.wa_nama("PTT", "opus"), "audio/ogg", r.randrange(5_000, 700_000)))

    def dokumen(self) -> Said:
        r = self.rng
        name, text = r.choice([("Invois_Disember.pdf", "invois tetamu group"), ("Senarai_Tetamu_Dis.xlsx", ""), ("Borang_MOTAC_homestay.pdf", "borang, tolong isi"),
                               ("Geran_bot.pdf", "geran bot"), ("Menu_pakej_makan.docx", "menu baru"), ("Jadual_trip_Jan.xlsx", "jadual trip bulan depan"),
                               ("Bil_TNB.pdf", ""), ("Sebut_harga_atap.pdf", "sebut harga tukang")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 2_500_000))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_PENDEK), None)), (lambda: (self.sedang(), None)), (lambda: (self.booking(), None)), (lambda: (self.airbnb(), None)),
                  (lambda: (self.jadual(), None)), (lambda: (self.resit(), None)), (lambda: (self.amaran(), None)), (lambda: (self.grid(), None)),
                  (lambda: (self.barang(), None)), (lambda: (self.solat(), None)), (lambda: (self.ulasan(), None)), (lambda: (self.formula(), None)),
                  (lambda: (ramble(r, _PAK_WAN, 6, " "), None)), (lambda: (letter(r, _MAK, sep="\n\n"), None)), (lambda: (_PERINGATAN, None)),
                  (lambda: (r.choice(_PAUTAN).format(k=code(r, 11), n=r.randrange(10**8, 10**10), m=r.randrange(1_000_000, 10_000_000)), None)),
                  (lambda: (f"{_SALAM} {self.sedang()}", None)), (lambda: (self.seakan_fakta(), None)), self.gambar, self.video, self.suara, self.dokumen]
        weights = [27, 31, 1.2, 1.0, 1.0, 1.8, 1.0, 0.6, 1.0, 0.7, 0.6, 0.3, 2.2, 1.2, 2.6, 3, 3, 5, 5, 1, 5, 1]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_SALAM} {text}", f"{text}\n\n{_PERINGATAN}", f"{ramble(r, _PAK_WAN, 3, ' ')} lagi satu {text}",
                         f"Perkara hari ni:\n1. {text}\n2. {self.sedang()}", f"{text} 🙏", f"{text}\n— Mak Kiah", f"Semua, {text}",
                         f"{text} ya, tolong ambil perhatian", f"{self.amaran()}\n\nPasal lain: {text}", f"📌 {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.073) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    h = _Homestay(rng)
    people = [f"601{rng.choice('0234789')}{rng.randrange(10**6, 10**7)}{rng.randrange(0, 10)}" for _ in range(rng.randrange(7, 17))]  # WhatsApp numbers

    # Busy from the breakfast and check-outs to the evening bookings; quiet at night and on stormy days.
    def gap() -> int:
        return rng.randrange(20, 1800) if rng.random() > 0.1 else rng.randrange(4 * 3600, 20 * 3600)

    voice = Voice(h.kata, h.chatter, h.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
