"""The cycle family: the WhatsApp group of a bicycle-parts workshop (ਸਾਈਕਲ ਪਾਰਟਸ) in Ludhiana's Giaspura industrial area, in Punjabi (Gurmukhi).

Written for batch 17, while yatai, yeshi and pola (batch 16) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. ਗਿੱਲ ਸਾਈਕਲ ਕੰਪੋਨੈਂਟਸ (Gill
Cycle Components) presses, turns and plates freewheels, chain wheels, hubs, BB axles and mudguards
in a shed off the Giaspura road: six power presses, two lathes, a heat-treatment furnace (ਭੱਠੀ) and
a packing hall. Its group holds the owner, ਸ. ਹਰਭਜਨ ਸਿੰਘ ਗਿੱਲ ("ਸਰਦਾਰ ਜੀ"), who opens the day
with "ਵਾਹਿਗੁਰੂ ਜੀ ਕਾ ਖਾਲਸਾ ਵਾਹਿਗੁਰੂ ਜੀ ਕੀ ਫਤਹਿ 🙏" and writes one long unpunctuated message about
starting in 1978 with one second-hand press; his son Harman, who handles the export orders to
Africa and Bangladesh in English ("Sent the revised PI", "vessel cut-off", "FOB Ludhiana") and in
Romanized Punjabi ("Papa ji call chukko"); the munshi, ਬਲਦੇਵ ਰਾਜ, who keeps the attendance and
the accounts, posts formal notices signed "ਮੁਨਸ਼ੀ ਬਲਦੇਵ ਰਾਜ" and the same press-safety and
attendance reminder (in Gurmukhi and Hindi) again and again; the machine operators, Punjabi ones
in short Gurmukhi or Roman ("ਜੀ", "ਹਾਂਜੀ", "ok ji") and migrants from Bihar and UP in Hindi
(Devanagari or Roman: "साहब जी आज छुट्टी चाहिए", "bhaiya machine band hai"); the Jalandhar steel
supplier, who pastes the day's rate list; and dealers from Delhi's Jhandewalan market, Amritsar and
Kolkata asking after their goods. Punctuation comes and goes (the danda "।", "?", none at all);
WhatsApp's *bold* and ``` blocks appear. Pasted into the chat: the steel rate list, the attendance
(ਹਾਜ਼ਰੀ) table, the day's production report, an e-way bill, a proforma invoice, a transporter's
bilty, a bank SMS, a PSPCL power-cut notice, a QC sheet, a Tally ledger and an Excel costing
formula; links to IndiaMART, Alibaba, YouTube, Google Maps and Sheets, wa.me, the e-way bill and
ICEGATE sites and PSPCL; photos, videos, voice notes, stickers and documents (PDF, XLSX). Money is
"₹12,500", "₹1,25,000/-", "Rs 12,500", "12,500 ਰੁਪਏ", "12 ਹਜ਼ਾਰ", "ਸਾਢੇ 12 ਹਜ਼ਾਰ", "12k" and
"1.25 ਲੱਖ" (Indian grouping), export money "USD 12,400"; digits are sometimes Gurmukhi ("੧੨ ਹਜ਼ਾਰ");
dates "14 ਦਸੰਬਰ", "14/12", "14-12-2026", "ਸ਼ਨੀਵਾਰ, 14 ਦਸੰਬਰ", "੧੪ ਦਸੰਬਰ" and "14 Dec"; times
"ਸਵੇਰੇ 9 ਵਜੇ", "ਸਾਢੇ 9 ਵਜੇ", "ਸਵਾ 10 ਵਜੇ", "ਪੌਣੇ 11 ਵਜੇ", "ਢਾਈ ਵਜੇ", "9am" and "4:30pm".
Its facts are said the workshop's way ("ਸਰਦਾਰ ਜੀ ਨੇ ਫ਼ੈਸਲਾ ਕਰ ਦਿੱਤਾ: ਦੂਜੀ ਸ਼ਿਫਟ — ਜਨਵਰੀ ਤੋਂ
ਚਲਾਵਾਂਗੇ।", "ਸਟੋਰ ਦੀਆਂ ਚਾਬੀਆਂ ਹੁਣ ਤੋਂ ਜਸਵਿੰਦਰ ਸਿੰਘ ਕੋਲ ਰਹਿਣਗੀਆਂ").
"""

from __future__ import annotations

import random
import unicodedata
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "cycle"
LANGUAGE = "pa"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 330

_ANK = str.maketrans("0123456789", "੦੧੨੩੪੫੬੭੮੯")  # Gurmukhi digits
_MAHINA = {12: "ਦਸੰਬਰ", 1: "ਜਨਵਰੀ", 2: "ਫ਼ਰਵਰੀ", 3: "ਮਾਰਚ", 4: "ਅਪ੍ਰੈਲ"}
_HI_MAHINA = {12: "दिसंबर", 1: "जनवरी", 2: "फरवरी", 3: "मार्च", 4: "अप्रैल"}
_MONTH = {12: "Dec", 1: "Jan", 2: "Feb", 3: "March", 4: "April"}
_VAAR = ["ਸੋਮਵਾਰ", "ਮੰਗਲਵਾਰ", "ਬੁੱਧਵਾਰ", "ਵੀਰਵਾਰ", "ਸ਼ੁੱਕਰਵਾਰ", "ਸ਼ਨੀਵਾਰ", "ਐਤਵਾਰ"]
# Workers, dealers and places as the chatter names them (never a fact's person).
_NAAM = ["ਛੋਟੂ", "ਰਾਜੂ", "ਪੱਪੂ", "ਬਿੱਟੂ", "ਕਾਲਾ", "ਗੋਲਡੀ", "ਸੋਨੂੰ", "ਮਨੋਜ", "ਲਾਡੀ", "ਸ਼ਿੰਦਾ", "ਰਾਮੂ", "ਮਿੱਠੂ", "ਜੱਗੀ", "ਬੌਬੀ"]
_NAAM_HI = ["मनोज", "सुरेश", "रामू", "बिरजू", "पप्पू", "दीपक", "संतोष"]
# A dealer as the subject ("ਮੋਗੇ ਵਾਲਾ ਡੀਲਰ ਕਹਿੰਦਾ") and before a postposition ("ਮੋਗੇ ਵਾਲੇ ਡੀਲਰ ਦਾ ਫ਼ੋਨ").
_PARTY = [("ਝੰਡੇਵਾਲਾਨ ਵਾਲੇ", "ਝੰਡੇਵਾਲਾਨ ਵਾਲਿਆਂ"), ("ਅੰਮ੍ਰਿਤਸਰ ਵਾਲੇ", "ਅੰਮ੍ਰਿਤਸਰ ਵਾਲਿਆਂ"), ("ਕਲਕੱਤੇ ਵਾਲੀ ਪਾਰਟੀ", "ਕਲਕੱਤੇ ਵਾਲੀ ਪਾਰਟੀ"),
          ("ਜੈਪੁਰ ਵਾਲੇ", "ਜੈਪੁਰ ਵਾਲਿਆਂ"), ("ਪਟਨੇ ਵਾਲੇ", "ਪਟਨੇ ਵਾਲਿਆਂ"), ("ਕਾਨਪੁਰ ਵਾਲੇ", "ਕਾਨਪੁਰ ਵਾਲਿਆਂ"), ("ਮੋਗੇ ਵਾਲਾ ਡੀਲਰ", "ਮੋਗੇ ਵਾਲੇ ਡੀਲਰ"),
          ("ਸਦਰ ਬਾਜ਼ਾਰ ਵਾਲੇ", "ਸਦਰ ਬਾਜ਼ਾਰ ਵਾਲਿਆਂ"), ("ਗੁਹਾਟੀ ਵਾਲੀ ਪਾਰਟੀ", "ਗੁਹਾਟੀ ਵਾਲੀ ਪਾਰਟੀ"), ("ਲਖਨਊ ਵਾਲੇ", "ਲਖਨਊ ਵਾਲਿਆਂ")]
_BUYER = [("Okafor Bicycle Ventures", "Lagos, Nigeria", "Apapa"), ("Mombasa Cycle Mart", "Mombasa, Kenya", "Mombasa"),
          ("Rahman Cycle Emporium", "Dhaka, Bangladesh", "Chattogram"), ("Kwame & Sons Spares", "Accra, Ghana", "Tema"),
          ("Dar Bike Supplies Ltd", "Dar es Salaam, Tanzania", "Dar es Salaam"), ("Velo Teile GmbH", "Hamburg, Germany", "Hamburg")]

_GALLAN = Wording(
    topics=[("ਨਵੀਂ CNC ਮਸ਼ੀਨ", ["ਤਾਈਵਾਨ ਵਾਲੀ ਲਵਾਂਗੇ", "ਰਾਜਕੋਟ ਤੋਂ ਸੈਕੰਡ ਹੈਂਡ ਲਵਾਂਗੇ", "ਅਗਲੇ ਸਾਲ ਤੱਕ ਨਹੀਂ ਲੈਣੀ"]),
            ("ਪਲੇਟਿੰਗ ਦਾ ਕੰਮ", ["ਬਾਹਰੋਂ ਜੌਬ ਵਰਕ ਤੇ ਹੀ ਕਰਾਵਾਂਗੇ", "ਆਪਣਾ ਪਲਾਂਟ ਲਾਵਾਂਗੇ", "ਅੱਧਾ ਅੰਦਰ ਅੱਧਾ ਬਾਹਰ"]),
            ("ਨੈਰੋਬੀ ਵਾਲਾ ਆਰਡਰ", ["LC ਖੁੱਲ੍ਹਣ ਤੇ ਹੀ ਚੁੱਕਣਾ", "30% ਐਡਵਾਂਸ ਲੈ ਕੇ ਚੁੱਕਣਾ", "ਛੱਡ ਦੇਣਾ, ਰੇਟ ਨਹੀਂ ਬਣਦਾ"]),
            ("ਸਟੀਲ ਦੀ ਖਰੀਦ", ["ਜਲੰਧਰ ਵਾਲੇ ਸੇਠ ਤੋਂ ਹੀ ਕਰਨੀ", "ਮੰਡੀ ਗੋਬਿੰਦਗੜ੍ਹ ਤੋਂ ਸਿੱਧੀ", "ਹਰ ਹਫ਼ਤੇ ਥੋੜ੍ਹੀ ਥੋੜ੍ਹੀ ਕਰਨੀ"]),
            ("ਦੂਜੀ ਸ਼ਿਫਟ", ["ਜਨਵਰੀ ਤੋਂ ਚਲਾਵਾਂਗੇ", "ਸਿਰਫ਼ ਪ੍ਰੈੱਸ ਸੈਕਸ਼ਨ ਵਿੱਚ ਚੱਲੂ", "ਹਾਲੇ ਨਹੀਂ ਚਲਾਉਣੀ"]),
            ("ਛੱਤ ਵਾਲਾ ਸੋਲਰ ਪਲਾਂਟ", ["50 kW ਦਾ ਲਵਾਉਣਾ", "ਸਬਸਿਡੀ ਮਿਲਣ ਤੋਂ ਬਾਅਦ ਲਵਾਉਣਾ", "ਹਾਲੇ ਰੋਕ ਕੇ ਰੱਖਣਾ"]),
            ("ਲੋਹੜੀ ਦਾ ਪ੍ਰੋਗਰਾਮ", ["ਫੈਕਟਰੀ ਦੇ ਵਿਹੜੇ 'ਚ ਧੂਣੀ ਤੇ ਰਿਉੜੀਆਂ-ਮੂੰਗਫਲੀ", "ਹਾਈਵੇ ਵਾਲੇ ਢਾਬੇ ਤੇ ਰੋਟੀ", "ਹਰ ਕਾਰੀਗਰ ਨੂੰ ਮਿਠਾਈ ਦਾ ਡੱਬਾ ਤੇ ਕੰਬਲ"]),
            ("ਮਾਲ ਢੋਣ ਵਾਲਾ ਟਰਾਂਸਪੋਰਟਰ", ["ਭਾਟੀਆ ਰੋਡਲਾਈਨਜ਼ ਹੀ ਰਹੂ", "ਆਪਣਾ ਛੋਟਾ ਹਾਥੀ ਲਵਾਂਗੇ", "ਹਰ ਗੱਡੀ ਦਾ ਰੇਟ ਪੁੱਛ ਕੇ ਕਰਾਂਗੇ"]),
            ("ਫ੍ਰੀਵ੍ਹੀਲ ਦੀ ਪੈਕਿੰਗ", ["ਬ੍ਰਾਊਨ ਡੱਬੇ 'ਚ 50 ਪੀਸ", "ਪੌਲੀਥੀਨ ਤੇ ਗੱਤੇ ਵਾਲੀ", "ਬਾਇਰ ਦੇ ਲੋਗੋ ਵਾਲੇ ਡੱਬੇ"]),
            ("ਸ਼ਨੀਵਾਰ ਦਾ ਅੱਧਾ ਦਿਨ", ["ਚੱਲਦਾ ਰਹੂ", "ਬੰਦ, ਸ਼ਨੀਵਾਰ ਵੀ ਪੂਰਾ ਦਿਨ ਕੰਮ", "ਸਿਰਫ਼ ਦਸੰਬਰ ਤੱਕ ਚੱਲੂ"])],
    decided=["ਸਰਦਾਰ ਜੀ ਨੇ ਫ਼ੈਸਲਾ ਕਰ ਦਿੱਤਾ: {s} — {c}।", "ਫ਼ਾਈਨਲ ਹੋ ਗਿਆ ਜੀ, {s} {c} 👍", "{s}: ਗੱਲ ਮੁੱਕ ਗਈ, {c}। ਹੁਣ ਕੋਈ ਬਹਿਸ ਨਹੀਂ",
             "Papa ji ne final kar ditta — {s}: {c}", "ਮੀਟਿੰਗ 'ਚ ਤੈਅ ਹੋਇਆ ਕਿ {s} — {c}। ਸਾਰੇ ਨੋਟ ਕਰ ਲਓ",
             "ਠੀਕ ਆ ਫਿਰ, {s} {c}, ਡਨ ✅", "ਸਲਾਹ ਮਸ਼ਵਰਾ ਕਰਕੇ ਫ਼ੈਸਲਾ ਹੋਇਆ — {s}: {c}", "ਲਓ ਜੀ ਰੌਲਾ ਖ਼ਤਮ, {s} — {c}"],
    numbers=[("ਅੱਜ ਫ੍ਰੀਵ੍ਹੀਲ ਸੈਕਸ਼ਨ ਨੇ {pcs} ਪੀਸ ਕੱਢੇ, ਸ਼ਾਬਾਸ਼ ਮੁੰਡਿਓ 💪", ("ਫ੍ਰੀਵ੍ਹੀਲ ਸੈਕਸ਼ਨ ਨੇ", "{pcs} ਪੀਸ")),
             ("ਜਲੰਧਰ ਵਾਲਿਆਂ ਦਾ ਬਕਾਇਆ {lakh} ਬਣਦਾ, ਮਾਰਚ ਤੋਂ ਪਹਿਲਾਂ ਕਲੀਅਰ ਕਰਨਾ", ("ਜਲੰਧਰ ਵਾਲਿਆਂ ਦਾ ਬਕਾਇਆ", "{lakh}")),
             ("ਨਵੰਬਰ ਦਾ ਬਿਜਲੀ ਦਾ ਬਿੱਲ {bill} ਆਇਆ 😳 ਮਸ਼ੀਨਾਂ ਵਿਹਲੀਆਂ ਨਾ ਚਲਾਇਆ ਕਰੋ", ("ਬਿਜਲੀ ਦਾ ਬਿੱਲ", "{bill}")),
             ("Kampala order quantity is final: {qty} pcs of freewheel, PI going out today", ("Kampala order quantity", "{qty} pcs")),
             ("ਪ੍ਰੈੱਸ ਨੰ. 4 ਦੀ ਰਿਜੈਕਸ਼ਨ ਇਸ ਹਫ਼ਤੇ {pct}% ਰਹੀ, ਡਾਈ ਦੇਖਣੀ ਪਊ", ("ਪ੍ਰੈੱਸ ਨੰ. 4 ਦੀ ਰਿਜੈਕਸ਼ਨ", "{pct}%")),
             ("ਹੁਣ ਫੈਕਟਰੀ ਵਿੱਚ ਕੁੱਲ {ppl} ਕਾਰੀਗਰ ਨੇ, ਤਿੰਨ ਨਵੇਂ ਆਏ", ("ਫੈਕਟਰੀ ਵਿੱਚ ਕੁੱਲ", "{ppl} ਕਾਰੀਗਰ")),
             ("CRCA ਸ਼ੀਟ ਦਾ ਸਟਾਕ ਸਿਰਫ਼ {ton} ਟਨ ਬਚਿਆ, ਆਰਡਰ ਕਰ ਦਿਓ", ("CRCA ਸ਼ੀਟ ਦਾ ਸਟਾਕ", "{ton} ਟਨ")),
             ("ਝੰਡੇਵਾਲਾਨ ਵਾਲੇ ਕਪੂਰ ਸਾਬ੍ਹ ਵੱਲ {rs} ਖੜ੍ਹੇ ਨੇ, ਤਿੰਨ ਮਹੀਨੇ ਹੋ ਗਏ", ("ਕਪੂਰ ਸਾਬ੍ਹ ਵੱਲ", "{rs}")),
             ("ਨਵੀਂ ਪਾਵਰ ਪ੍ਰੈੱਸ ਦਾ ਕੋਟੇਸ਼ਨ {lakh} + GST ਆਇਆ, ਸੌ ਟਨ ਵਾਲੀ ਦਾ", ("ਨਵੀਂ ਪਾਵਰ ਪ੍ਰੈੱਸ ਦਾ ਕੋਟੇਸ਼ਨ", "{lakh}")),
             ("ਚੇਨ ਵ੍ਹੀਲ ਦੀ ਕੌਸਟਿੰਗ {per} ਪ੍ਰਤੀ ਪੀਸ ਬਣੀ, ਪਲੇਟਿੰਗ ਸਮੇਤ", ("ਚੇਨ ਵ੍ਹੀਲ ਦੀ ਕੌਸਟਿੰਗ", "{per}")),
             ("Dhaka buyer confirmed, total order value USD {usd} 🎉", ("Dhaka buyer", "USD {usd}")),
             ("ਪਿਛਲੇ ਮਹੀਨੇ ਦੀ GST {rs} ਭਰੀ ਗਈ, ਚਲਾਨ ਫ਼ਾਈਲ 'ਚ ਲਾ ਦਿੱਤਾ", ("ਪਿਛਲੇ ਮਹੀਨੇ ਦੀ GST", "{rs}")),
             ("ਇੱਕ ਕੰਟੇਨਰ ਵਿੱਚ ਹੱਬਾਂ ਦੇ {cart} ਡੱਬੇ ਆਉਂਦੇ ਨੇ, ਹਿਸਾਬ ਲਾ ਲਿਆ", ("ਇੱਕ ਕੰਟੇਨਰ ਵਿੱਚ", "{cart} ਡੱਬੇ"))],
    dates=[("ਕੰਟੇਨਰ ਦੀ ਸਟਫਿੰਗ {dt} ਨੂੰ {tm}, ਢੰਡਾਰੀ ਕਲਾਂ ICD ਤੇ", ("ਕੰਟੇਨਰ ਦੀ ਸਟਫਿੰਗ", "{dt}")),
           ("ਜਲੰਧਰ ਤੋਂ ਸਟੀਲ ਦੀ ਗੱਡੀ {dy} {tm} ਪਹੁੰਚੂ, ਅਨਲੋਡਿੰਗ ਲਈ ਬੰਦੇ ਤਿਆਰ ਰੱਖਿਓ", ("ਸਟੀਲ ਦੀ ਗੱਡੀ", "{tm}")),
           ("German buyer's QC visit is on {edt}, they land in Amritsar the night before", ("QC visit", "{edt}")),
           ("ਲੁਧਿਆਣਾ ਸਾਈਕਲ ਐਕਸਪੋ {dt} ਤੋਂ ਸ਼ੁਰੂ, ਸਟਾਲ ਮਿਲ ਗਿਆ", ("ਸਾਈਕਲ ਐਕਸਪੋ", "{dt}")),
           ("PSPCL ਵਾਲੇ ਮੀਟਰ ਚੈੱਕ ਕਰਨ {dy} {tm} ਆਉਣਗੇ, ਕੋਈ ਗੇਟ ਤੇ ਰਹੇ", ("ਮੀਟਰ ਚੈੱਕ ਕਰਨ", "{tm}")),
           ("GST ਰਿਟਰਨ ਦੀ ਆਖਰੀ ਤਰੀਕ {nd} ਆ, ਬਿੱਲ CA ਨੂੰ ਪਹਿਲਾਂ ਭੇਜ ਦਿਓ", ("GST ਰਿਟਰਨ ਦੀ ਆਖਰੀ ਤਰੀਕ", "{nd}")),
           ("ਪ੍ਰੈੱਸ ਦਾ ਮਕੈਨਿਕ {dy} {tm} ਆਊ, ਕਲੱਚ ਖੋਲ੍ਹਣਾ", ("ਪ੍ਰੈੱਸ ਦਾ ਮਕੈਨਿਕ", "{tm}")),
           ("ਫੈਕਟਰੀ ਵਿੱਚ ਸਹਿਜ ਪਾਠ ਦਾ ਭੋਗ {dt} ਨੂੰ {tm} ਪਊ, ਪਰਿਵਾਰਾਂ ਸਮੇਤ ਆਇਓ 🙏", ("ਸਹਿਜ ਪਾਠ ਦਾ ਭੋਗ", "{dt}")),
           ("ਬੈਂਕ ਨੇ CC ਲਿਮਿਟ ਦੀ ਰੀਨਿਊਅਲ ਲਈ {dt} ਨੂੰ {tm} ਬੁਲਾਇਆ", ("CC ਲਿਮਿਟ ਦੀ ਰੀਨਿਊਅਲ", "{dt}")),
           ("ਫ਼ਾਇਰ ਸੇਫ਼ਟੀ ਦੀ ਇੰਸਪੈਕਸ਼ਨ {dt} ਨੂੰ ਆ, ਰਸਤੇ ਖਾਲੀ ਰੱਖੋ", ("ਫ਼ਾਇਰ ਸੇਫ਼ਟੀ ਦੀ ਇੰਸਪੈਕਸ਼ਨ", "{dt}")),
           ("Kolkata party da maal {dy} {tm} load hona, bilty ready rakho", ("Kolkata party", "{tm}"))],
    people=["ਜਸਵਿੰਦਰ ਸਿੰਘ", "ਮਨਪ੍ਰੀਤ ਕੌਰ", "ਹਰਦੀਪ ਸਿੰਘ ਸੰਧੂ", "ਰਾਕੇਸ਼ ਕੁਮਾਰ", "ਸੁਖਵਿੰਦਰ ਸਿੰਘ", "ਅਮਨਦੀਪ ਕੌਰ", "ਵਿਜੈ ਯਾਦਵ", "ਸੰਜੀਵ ਸ਼ਰਮਾ",
            "ਕੁਲਦੀਪ ਸਿੰਘ ਗਰੇਵਾਲ", "ਨਵਨੀਤ ਅਰੋੜਾ", "ਬਲਜੀਤ ਸਿੰਘ", "ਦਿਨੇਸ਼ ਪਾਸਵਾਨ", "ਪਰਮਜੀਤ ਕੌਰ", "ਰਮਨਦੀਪ ਸਿੰਘ"],
    roles=[("ਅੱਜ ਤੋਂ ਪ੍ਰੈੱਸ ਸੈਕਸ਼ਨ ਦਾ ਸੁਪਰਵਾਈਜ਼ਰ {p} ਆ, ਸਾਰੇ ਗੱਲ ਮੰਨਿਓ", "ਪ੍ਰੈੱਸ ਸੈਕਸ਼ਨ ਦਾ ਸੁਪਰਵਾਈਜ਼ਰ"),
           ("{p} ਨੂੰ ਨਵਾਂ ਅਕਾਊਂਟੈਂਟ ਰੱਖਿਆ, ਬਿੱਲ ਵਾਊਚਰ ਉੱਥੇ ਦਿਓ", "ਨਵਾਂ ਅਕਾਊਂਟੈਂਟ"),
           ("{p} ਹੁਣ ਤੋਂ export documentation ਦੇਖੂ: BL, COO, packing list ਸਭ", "export documentation"),
           ("ਕੁਆਲਿਟੀ ਚੈੱਕਿੰਗ ਦੀ ਜ਼ਿੰਮੇਵਾਰੀ ਹੁਣ {p} ਦੀ ਆ, ਬਿਨਾਂ ਚੈੱਕ ਮਾਲ ਪੈਕ ਨਹੀਂ ਹੋਣਾ", "ਕੁਆਲਿਟੀ ਚੈੱਕਿੰਗ"),
           ("ਸਟੋਰ ਦੀਆਂ ਚਾਬੀਆਂ ਹੁਣ ਤੋਂ {p} ਕੋਲ ਰਹਿਣਗੀਆਂ", "ਸਟੋਰ ਦੀਆਂ ਚਾਬੀਆਂ"),
           ("ਪਲੇਟਿੰਗ ਪਲਾਂਟ ਦਾ ਇੰਚਾਰਜ {p} ਲਾਇਆ ਗਿਆ", "ਪਲੇਟਿੰਗ ਪਲਾਂਟ ਦਾ ਇੰਚਾਰਜ"),
           ("ਬਿਹਾਰ ਵਾਲੇ ਮੁੰਡਿਆਂ ਦਾ ਠੇਕੇਦਾਰ {p} ਆ, ਛੁੱਟੀ ਉਹਦੇ ਰਾਹੀਂ ਮੰਗੋ", "ਬਿਹਾਰ ਵਾਲੇ ਮੁੰਡਿਆਂ ਦਾ ਠੇਕੇਦਾਰ"),
           ("ਦਿੱਲੀ ਮਾਰਕੀਟ ਦੀ ਰਿਕਵਰੀ ਹੁਣ {p} ਦੇ ਜ਼ਿੰਮੇ", "ਦਿੱਲੀ ਮਾਰਕੀਟ ਦੀ ਰਿਕਵਰੀ"),
           ("ਟੂਲ ਰੂਮ 'ਚ ਡਾਈਆਂ ਦਾ ਸਾਰਾ ਕੰਮ {p} ਸੰਭਾਲੂ", "ਡਾਈਆਂ ਦਾ ਸਾਰਾ ਕੰਮ"),
           ("ਸਾਡਾ ਨਵਾਂ CA {p} ਆ, ਟੈਕਸ ਦੀ ਕੋਈ ਗੱਲ ਹੋਵੇ ਸਿੱਧਾ ਫ਼ੋਨ ਕਰੋ", "ਸਾਡਾ ਨਵਾਂ CA"),
           ("ਫੈਕਟਰੀ ਦਾ ਸੇਫ਼ਟੀ ਅਫ਼ਸਰ {p} ਨੂੰ ਬਣਾਇਆ", "ਸੇਫ਼ਟੀ ਅਫ਼ਸਰ"),
           ("ਡਿਸਪੈਚ ਤੇ ਬਿਲਟੀਆਂ ਦਾ ਕੰਮ {p} ਦੇਖੂ", "ਡਿਸਪੈਚ ਤੇ ਬਿਲਟੀਆਂ")],
    tasks=["ਪ੍ਰੈੱਸ ਨੰ. 2 ਦਾ ਸੇਫ਼ਟੀ ਗਾਰਡ ਠੀਕ ਕਰਵਾਉਣਾ", "ਜਲੰਧਰ ਵਾਲੇ ਸੇਠ ਜੀ ਨੂੰ ਪਿਛਲੀ ਪੇਮੈਂਟ ਦਾ ਹਿਸਾਬ ਭੇਜਣਾ", "ਢੰਡਾਰੀ ਤੋਂ ਕੰਟੇਨਰ ਦੀ ਸੀਲ ਵਾਲੀ ਫੋਟੋ ਮੰਗਵਾਉਣੀ",
           "ਨਵੇਂ ਕਾਰੀਗਰਾਂ ਦੇ ਆਧਾਰ ਕਾਰਡ ਇਕੱਠੇ ਕਰਨੇ", "ਕੰਪ੍ਰੈਸਰ ਦਾ ਆਇਲ ਬਦਲਣਾ", "ਅੰਮ੍ਰਿਤਸਰ ਵਾਲੇ ਡੀਲਰ ਤੋਂ ਡੈਬਿਟ ਨੋਟ ਲੈਣਾ",
           "ਫ਼ਾਇਰ ਐਕਸਟਿੰਗੁਇਸ਼ਰ ਰੀਫ਼ਿਲ ਕਰਵਾਉਣੇ", "ਪਲੇਟਿੰਗ ਟੈਂਕ ਦਾ ਪਾਣੀ ਬਦਲਣਾ", "ਕੈਟਾਲਾਗ ਲਈ ਨਵੇਂ ਹੱਬਾਂ ਦੀਆਂ ਫੋਟੋਆਂ ਖਿੱਚਣੀਆਂ",
           "ESI ਤੇ PF ਵਾਲੀ ਲਿਸਟ ਅਪਡੇਟ ਕਰਨੀ", "ਗੇਟ ਵਾਲਾ CCTV ਕੈਮਰਾ ਠੀਕ ਕਰਵਾਉਣਾ", "ਪਿੱਛੇ ਪਿਆ ਸਕਰੈਪ ਚੁਕਵਾਉਣਾ", "ਭੱਠੀ ਦਾ ਥਰਮੋਕਪਲ ਬਦਲਵਾਉਣਾ"],
    asked=["ਅੱਜ {a} ਆ, ਕੌਣ ਕਰੂ? 🙏", "ਹਜੇ ਤੱਕ {a} ਬਾਕੀ ਆ, ਕੋਈ ਜ਼ਿੰਮਾ ਲਵੇ", "ਸ਼ਨੀਵਾਰ ਤੋਂ ਪਹਿਲਾਂ {a} ਜ਼ਰੂਰੀ ਆ। ਕੌਣ ਵਿਹਲਾ?",
           "koi free hai? {a} — pending aa", "ਮੁਨਸ਼ੀ ਜੀ ਯਾਦ ਕਰਵਾ ਰਹੇ ਨੇ: {a}, ਕਿਸੇ ਨੇ ਕੀਤਾ ਨਹੀਂ ਹਾਲੇ", "{a} — ਇਹ ਕੰਮ ਲਟਕਿਆ ਪਿਆ, ਕੌਣ ਕਰੂਗਾ?",
           "ਮੁੰਡਿਓ, {a} — ਕੋਈ ਇਹ ਕੰਮ ਫੜ ਲਓ, ਮੈਂ ਦਿੱਲੀ ਜਾਣਾ"],
    edits=[("ਫੈਕਟਰੀ ਦਾ GSTIN: {x}", "ਫੈਕਟਰੀ ਦਾ GSTIN: {y} (ਪਹਿਲਾਂ ਗਲਤ ਲਿਖਿਆ ਗਿਆ ਸੀ)", "ਫੈਕਟਰੀ ਦਾ GSTIN", "gstin"),
           ("ਜਲੰਧਰ ਵਾਲੇ ਸੇਠ ਜੀ ਦਾ ਨੰਬਰ {x}", "ਜਲੰਧਰ ਵਾਲੇ ਸੇਠ ਜੀ ਦਾ ਨੰਬਰ {y} ਆ, ਪੁਰਾਣਾ ਬੰਦ ਆ", "ਜਲੰਧਰ ਵਾਲੇ ਸੇਠ ਜੀ ਦਾ ਨੰਬਰ", "tel"),
           ("Lagos buyer's PI no. is {x}", "Lagos buyer's PI no. is {y} (corrected, old one was a draft)", "Lagos buyer's PI no.", "pi"),
           ("ਬੈਂਕ ਖਾਤਾ (ਪੰਜਾਬ ਐਂਡ ਸਿੰਧ ਬੈਂਕ, ਗਿਆਸਪੁਰਾ): {x}", "ਬੈਂਕ ਖਾਤਾ (ਪੰਜਾਬ ਐਂਡ ਸਿੰਧ ਬੈਂਕ, ਗਿਆਸਪੁਰਾ): {y} — ਇੱਕ ਅੰਕ ਛੁੱਟ ਗਿਆ ਸੀ",
            "ਪੰਜਾਬ ਐਂਡ ਸਿੰਧ ਬੈਂਕ, ਗਿਆਸਪੁਰਾ", "acct"),
           ("ਦਫ਼ਤਰ ਦਾ WiFi ਪਾਸਵਰਡ: {x}", "ਦਫ਼ਤਰ ਦਾ WiFi ਪਾਸਵਰਡ: {y}", "ਦਫ਼ਤਰ ਦਾ WiFi ਪਾਸਵਰਡ", "wifi"),
           ("ਕਲਕੱਤੇ ਵਾਲੀ ਗੱਡੀ ਦਾ ਈ-ਵੇ ਬਿੱਲ ਨੰਬਰ: {x}", "ਕਲਕੱਤੇ ਵਾਲੀ ਗੱਡੀ ਦਾ ਈ-ਵੇ ਬਿੱਲ ਨੰਬਰ: {y} (ਨਵਾਂ ਬਣਾਇਆ)", "ਕਲਕੱਤੇ ਵਾਲੀ ਗੱਡੀ ਦਾ ਈ-ਵੇ ਬਿੱਲ", "ewb"),
           ("ਦਿੱਲੀ ਮਾਲ ਲੈ ਕੇ ਗਈ ਗੱਡੀ ਦਾ ਨੰਬਰ {x}", "ਦਿੱਲੀ ਮਾਲ ਲੈ ਕੇ ਗਈ ਗੱਡੀ ਦਾ ਨੰਬਰ {y}", "ਮਾਲ ਲੈ ਕੇ ਗਈ ਗੱਡੀ ਦਾ ਨੰਬਰ", "gaddi"),
           ("Mombasa container number: {x}", "Mombasa container number: {y} (typo earlier, sorry)", "Mombasa container number", "cont")],
    changes=[("ਸਰਦੀਆਂ 'ਚ ਸਵੇਰ ਦੀ ਸ਼ਿਫਟ {x} ਸ਼ੁਰੂ ਹੋਊ", ["ਧੁੰਦ ਬਹੁਤ ਆ, ਕੱਲ੍ਹ ਤੋਂ ਸਵੇਰ ਦੀ ਸ਼ਿਫਟ {y} ਸ਼ੁਰੂ ਹੋਊ", "ਸਰਦਾਰ ਜੀ ਨੇ ਬਦਲ ਦਿੱਤਾ: ਸਵੇਰ ਦੀ ਸ਼ਿਫਟ ਹੁਣ {y}"],
              "ਸਵੇਰ ਦੀ ਸ਼ਿਫਟ", "shift"),
             ("ਜਲੰਧਰ ਵਾਲਿਆਂ ਨੇ CRCA ਦਾ ਰੇਟ {x} ਪ੍ਰਤੀ ਕਿੱਲੋ ਲਾਇਆ", ["ਸੇਠ ਜੀ ਦਾ ਫ਼ੋਨ ਆਇਆ, CRCA ਦਾ ਰੇਟ ਹੁਣ {y} ਪ੍ਰਤੀ ਕਿੱਲੋ", "CRCA ਦਾ ਰੇਟ ਫੇਰ ਬਦਲ ਗਿਆ: {y}"],
              "CRCA ਦਾ ਰੇਟ", "crca"),
             ("ਫ੍ਰੀਵ੍ਹੀਲ ਦਾ ਡੀਲਰ ਰੇਟ {x} ਪ੍ਰਤੀ ਪੀਸ ਰੱਖਿਆ", ["ਨਵੀਂ ਰੇਟ ਲਿਸਟ: ਫ੍ਰੀਵ੍ਹੀਲ ਦਾ ਡੀਲਰ ਰੇਟ {y} ਪ੍ਰਤੀ ਪੀਸ", "ਸਟੀਲ ਮਹਿੰਗਾ ਹੋ ਗਿਆ, ਫ੍ਰੀਵ੍ਹੀਲ ਦਾ ਡੀਲਰ ਰੇਟ ਹੁਣ {y}"],
              "ਫ੍ਰੀਵ੍ਹੀਲ ਦਾ ਡੀਲਰ ਰੇਟ", "dealer"),
             ("ਦਿੱਲੀ ਵਾਲਾ ਮਾਲ {x} ਨੂੰ ਨਿਕਲੂ", ["ਟਰੱਕ ਨਹੀਂ ਮਿਲਿਆ, ਦਿੱਲੀ ਵਾਲਾ ਮਾਲ ਹੁਣ {y} ਨੂੰ ਨਿਕਲੂ", "ਦਿੱਲੀ ਵਾਲਾ ਮਾਲ {y} ਨੂੰ ਜਾਊ, ਪਹਿਲਾਂ ਵਾਲੀ ਤਰੀਕ ਕੈਂਸਲ"],
              "ਦਿੱਲੀ ਵਾਲਾ ਮਾਲ", "date"),
             ("Vessel cut-off for the Mombasa shipment is {x}", ["Shipping line revised it, vessel cut-off is now {y}", "Update: vessel cut-off moved to {y}, plan stuffing accordingly"],
              "vessel cut-off", "edate"),
             ("ਕਾਰੀਗਰਾਂ ਦੀ ਦਿਹਾੜੀ {x} ਤੈਅ ਹੋਈ", ["ਸਰਦਾਰ ਜੀ ਮੰਨ ਗਏ, ਕਾਰੀਗਰਾਂ ਦੀ ਦਿਹਾੜੀ ਹੁਣ {y}", "ਮੁਨਸ਼ੀ ਜੀ: ਕਾਰੀਗਰਾਂ ਦੀ ਦਿਹਾੜੀ {y} ਹੋਊ, ਪਹਿਲਾਂ ਗਲਤ ਦੱਸਿਆ ਸੀ"],
              "ਕਾਰੀਗਰਾਂ ਦੀ ਦਿਹਾੜੀ", "dihadi"),
             ("ਓਵਰਟਾਈਮ ਦਾ ਰੇਟ {x} ਘੰਟੇ ਦਾ ਮਿਲੂ", ["ਓਵਰਟਾਈਮ ਦਾ ਰੇਟ ਵਧਾ ਦਿੱਤਾ: {y} ਘੰਟੇ ਦਾ", "ਠੇਕੇਦਾਰ ਨਾਲ ਗੱਲ ਹੋ ਗਈ, ਓਵਰਟਾਈਮ ਦਾ ਰੇਟ {y} ਘੰਟੇ ਦਾ"],
              "ਓਵਰਟਾਈਮ ਦਾ ਰੇਟ", "ot"),
             ("ਦਸੰਬਰ ਦੀ ਤਨਖਾਹ {x} ਨੂੰ ਮਿਲੂਗੀ", ["ਬੈਂਕ 'ਚ ਪੇਮੈਂਟ ਲੇਟ ਆਈ, ਦਸੰਬਰ ਦੀ ਤਨਖਾਹ ਹੁਣ {y} ਨੂੰ ਮਿਲੂਗੀ", "ਮੁਨਸ਼ੀ ਜੀ ਕਹਿੰਦੇ ਦਸੰਬਰ ਦੀ ਤਨਖਾਹ {y} ਨੂੰ ਆਊ"],
              "ਦਸੰਬਰ ਦੀ ਤਨਖਾਹ", "salary"),
             ("ਪਲੇਟਿੰਗ ਵਾਲਿਆਂ ਦਾ ਜੌਬ ਵਰਕ ਰੇਟ {x} ਪ੍ਰਤੀ ਪੀਸ", ["ਨਿੱਕਲ ਮਹਿੰਗਾ ਹੋ ਗਿਆ, ਪਲੇਟਿੰਗ ਵਾਲਿਆਂ ਦਾ ਜੌਬ ਵਰਕ ਰੇਟ ਹੁਣ {y}",
                                                        "ਪਲੇਟਿੰਗ ਵਾਲਿਆਂ ਦਾ ਜੌਬ ਵਰਕ ਰੇਟ {y} ਪ੍ਰਤੀ ਪੀਸ ਕਰ ਦਿੱਤਾ ਉਹਨਾਂ ਨੇ"],
              "ਪਲੇਟਿੰਗ ਵਾਲਿਆਂ ਦਾ ਜੌਬ ਵਰਕ ਰੇਟ", "job"),
             ("ਐਕਸਪੋ ਵਾਲੇ ਸਟਾਲ ਦਾ ਕਿਰਾਇਆ {x} ਦੱਸਿਆ", ["ਐਕਸਪੋ ਵਾਲੇ ਸਟਾਲ ਦਾ ਕਿਰਾਇਆ ਘਟਾ ਕੇ {y} ਕਰਵਾ ਲਿਆ", "ਐਸੋਸੀਏਸ਼ਨ ਵਾਲੇ ਕਹਿੰਦੇ ਸਟਾਲ ਦਾ ਕਿਰਾਇਆ {y}"],
              "ਸਟਾਲ ਦਾ ਕਿਰਾਇਆ", "stall")])

# The chatter.
_CHHOTA = ["ਜੀ", "ਹਾਂਜੀ", "ਹਾਂ ਜੀ", "ਓਕੇ ਜੀ", "ok ji", "ok", "okk", "ਠੀਕ ਆ", "ਠੀਕ ਆ ਜੀ", "ਚੱਲ ਠੀਕ ਆ", "ਕੋਈ ਨੀ", "ਬੱਲੇ ਬੱਲੇ", "ਵਧੀਆ",
           "ਬਹੁਤ ਵਧੀਆ ਜੀ 👍", "ਧੰਨਵਾਦ ਜੀ 🙏", "ਥੈਂਕ ਯੂ", "thx", "done ✅", "ਹੋ ਗਿਆ", "ਆ ਗਿਆ", "ਨਿਕਲ ਗਿਆ ਜੀ", "ਰਸਤੇ 'ਚ ਆਂ", "5 ਮਿੰਟ", "2 min",
           "ਫ਼ੋਨ ਕਰੋ", "call karo", "ਕਾਲ ਚੁੱਕੋ ਯਾਰ", "👍", "👍🏻", "🙏", "🙏🏻", "👌", "😂", "😂😂", "🤣", "🔥", "💪", "🚛", "☕", "🌫️", "⚙️",
           "ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ਜੀ", "ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ", "ਸ਼ੁਭ ਸਵੇਰ ਜੀ 🌹", "Good morning ji", "gm", "ਜੀ ਸਰਦਾਰ ਜੀ", "ਜੀ ਮੁਨਸ਼ੀ ਜੀ", "ਹੁਣੇ ਕਰਦਾਂ", "ਦੇਖਦਾਂ",
           "ਕਿੱਥੇ ਓ?", "ਕੌਣ ਆ?", "ਕੀ ਹੋਇਆ?", "ਹੈਂ?", "ਹਾਂ", "ਨਹੀਂ", "ਨਾ ਜੀ", "hanji", "haan ji", "theek aa", "koi ni", "ji", "sahi aa",
           "जी साहब", "ठीक है भैया", "आ रहा हूँ", "हाँ जी", "ok sir ji", "जी मुंशी जी", "पहुंच गए", "ठीक है", "Noted.", "Will do.", "On it",
           "ਵਾਹਿਗੁਰੂ ਮਿਹਰ ਕਰੇ 🙏", "ਚੜ੍ਹਦੀ ਕਲਾ 🙏", "ਹਾਹਾਹਾ", "hahaha", "ਲੱਗਾ ਰਹਿ", "ਭੇਜ ਦਿੱਤੀ", "ਮਿਲ ਗਿਆ", "ਚੈੱਕ ਕਰ ਲਿਆ"]
_VICHLA = ["ਪ੍ਰੈੱਸ ਨੰ. 3 ਦੀ ਡਾਈ ਫੇਰ ਟੁੱਟ ਗਈ", "ਅੱਜ ਫੇਰ ਬਿਜਲੀ ਗਈ ਆ, ਜਨਰੇਟਰ ਚਲਾਓ", "{n} ਅੱਜ ਫੇਰ ਲੇਟ ਆਇਆ", "ਧੁੰਦ ਬਹੁਤ ਆ ਅੱਜ, ਹੌਲੀ ਆਇਓ 🌫️",
           "ਚਾਹ ਆ ਗਈ ਓਏ ☕", "{do} ਦਾ ਫ਼ੋਨ ਆਇਆ ਸੀ, ਮਾਲ ਪੁੱਛਦੇ ਸੀ", "ਕੰਪ੍ਰੈਸਰ 'ਚੋਂ ਅਜੀਬ ਆਵਾਜ਼ ਆ ਰਹੀ", "ਗੇਟ ਤੇ ਟਰੱਕ ਖੜ੍ਹਾ, ਕੋਈ ਆ ਕੇ ਦੇਖੋ",
           "ਬੀ.ਬੀ. ਐਕਸਲ ਦਾ ਧਾਗਾ ਠੀਕ ਨਹੀਂ ਬਣ ਰਿਹਾ", "ਨਿੱਕਲ ਦਾ ਰੰਗ ਪੀਲਾ ਆ ਰਿਹਾ ਅੱਜ", "ਸਪੋਕ ਵਾਲੀ ਮਸ਼ੀਨ ਦਾ ਬੈਲਟ ਢਿੱਲਾ ਹੋ ਗਿਆ",
           "ਸਕਰੈਪ ਬਹੁਤ ਇਕੱਠਾ ਹੋ ਗਿਆ ਪਿੱਛੇ", "{n} ਦੀ ਉਂਗਲ ਤੇ ਸੱਟ ਲੱਗੀ, ਪੱਟੀ ਕਰਵਾ ਦਿੱਤੀ, ਫ਼ਿਕਰ ਵਾਲੀ ਗੱਲ ਨਹੀਂ", "ਚੇਨ ਵ੍ਹੀਲ ਦੇ ਦੰਦੇ ਬਰਾਬਰ ਨਹੀਂ ਕੱਟ ਹੋ ਰਹੇ",
           "ਕੱਲ੍ਹ ਫੋਕਲ ਪੁਆਇੰਟ ਵਾਲੀ ਸੜਕ ਤੇ ਢਾਈ ਘੰਟੇ ਜਾਮ ਲੱਗਾ ਰਿਹਾ", "ਗਿਆਸਪੁਰਾ ਚੌਂਕ ਤੇ ਫੇਰ ਨਾਕਾ ਲੱਗਾ", "ਬਿਲਟੀ ਭੇਜ ਦਿਓ ਜੀ {do} ਨੂੰ",
           "{n} ਦਾ ਮੋਬਾਈਲ ਬੰਦ ਆ", "ਪੈਕਿੰਗ ਵਾਲੇ ਡੱਬੇ ਮੁੱਕ ਗਏ", "ਭੱਠੀ ਦਾ ਟੈਂਪਰੇਚਰ ਕੋਈ ਚੈੱਕ ਕਰੋ", "ਲੱਸੀ ਕਿਹਨੇ ਮੰਗਵਾਈ ਸੀ 😂",
           "{d} ਕਹਿੰਦੇ ਪਿਛਲੀ ਵਾਰ ਡੱਬੇ ਘੱਟ ਆਏ", "ਗੈਸ ਵਾਲਾ ਸਿਲੰਡਰ ਖ਼ਤਮ, ਵੈਲਡਿੰਗ ਰੁਕੀ ਪਈ", "ਸਰਦਾਰ ਜੀ ਗੁਰਦੁਆਰੇ ਗਏ ਨੇ, ਥੋੜ੍ਹੀ ਦੇਰ 'ਚ ਆਉਂਦੇ",
           "{n} ਨੂੰ ਕਹੋ ਲੇਥ ਵਾਲਾ ਪਾਸਾ ਸਾਫ਼ ਕਰੇ", "ਹੱਬ ਦੇ ਸ਼ੈੱਲ ਤੇ ਝਰੀਟਾਂ ਆ ਰਹੀਆਂ, ਰੈਕ ਬਦਲੋ", "ਮਡਗਾਰਡ ਵਾਲੀ ਡਾਈ ਤੇ ਤੇਲ ਪਾਓ",
           "ਅੱਜ ਠੰਢ ਬਹੁਤ ਆ, ਅੱਗ ਬਾਲ ਲਓ ਵਿਹੜੇ 'ਚ 🔥", "{do} ਦੀ ਪੇਮੈਂਟ ਆਈ ਕਿ ਨਹੀਂ", "ਕੌਣ ਕੌਣ ਰੋਟੀ ਖਾ ਆਇਆ?",
           "ਲਾਈਟ ਆ ਗਈ 🙌", "ਗੋਦਾਮ ਦੀ ਛੱਤ ਚੋਅ ਰਹੀ ਆ, ਮਾਲ ਪਾਸੇ ਕਰੋ", "ਟਰਾਂਸਪੋਰਟ ਨਗਰ ਜਾਣਾ, ਕੋਈ ਨਾਲ ਚੱਲੂ?",
           "{n} ਤੇ {n2} ਅੱਜ ਪੈਕਿੰਗ ਤੇ ਲੱਗ ਜਾਣ", "ਫ੍ਰੀਵ੍ਹੀਲ ਦੇ ਪਾਲ ਸਪਰਿੰਗ ਮੁੱਕਣ ਵਾਲੇ ਨੇ", "ਨਵੀਂ ਡਾਈ ਦਾ ਟਰਾਇਲ ਵਧੀਆ ਰਿਹਾ",
           "{do} ਨੂੰ ਸੈਂਪਲ ਭੇਜ ਦਿੱਤੇ", "ਪੀਸ ਗਿਣ ਕੇ ਪੈਕ ਕਰਿਓ, ਪਿਛਲੀ ਵਾਰ ਰੌਲਾ ਪਿਆ ਸੀ", "ਅੱਜ ਛੇਤੀ ਛੁੱਟੀ ਕਰ ਦਿਓ, ਧੁੰਦ ਵਧ ਜਾਣੀ ਆ",
           "Bhaji maal ready aa? truck aunda hi hona", "Papa ji call chukko", "veere finished hub di photo bhejo", "oye koi charger lai ke aayo",
           "kal chhutti aa ya nahi?", "buyer ne packing di video mangi aa", "container booking ho gayi", "munshi ji hisaab bhej do",
           "Sent the revised PI to the buyer, waiting for their PO.", "Buyer is asking for 90 days credit. Not possible.",
           "Pls make sure every carton has MADE IN INDIA printed.", "Call with the German guys at 4, don't disturb pls",
           "Shipping bill generated, checking on ICEGATE.", "They want the hubs in black finish, not chrome.", "Courier the samples by DHL, not speed post.",
           "साहब जी आज थोड़ा लेट आऊंगा, बच्चा बीमार है", "भैया प्रेस नंबर 3 का डाई टूट गया", "पैसे कब मिलेंगे? घर भेजने हैं", "रूम का किराया बढ़ गया है साहब",
           "बिजली गई है, काम बंद है", "हम लोग पहुंच गए गेट पे", "{h} आज नहीं आएगा, बुखार है", "मुंशी जी एडवांस चाहिए थोड़ा",
           "sahab ji aaj chhutti chahiye", "bhaiya machine band hai", "kal aa jayenge subah", "{h} ka phone nahi lag raha"]
_PUCHH = {"ਕੀ", "ਕਦੋਂ", "ਕਿੱਥੇ", "ਕੌਣ", "ਕਿਉਂ", "ਕਿਵੇਂ", "ਕਿੰਨੇ", "ਕਿਹਨੇ", "ਚੱਲੂ", "कब", "क्या", "कहाँ", "कौन", "kab", "kithe", "kado"}
_SARDAR = ["ਵਾਹਿਗੁਰੂ ਜੀ ਕਾ ਖਾਲਸਾ ਵਾਹਿਗੁਰੂ ਜੀ ਕੀ ਫਤਹਿ", "ਮੁੰਡਿਓ ਇੱਕ ਗੱਲ ਧਿਆਨ ਨਾਲ ਸੁਣੋ", "ਮੈਂ 1978 ਵਿੱਚ ਇੱਕ ਪੁਰਾਣੀ ਪ੍ਰੈੱਸ ਨਾਲ ਇਹ ਕੰਮ ਸ਼ੁਰੂ ਕੀਤਾ ਸੀ",
           "ਉਦੋਂ ਗਿਆਸਪੁਰੇ ਵਿੱਚ ਖੇਤ ਹੁੰਦੇ ਸੀ ਤੇ ਸਾਈਕਲ ਤੇ ਮਾਲ ਢੋਂਦੇ ਸੀ", "ਹੀਰੋ ਤੇ ਐਟਲਸ ਦਾ ਜ਼ਮਾਨਾ ਸੀ ਅਸੀਂ ਉਹਨਾਂ ਨੂੰ ਫ੍ਰੀਵ੍ਹੀਲ ਦਿੰਦੇ ਹੁੰਦੇ ਸੀ",
           "ਮਿਹਨਤ ਦਾ ਕੋਈ ਬਦਲ ਨਹੀਂ ਹੁੰਦਾ", "ਕੁਆਲਿਟੀ ਨਾਲ ਕਦੇ ਸਮਝੌਤਾ ਨਹੀਂ ਕਰਨਾ ਭਾਵੇਂ ਪੈਸੇ ਘੱਟ ਬਣਨ", "ਚੀਨ ਦਾ ਮਾਲ ਸਸਤਾ ਜ਼ਰੂਰ ਆ ਪਰ ਸਾਡਾ ਮਾਲ ਟਿਕਾਊ ਆ",
           "ਕਾਰੀਗਰ ਸਾਡਾ ਪਰਿਵਾਰ ਨੇ ਕਿਸੇ ਨਾਲ ਮਾੜਾ ਨਹੀਂ ਬੋਲਣਾ", "ਵਾਹਿਗੁਰੂ ਦੀ ਕਿਰਪਾ ਨਾਲ ਅੱਜ ਅਫ਼ਰੀਕਾ ਤੱਕ ਸਾਡਾ ਮਾਲ ਜਾਂਦਾ", "ਨਵੀਂ ਪੀੜ੍ਹੀ ਨੂੰ ਸਬਰ ਨਹੀਂ ਹਰ ਚੀਜ਼ ਕੱਲ੍ਹ ਚਾਹੀਦੀ",
           "ਕਾਕਾ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਈਮੇਲਾਂ ਕਰਦਾ ਵਧੀਆ ਗੱਲ ਆ ਪਰ ਮਸ਼ੀਨ ਦੀ ਸਮਝ ਵੀ ਹੋਣੀ ਚਾਹੀਦੀ", "ਪ੍ਰੈੱਸ ਤੇ ਹੱਥ ਸੰਭਾਲ ਕੇ ਰੱਖਿਓ ਉਂਗਲ ਗਈ ਮੁੜ ਨਹੀਂ ਆਉਂਦੀ",
           "ਕਿਰਤ ਕਰੋ ਨਾਮ ਜਪੋ ਵੰਡ ਛਕੋ ਇਹੀ ਗੁਰੂ ਸਾਹਿਬ ਦਾ ਹੁਕਮ ਆ", "ਮੇਰੇ ਪਿਤਾ ਜੀ ਕਹਿੰਦੇ ਸੀ ਲੋਹਾ ਤੇ ਬੰਦਾ ਦੋਵੇਂ ਤਪ ਕੇ ਬਣਦੇ", "ਸਾਰਿਆਂ ਨੂੰ ਗੁਰਪੁਰਬ ਦੀਆਂ ਵਧਾਈਆਂ",
           "ਕੋਈ ਗੱਲ ਹੋਵੇ ਸਿੱਧਾ ਮੈਨੂੰ ਫ਼ੋਨ ਕਰੋ ਗਰੁੱਪ ਵਿੱਚ ਰੌਲਾ ਨਾ ਪਾਓ", "ਬੱਸ ਏਨੀ ਗੱਲ ਸੀ ਰੱਬ ਰਾਖਾ"]
_MUNSHI = ["ਸਮੂਹ ਸਟਾਫ਼ ਅਤੇ ਕਾਰੀਗਰਾਂ ਨੂੰ ਸੂਚਨਾ", "ਮਹੀਨੇ ਦਾ ਐਡਵਾਂਸ ਸਿਰਫ਼ 15 ਤਰੀਕ ਤੋਂ ਬਾਅਦ ਮਿਲੇਗਾ, ਵਾਰ ਵਾਰ ਨਾ ਪੁੱਛਿਆ ਜਾਵੇ।",
           "ਛੁੱਟੀ ਲੈਣ ਲਈ ਇੱਕ ਦਿਨ ਪਹਿਲਾਂ ਦਫ਼ਤਰ ਵਿੱਚ ਦੱਸਣਾ ਜ਼ਰੂਰੀ ਹੈ।", "ਫੈਕਟਰੀ ਵਿੱਚ ਬੀੜੀ, ਸਿਗਰਟ ਅਤੇ ਗੁਟਖਾ ਸਖ਼ਤ ਮਨ੍ਹਾ ਹੈ।",
           "ਜਿਨ੍ਹਾਂ ਦਾ ਬੈਂਕ ਖਾਤਾ ਹਾਲੇ ਨਹੀਂ ਖੁੱਲ੍ਹਿਆ, ਉਹ ਆਪਣੀ ਪਾਸਬੁੱਕ ਦੀ ਕਾਪੀ ਦਫ਼ਤਰ ਵਿੱਚ ਜਮ੍ਹਾਂ ਕਰਵਾਉਣ।",
           "ਰਾਤ ਨੂੰ ਜਾਣ ਤੋਂ ਪਹਿਲਾਂ ਆਪਣੀ ਮਸ਼ੀਨ ਦੀ ਮੇਨ ਸਵਿੱਚ ਬੰਦ ਕਰਕੇ ਜਾਓ।", "ਗੇਟ ਤੇ ਆਉਣ ਜਾਣ ਵਾਲੇ ਹਰ ਬੰਦੇ ਦੀ ਐਂਟਰੀ ਰਜਿਸਟਰ ਵਿੱਚ ਹੋਵੇਗੀ।",
           "सभी कारीगर ध्यान दें: छुट्टी के लिए एक दिन पहले ऑफिस में बताना ज़रूरी है।", "ਸਹਿਯੋਗ ਲਈ ਧੰਨਵਾਦ।",
           "ਮੁਨਸ਼ੀ ਬਲਦੇਵ ਰਾਜ\nਗਿੱਲ ਸਾਈਕਲ ਕੰਪੋਨੈਂਟਸ, ਗਿਆਸਪੁਰਾ"]
_HARMAN = ["Dear Sir,", "Greetings from Gill Cycle Components, Ludhiana.", "Please find attached the revised proforma invoice as discussed on call.",
           "The goods will be ready for stuffing within 25 days of receiving the advance payment.",
           "All freewheels are tested for 72 hours salt spray and packed in 5-ply export cartons.",
           "We can offer a special rate for a full 40ft container.", "Kindly confirm the shipping marks and the carton artwork at the earliest.",
           "Our bank details remain the same as in the previous invoice.", "Looking forward to a long business relationship.",
           "Best regards,\nHarman Gill\nExport Manager, Gill Cycle Components\nGiaspura, Ludhiana 141003, India"]
_DEALER = ["ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ਸਰਦਾਰ ਜੀ", "ਪਿਛਲੇ ਆਰਡਰ ਦਾ ਮਾਲ ਹਾਲੇ ਤੱਕ ਨਹੀਂ ਪਹੁੰਚਿਆ", "ਮਾਰਕੀਟ ਵਿੱਚ ਚਾਈਨਾ ਵਾਲਾ ਮਾਲ ਬਹੁਤ ਸਸਤਾ ਆ ਰਿਹਾ ਜੀ",
           "ਗਾਹਕ ਰੋਜ਼ ਪੁੱਛਦੇ ਨੇ ਅਸੀਂ ਕੀ ਜਵਾਬ ਦੇਈਏ", "ਪਿਛਲੀ ਵਾਰ ਦੋ ਡੱਬਿਆਂ ਵਿੱਚ ਪਲੇਟਿੰਗ ਉੱਤਰੀ ਹੋਈ ਸੀ", "ਰੇਟ ਥੋੜ੍ਹਾ ਦੇਖ ਲਓ ਜੀ ਪੁਰਾਣੇ ਗਾਹਕ ਆਂ",
           "ਪੇਮੈਂਟ ਦੀ ਫ਼ਿਕਰ ਨਾ ਕਰੋ ਮਹੀਨੇ ਦੇ ਅਖੀਰ ਤੱਕ ਪਾ ਦਿਆਂਗੇ", "ਬਿਲਟੀ ਤੇ ਈ-ਵੇ ਬਿੱਲ ਵਟਸਐਪ ਕਰ ਦਿਓ", "ਸੀਜ਼ਨ ਸਿਰ ਤੇ ਆ ਮਾਲ ਛੇਤੀ ਭੇਜੋ ਜੀ",
           "ਤੁਹਾਡਾ ਮਾਲ ਵਧੀਆ ਆ ਤਾਂ ਹੀ ਤੀਹ ਸਾਲ ਤੋਂ ਲੈ ਰਹੇ ਆਂ"]
_MAZDOOR = ["साहब जी नमस्ते", "मैं प्रेस वाला हूँ", "घर से फोन आया है माँ की तबीयत ठीक नहीं है", "छठ के बाद से गांव नहीं गया",
            "दस दिन की छुट्टी चाहिए", "मेरी जगह मेरा भाई काम कर लेगा वो भी प्रेस चलाना जानता है", "पिछले महीने का हिसाब भी बाकी है",
            "ट्रेन का टिकट कन्फर्म हो गया है", "वापस आके ओवरटाइम करके पूरा कर दूंगा", "आपकी बहुत मेहरबानी होगी"]
_YAAD = ("🔔 ਸਾਰੇ ਕਾਰੀਗਰ ਧਿਆਨ ਦਿਓ: ਹਾਜ਼ਰੀ ਸਵੇਰੇ ਰਜਿਸਟਰ ਤੇ ਖ਼ੁਦ ਲਾਓ। ਪਾਵਰ ਪ੍ਰੈੱਸ ਤੇ ਸੇਫ਼ਟੀ ਗਾਰਡ ਖੋਲ੍ਹ ਕੇ ਕੰਮ ਨਹੀਂ ਕਰਨਾ, ਦੋਵੇਂ ਹੱਥਾਂ ਵਾਲਾ ਬਟਨ ਹੀ ਵਰਤਣਾ। "
         "ਮਸ਼ੀਨ ਤੇ ਮੋਬਾਈਲ ਨਹੀਂ। सभी कारीगर ध्यान दें: प्रेस पर सेफ्टी गार्ड खोलकर काम नहीं करना, दोनों हाथ वाला बटन ही चलाना। "
         "ਗਾਰਡ ਖੋਲ੍ਹ ਕੇ ਕੰਮ ਕਰਦਾ ਫੜਿਆ ਗਿਆ ਤਾਂ ਦਿਹਾੜੀ ਕੱਟੀ ਜਾਊ। — ਮੁਨਸ਼ੀ ਬਲਦੇਵ ਰਾਜ")
_FATEH = "ਵਾਹਿਗੁਰੂ ਜੀ ਕਾ ਖਾਲਸਾ ਵਾਹਿਗੁਰੂ ਜੀ ਕੀ ਫਤਹਿ 🙏"
_LINK = ["https://www.indiamart.com/proddetail/{n}.html ਦੇਖੋ ਚਾਈਨਾ ਵਾਲਾ ਕਿੰਨੇ ਦਾ ਵੇਚਦੇ", "https://maps.app.goo.gl/{k} ਨਵੇਂ ਗੋਦਾਮ ਦੀ ਲੋਕੇਸ਼ਨ",
         "https://wa.me/91{p} ਇਹ ਪਾਊਡਰ ਕੋਟਿੰਗ ਵਾਲੇ ਦਾ ਨੰਬਰ", "https://ewaybillgst.gov.in/ ਸਾਈਟ ਫੇਰ ਡਾਊਨ ਆ 😤",
         "https://www.youtube.com/watch?v={k} ਤਾਈਵਾਨ ਵਾਲੀ ਮਸ਼ੀਨ ਚੱਲਦੀ ਦੇਖੋ", "https://docs.google.com/spreadsheets/d/{k}/edit costing sheet updated, check karo",
         "https://drive.google.com/file/d/{k}/view catalogue da PDF", "https://www.icegate.gov.in/ shipping bill status ethe check karo",
         "https://pspcl.in/ ਕੱਟਾਂ ਦਾ ਸ਼ਡਿਊਲ ਇੱਥੇ ਦੇਖ ਲਓ", "https://www.alibaba.com/product-detail/{n}.html Chinese rate dekho 😂",
         "https://youtu.be/{k} ਸਵੇਰ ਦਾ ਕੀਰਤਨ ਸੁਣੋ ਜੀ 🙏", "https://www.tradeindia.com/products/{n}.html ਆਪਣਾ ਮਾਲ ਵੀ ਇੱਥੇ ਪਾ ਦਿਆਂਗੇ"]
_BOT = ["ਨੋਟ ਕਰ ਲਿਆ ✍️", "ਠੀਕ ਹੈ ਜੀ, ਸੇਵ ਕਰ ਲਿਆ।", "ਵੌਇਸ ਨੋਟ ਸੁਣ ਨਹੀਂ ਸਕਦਾ, ਕਿਰਪਾ ਕਰਕੇ ਲਿਖ ਕੇ ਭੇਜੋ 🙏", "ਜੀ, ਧੰਨਵਾਦ!", "ਟਾਈਮ ਆਉਣ ਤੇ ਯਾਦ ਕਰਵਾ ਦਿਆਂਗਾ।"]


def _lakhs(n: int) -> str:
    """`n` in Indian grouping: 1,25,000 and 12,34,567."""
    s = str(n)
    if len(s) <= 3:
        return s
    head, groups = s[:-3], [s[-3:]]
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *groups]) if head else ",".join(groups)


def _ended(text: str) -> bool:
    """Whether `text` ends in a letter, a vowel sign or a digit (no punctuation, no emoji)."""
    return unicodedata.category(text[-1])[0] in "LMN"


class _Cycle:
    """One chat's draws and the workshop's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.gallan = Planter(rng, _GALLAN, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    def ank(self, s: str, share: float = 0.15) -> str:
        """`s` with its digits written in Gurmukhi, some of the time."""
        return s.translate(_ANK) if self.rng.random() < share else s

    def rupaye(self, n: int) -> str:
        """An amount: "₹12,500", "₹1,25,000/-", "Rs 12,500", "12,500 ਰੁਪਏ", "12 ਹਜ਼ਾਰ", "ਸਾਢੇ 12 ਹਜ਼ਾਰ", "12k" or "1.25 ਲੱਖ"."""
        g = _lakhs(n)
        ways = [f"₹{g}", f"₹{g}", f"₹{g}/-", f"Rs {g}", f"{g} ਰੁਪਏ", f"₹ {g}"]
        if n >= 100_000 and n % 1000 == 0:
            lakh = f"{n / 100_000:g}"
            ways += [f"{lakh} ਲੱਖ", f"{lakh} ਲੱਖ", f"₹{lakh} lakh"]
            if n in (150_000, 250_000):
                ways.append({150_000: "ਡੇਢ ਲੱਖ", 250_000: "ਢਾਈ ਲੱਖ"}[n])
        elif 1000 <= n < 100_000 and n % 1000 == 0:
            ways += [f"{n // 1000} ਹਜ਼ਾਰ", self.ank(f"{n // 1000} ਹਜ਼ਾਰ", 0.5), f"{n // 1000}k"]
        elif 1000 <= n < 100_000 and n % 500 == 0:
            ways += [f"ਸਾਢੇ {n // 1000} ਹਜ਼ਾਰ"]
        return self.rng.choice(ways)

    def din(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def dt(self, n: int) -> str:
        """A date: "14 ਦਸੰਬਰ", "14/12", "14-12-2026", "ਸ਼ਨੀਵਾਰ, 14 ਦਸੰਬਰ", "੧੪ ਦਸੰਬਰ" or "14 Dec"."""
        d = self.din(n)
        m = _MAHINA[d.month]
        return self.rng.choice([f"{d.day} {m}", f"{d.day} {m}", f"{d.day}/{d.month}", f"{d.day:02d}-{d.month:02d}-{d.year}",
                                f"{_VAAR[d.weekday()]}, {d.day} {m}", f"{d.day} {m}".translate(_ANK), f"{d.day} {_MONTH[d.month]}"])

    def nd(self, n: int) -> str:
        """A deadline's date: "14 ਦਸੰਬਰ", "14/12" or "14-12-2026"."""
        d = self.din(n)
        return self.rng.choice([f"{d.day} {_MAHINA[d.month]}", f"{d.day}/{d.month}", f"{d.day:02d}-{d.month:02d}-{d.year}"])

    def hi_dt(self, n: int) -> str:
        """A date as a worker writes it in Hindi: "14 दिसंबर" or "14/12"."""
        d = self.din(n)
        return self.rng.choice([f"{d.day} {_HI_MAHINA[d.month]}", f"{d.day}/{d.month}"])

    def edt(self, n: int) -> str:
        """A date as the son writes it in English: "14 Dec", "Dec 14", "14/12" or "14-12-2026"."""
        d = self.din(n)
        return self.rng.choice([f"{d.day} {_MONTH[d.month]}", f"{_MONTH[d.month]} {d.day}", f"{d.day}/{d.month}", f"{d.day:02d}-{d.month:02d}-{d.year}"])

    def samaa(self, h: int, mi: int | None = None) -> str:
        """A time: "ਸਵੇਰੇ 9 ਵਜੇ", "ਸਾਢੇ 9 ਵਜੇ", "ਸਵਾ 10 ਵਜੇ", "ਪੌਣੇ 11 ਵਜੇ", "ਢਾਈ ਵਜੇ", "9:30 ਵਜੇ", "9am" or "4:30pm"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30, 30, 15, 45]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "ਸਵੇਰੇ" if h < 12 else "ਦੁਪਹਿਰੇ" if h < 16 else "ਸ਼ਾਮ" if h < 19 else "ਰਾਤ"
        if mi == 0:
            said = f"{h12} ਵਜੇ"
        elif mi == 30:
            said = {1: "ਡੇਢ ਵਜੇ", 2: "ਢਾਈ ਵਜੇ"}.get(h12, f"ਸਾਢੇ {h12} ਵਜੇ")
        elif mi == 15:
            said = f"ਸਵਾ {h12} ਵਜੇ"
        else:
            said = f"ਪੌਣੇ {h12 % 12 + 1} ਵਜੇ"
        ampm = "am" if h < 12 else "pm"
        ways = [f"{part} {said}", f"{part} {said}", said, f"{h12}:{mi:02d} ਵਜੇ", f"{h12}{ampm}" if mi == 0 else f"{h12}:{mi:02d}{ampm}",
                f"{part} {said}".translate(_ANK)]
        return r.choice(ways)

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.gallan.fresh
        slots = {"pcs": lambda: self.ank(_lakhs(f("pcs", 60, 400) * 10 + r.choice([0, 0, 5]))), "lakh": lambda: self.rupaye(f("lakh", 20, 180) * 5000),
                 "bill": lambda: self.rupaye(f("bill", 80, 320) * 1000 + r.choice([0, 0, 340, 760])), "qty": lambda: _lakhs(f("qty", 5, 60) * 1000),
                 "pct": lambda: f"{f('pct', 12, 95) / 10:g}", "ppl": lambda: str(f("ppl", 35, 120)), "ton": lambda: f"{f('ton', 3, 30) / 2:g}",
                 "rs": lambda: self.rupaye(f("rs", 20, 900) * 500), "per": lambda: f"₹{f('per', 4500, 19000) / 100:.2f}",
                 "usd": lambda: grouped(f("usd", 80, 900) * 100, ","), "cart": lambda: str(f("cart", 300, 1400)),
                 "dt": lambda: self.dt(f("d", 0, 115)), "nd": lambda: self.nd(f("d", 0, 115)), "edt": lambda: self.edt(f("d", 0, 115)),
                 "tm": lambda: self.samaa(f("h", 7, 21)),
                 "dy": lambda: r.choice(["ਕੱਲ੍ਹ", "ਪਰਸੋਂ", "ਸੋਮਵਾਰ ਨੂੰ", "ਸ਼ਨੀਵਾਰ ਨੂੰ", "ਅਗਲੇ ਬੁੱਧਵਾਰ", "ਵੀਰਵਾਰ ਨੂੰ", "ਕੱਲ੍ਹ ਨੂੰ", "ਸ਼ੁੱਕਰਵਾਰ ਨੂੰ"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.gallan.fresh
        caps = "ABCDEFGHJKLMNPRSTUVWXYZ"

        def tel() -> str:
            a, b = f"9{r.choice('4789')}{r.randrange(100, 1000)}", f"{r.randrange(10000, 100000)}"
            return r.choice([f"{a} {b}", f"+91 {a} {b}", f"{a}-{b}", f"{a}{b}"])

        def gaddi() -> str:
            dist, two, num = r.choice(["10", "08", "13", "11"]), code(r, 2, caps), r.randrange(1000, 10000)
            return r.choice([f"PB{dist}{two}{num}", f"PB {dist} {two} {num}", f"PB-{dist}-{two}-{num}"])

        draws = {"gstin": lambda: f"03{code(r, 5, caps)}{r.randrange(1000, 10000)}{r.choice(caps)}1Z{r.choice(caps + '23456789')}",
                 "tel": tel, "pi": lambda: f"GCC/EXP/{r.randrange(100, 1000)}/26-27", "acct": lambda: str(r.randrange(10**13, 10**14)),
                 "wifi": lambda: r.choice(["Gill@", "gcc#", "Cycle", "Giaspura_"]) + str(r.randrange(1000, 10000)),
                 "ewb": lambda: f"{r.randrange(1000, 10000)} {r.randrange(1000, 10000)} {r.randrange(1000, 10000)}", "gaddi": gaddi,
                 "cont": lambda: f"{r.choice(['MSKU', 'TCLU', 'CMAU', 'MRKU', 'TGHU'])}{r.randrange(10**6, 10**7)}",
                 "shift": lambda: self.samaa(r.choice([7, 8, 9, 10]), r.choice([0, 0, 30, 15, 45])),
                 "crca": lambda: f"₹{f('crca', 5400, 7600) / 100:.2f}", "dealer": lambda: f"₹{f('dealer', 85, 260)}",
                 "date": lambda: self.dt(f("d", 0, 115)), "edate": lambda: self.edt(f("d", 0, 115)),
                 "dihadi": lambda: f"₹{f('dihadi', 45, 90) * 10}", "ot": lambda: f"₹{f('ot', 55, 140)}",
                 "salary": lambda: self.dt(f("d", 31, 50)), "job": lambda: f"₹{f('job', 150, 900) / 100:.2f}",
                 "stall": lambda: self.rupaye(f("stall", 30, 160) * 1000)}
        return self.gallan.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def vichla(self) -> str:
        r = self.rng
        n, n2 = r.sample(_NAAM, 2)

        def one() -> str:
            d, do = r.choice(_PARTY)
            return r.choice(_VICHLA).format(n=n, n2=n2, d=d, do=do, h=r.choice(_NAAM_HI))

        said = one()
        if r.random() < 0.2:  # two things in one breath
            said += r.choice([" ", ", ", " ਤੇ ਨਾਲੇ ", "। "]) + one()
        if _ended(said) and r.random() < 0.4:  # some punctuate: a danda in Gurmukhi and Devanagari, a full stop in Roman
            stop = "।" if any("\u0900" <= ch <= "\u0a7f" for ch in said[-12:]) else "."
            said += "?" if set(said.split()) & _PUCHH or said.endswith("ਕਿ ਨਹੀਂ") else r.choice([stop, stop, "!!", " 🙏", " 😂", "..."])
        return said

    def rate_list(self) -> str:
        """The Jalandhar supplier's rate list, as he forwards it every morning."""
        r = self.rng
        rows = [("HR Coil 2.0mm", f"₹{_lakhs(r.randrange(520, 600) * 100)}/MT"), ("CRCA 0.63mm", f"₹{r.randrange(5800, 7400) / 100:.2f}/kg"),
                ("CRCA 1.0mm", f"₹{r.randrange(5600, 7200) / 100:.2f}/kg"), ("MS Round 12mm", f"₹{r.randrange(48, 62)}/kg"),
                ("GP Sheet 0.5mm", f"₹{r.randrange(66, 82)}/kg"), ("EN8 Bright Bar", f"₹{r.randrange(68, 90)}/kg"), ("HR Strip 3mm", f"₹{r.randrange(50, 60)}/kg")]
        chosen = sorted(r.sample(range(len(rows)), r.randrange(3, 7)))
        return ("*ਅਗਰਵਾਲ ਸਟੀਲ ਟਰੇਡਰਜ਼, ਜਲੰਧਰ* 🏭\n*ਅੱਜ ਦਾ ਰੇਟ — " + self.dt(r.randrange(0, 100)) + "*\n"
                + "\n".join(f"{rows[i][0]}: {rows[i][1]}" for i in chosen) + "\n_GST 18% extra, Ex-Jalandhar_\nरेट फोन पर कन्फर्म करें 🙏"
                + r.choice(["", "\nਮਾਰਕੀਟ ਉੱਪਰ ਜਾ ਰਹੀ ਆ", "\nआज बुकिंग करो, कल रेट बढ़ेगा"]))

    def hajri(self) -> str:
        """The munshi's attendance table."""
        r = self.rng
        d = self.din(r.randrange(0, 100))
        rows = []
        for name in r.sample(_NAAM, r.randrange(5, 10)):
            if r.random() < 0.12:
                rows.append(f"{name:<7} ਛੁੱਟੀ")
                continue
            rows.append(f"{name:<7} {8 + r.random() * 1.2:.2f}".replace(".", ":") + f"   {17 + r.randrange(0, 3)}:{r.randrange(0, 60):02d}   {r.randrange(0, 4)}")
        return (f"ਹਾਜ਼ਰੀ — {d.day}/{d.month}\n```\nਨਾਂ      ਅੰਦਰ   ਬਾਹਰ   OT\n" + "\n".join(rows) + "\n```"
                + r.choice(["", f"\nਕੁੱਲ ਹਾਜ਼ਰ: {r.randrange(30, 60)}", "\nਕੋਈ ਗਲਤੀ ਹੋਵੇ ਤਾਂ ਦੱਸੋ", "\n— ਮੁਨਸ਼ੀ"]))

    def production(self) -> str:
        r = self.rng
        d = self.din(r.randrange(0, 100))
        items = [("Freewheel 16T S/S", (400, 2200)), ("Freewheel 18T", (300, 1600)), ("Chainwheel 44T", (200, 1200)), ("Chainwheel 48T", (150, 900)),
                 ("Hub Front 36H", (200, 900)), ("Hub Rear 36H", (150, 800)), ("BB Axle 5\"", (500, 2500)), ("Mudguard 26\" pair", (100, 700)),
                 ("Carrier", (80, 500))]
        rows = [f"{n} — {_lakhs(r.randrange(*q))}" for n, q in r.sample(items, r.randrange(3, 7))]
        return (f"📋 ਪ੍ਰੋਡਕਸ਼ਨ ਰਿਪੋਰਟ {d.day}/{d.month}\n" + "\n".join(rows) + f"\nRejection: {r.randrange(5, 60) / 10}%"
                + r.choice(["", "\nਪ੍ਰੈੱਸ ਨੰ. 5 ਦੋ ਘੰਟੇ ਬੰਦ ਰਹੀ", "\nਬਿਜਲੀ ਕੱਟ ਕਰਕੇ ਘੱਟ ਬਣਿਆ", "\nਸ਼ਾਬਾਸ਼ 👏"]))

    def ewaybill(self) -> str:
        r = self.rng
        d = self.din(r.randrange(0, 100))
        to = r.choice(["KAPOOR CYCLE STORE, Jhandewalan, New Delhi", "MALHOTRA CYCLES, Hall Bazaar, Amritsar", "SEN BROTHERS, Canning Street, Kolkata",
                       "JAIN CYCLE CO., Jaipur", "NEW BIHAR CYCLES, Patna"])
        taxable = r.randrange(40, 400) * 1000 + r.randrange(0, 10) * 100
        return (f"e-Way Bill No: {r.randrange(1000, 10000)} {r.randrange(1000, 10000)} {r.randrange(1000, 10000)}\n"
                f"Generated Date: {d:%d/%m/%Y} {r.randrange(1, 13):02d}:{r.randrange(0, 60):02d} {r.choice(['AM', 'PM'])}\n"
                f"Valid Upto: {d + timedelta(days=r.randrange(1, 4)):%d/%m/%Y}\nFrom: GILL CYCLE COMPONENTS, Giaspura, Ludhiana-141003\nTo: {to}\n"
                f"HSN: 8714 | Qty: {r.randrange(10, 90)} CTN\nTaxable Value: ₹{_lakhs(taxable)} | IGST 12%: ₹{_lakhs(taxable * 12 // 100)}\n"
                f"Vehicle: PB{r.choice(['10', '91', '13'])}{code(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{r.randrange(1000, 10000)}")

    def proforma(self) -> str:
        """A proforma invoice, as the son pastes it."""
        r = self.rng
        buyer, city, port = r.choice(_BUYER)
        d = self.din(r.randrange(0, 100))
        items = [("Freewheel 16T single speed", (55, 80)), ("Freewheel 18T", (60, 90)), ("Chainwheel & crank 44T", (180, 260)),
                 ("Front hub 36H", (95, 140)), ("BB axle set", (40, 70)), ("Mudguard 26\" pair", (70, 110))]
        lines, total = [], 0.0
        for name, (lo, hi) in r.sample(items, r.randrange(2, 5)):
            qty, price = r.randrange(5, 40) * 1000, r.randrange(lo, hi) / 100
            total += qty * price
            lines.append(f"{name:<26} {qty:>7,} x USD {price:.2f} = {qty * price:>10,.2f}")
        return (f"PROFORMA INVOICE\nPI No: GCC/EXP/{r.randrange(100, 1000)}/26-27   Date: {d:%d.%m.%Y}\nBuyer: {buyer}, {city}\n"
                f"Port of Loading: ICD Dhandari Kalan (Ludhiana) via Mundra\nPort of Discharge: {port}\n```\n" + "\n".join(lines)
                + f"\n```\nTotal FOB: USD {total:,.2f}\nPayment: {r.choice(['30% advance, 70% against BL copy', 'LC at sight', '50% advance, balance before dispatch'])}"
                + r.choice(["", "\nPapa ji check kar lo", "\nsending to buyer now"]))

    def bilty(self) -> str:
        r = self.rng
        d = self.din(r.randrange(0, 100))
        return (f"ਭਾਟੀਆ ਰੋਡਲਾਈਨਜ਼ 🚛\nGR No. {r.randrange(10000, 99999)}  ਤਰੀਕ: {d.day}/{d.month}/{d.year % 100}\nਤੋਂ: ਲੁਧਿਆਣਾ  ਤੱਕ: "
                f"{r.choice(['ਦਿੱਲੀ', 'ਕਲਕੱਤਾ', 'ਪਟਨਾ', 'ਜੈਪੁਰ', 'ਗੁਹਾਟੀ', 'ਕਾਨਪੁਰ'])}\nਨਗ: {r.randrange(8, 80)} ਡੱਬੇ  ਵਜ਼ਨ: {r.randrange(3, 40) * 50} ਕਿੱਲੋ\n"
                f"ਭਾੜਾ: ₹{_lakhs(r.randrange(18, 160) * 100)} ({r.choice(['To Pay', 'Paid'])})" + r.choice(["", "\nਗੱਡੀ ਰਾਤ ਨੂੰ ਨਿਕਲੂ", "\nਡੀਲਰ ਨੂੰ ਭੇਜ ਦਿੱਤੀ"]))

    def bank(self) -> str:
        r = self.rng
        d = self.din(r.randrange(0, 100))
        amt = r.randrange(20, 900) * 500
        party = r.choice(["KAPOOR CYCLE STORE", "MALHOTRA CYCLES", "SEN BROTHERS", "JAIN CYCLE CO", "OKAFOR BICYCLE"])
        return (f"Dear Customer, your A/c XX{r.randrange(1000, 10000)} is credited with INR {_lakhs(amt)}.00 on {d:%d-%m-%y} by NEFT/{code(r, 10, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')} "
                f"from {party}. Avl Bal INR {_lakhs(r.randrange(10**5, 5 * 10**6))}.{r.randrange(0, 100):02d} -PSB" + r.choice(["", "\nਪੇਮੈਂਟ ਆ ਗਈ ✅", "\nਹਿਸਾਬ 'ਚ ਚੜ੍ਹਾ ਦਿਓ"]))

    def bijli(self) -> str:
        """A PSPCL power-cut notice, forwarded."""
        r = self.rng
        a = r.randrange(8, 12)
        b = a + r.randrange(3, 7)
        return (f"⚡ PSPCL ਸੂਚਨਾ: 11 KV ਗਿਆਸਪੁਰਾ ਫੀਡਰ {self.dt(r.randrange(0, 100))} ਨੂੰ ਸਵੇਰੇ {a} ਵਜੇ ਤੋਂ {'ਸ਼ਾਮ' if b >= 16 else 'ਦੁਪਹਿਰ'} {(b - 1) % 12 + 1} "
                f"ਵਜੇ ਤੱਕ ਜ਼ਰੂਰੀ ਮੁਰੰਮਤ ਕਰਕੇ ਬੰਦ ਰਹੇਗਾ। ਅਸੁਵਿਧਾ ਲਈ ਖ਼ਿਮਾ ਦੇ ਜਾਚਕ ਹਾਂ।" + r.choice(["", "\nਜਨਰੇਟਰ 'ਚ ਡੀਜ਼ਲ ਦੇਖ ਲਿਓ", "\nfir kat 😤"]))

    def qc(self) -> str:
        r = self.rng
        part = r.choice([("Hub Shell", "OD", 36.0), ("BB Axle", "Dia", 15.8), ("Freewheel Body", "OD", 34.5), ("Crank Arm", "Hole", 9.5)])
        got = part[2] + r.randrange(-8, 9) / 100
        ok = abs(got - part[2]) <= 0.05
        return (f"QC REPORT — {part[0]}\nLot: {r.choice('HBFC')}-{r.randrange(100, 1000)}\n{part[1]}: {got:.2f} (spec {part[2]:.2f} ±0.05) {'✅' if ok else '❌'}\n"
                f"Hardness: {r.randrange(45, 60)} HRC\nPlating: {r.randrange(5, 14)} µm\nResult: {'OK' if ok else 'REWORK'}")

    def ledger(self) -> str:
        """A Tally ledger, pasted by the munshi."""
        r = self.rng
        party = r.choice(["Kapoor Cycle Store, Delhi", "Malhotra Cycles, Amritsar", "Sen Brothers, Kolkata", "Jain Cycle Co., Jaipur"])
        bal, rows = 0, []
        for i in sorted(r.sample(range(0, 60), r.randrange(3, 6))):
            d = self.din(i)
            if r.random() < 0.6:
                amt = r.randrange(30, 300) * 1000
                bal += amt
                rows.append(f"{d:%d-%m-%Y}  To Sales A/c        Dr {_lakhs(amt):>9}")
            else:
                amt = r.randrange(20, 200) * 1000
                bal -= amt
                rows.append(f"{d:%d-%m-%Y}  By Bank (NEFT)      Cr {_lakhs(amt):>9}")
        return (f"Ledger: {party}\n```\n" + "\n".join(rows) + f"\n```\nClosing Balance: {_lakhs(abs(bal))} {'Dr' if bal >= 0 else 'Cr'}"
                + r.choice(["", "\nਸਰਦਾਰ ਜੀ ਦੇਖ ਲਓ", "\nਰਿਕਵਰੀ ਕਰਨੀ ਪਊ"]))

    def formula(self) -> str:
        r = self.rng
        return r.choice(["costing sheet vich eh formula paa do:\n`=ROUND((C2*D2)+E2+F2*1.18,2)`\nC = weight kg, D = steel rate, E = labour, F = plating",
                         "Excel ch dealer rate auto aayega:\n`=VLOOKUP(A2,Rates!A:C,3,FALSE)*(1+$H$1)`\nH1 ch margin % paao",
                         "packing list lai:\n`=CEILING(B2/50,1)` cartons, `=B2*0.42` net wt kg"])

    def jiven_fact(self) -> str:
        """Fact-like chatter that plants nothing: figures, dates and plans nobody asks about again."""
        r = self.rng
        return r.choice([f"ਅੱਜ {r.randrange(2, 9)} ਕਾਰੀਗਰ ਛੁੱਟੀ ਤੇ ਨੇ", f"ਚਾਹ ਵਾਲੇ ਦਾ ਮਹੀਨੇ ਦਾ ਹਿਸਾਬ {self.rupaye(r.randrange(18, 60) * 100)} ਬਣਿਆ",
                         f"{self.dt(r.randrange(0, 100))} ਨੂੰ ਮੇਰੇ ਭਤੀਜੇ ਦਾ ਵਿਆਹ ਆ, ਮੈਂ ਨਹੀਂ ਆਉਣਾ", f"ਟਰੱਕ {self.samaa(r.randrange(10, 20))} ਤੱਕ ਆਊਗਾ ਸ਼ਾਇਦ",
                         f"Freight quote from the forwarder: USD {grouped(r.randrange(18, 42) * 100, ',')} for a 40ft to Mombasa",
                         f"ਕੱਲ੍ਹ {_lakhs(r.randrange(40, 300) * 10)} ਪੀਸ ਪੈਕ ਹੋਏ ਸੀ", f"ਜਨਰੇਟਰ 'ਚ {self.rupaye(r.randrange(20, 90) * 100)} ਦਾ ਡੀਜ਼ਲ ਪਵਾਇਆ",
                         f"{r.choice(_NAAM)} ਨੂੰ {self.rupaye(r.randrange(2, 12) * 500)} ਐਡਵਾਂਸ ਦਿੱਤਾ", f"ਅੱਜ ਲੁਧਿਆਣੇ ਘੱਟੋ-ਘੱਟ {r.randrange(2, 8)}°C, ਸੰਘਣੀ ਧੁੰਦ 🌫️",
                         f"{r.choice(_PARTY)[1]} ਨੇ {r.randrange(10, 80)} ਡੱਬੇ ਹੋਰ ਮੰਗੇ", f"ਮੈਂ {self.samaa(r.randrange(11, 17))} ਬੈਂਕ ਜਾਣਾ, ਕੋਈ ਚੈੱਕ ਜਮ੍ਹਾਂ ਕਰਵਾਉਣਾ ਤਾਂ ਦੇ ਦਿਓ",
                         f"ਪਿਛਲੇ ਸਾਲ ਇਸ ਟਾਈਮ ਸਟੀਲ {r.randrange(48, 58)} ਰੁਪਏ ਕਿੱਲੋ ਸੀ", f"{r.choice(_NAAM_HI)} {self.hi_dt(r.randrange(0, 100))} को वापस आएगा",
                         f"ਕਾਕੇ ਦੀ ਫਲਾਈਟ {self.dt(r.randrange(0, 100))} ਦੀ ਆ, ਦੁਬਈ ਜਾਣਾ ਸੈਂਪਲ ਲੈ ਕੇ",
                         f"⚠️ Forwarded: ਕੱਲ੍ਹ ਤੋਂ ਸਟੀਲ {r.randrange(3, 12)}% ਮਹਿੰਗਾ ਹੋ ਰਿਹਾ, ਪਤਾ ਨਹੀਂ ਸੱਚ ਆ ਕਿ ਝੂਠ"])

    def photo(self) -> Said:
        r = self.rng
        d = self.din(r.randrange(0, 100))
        return (r.choice(["", "", "", "ਨਵਾਂ ਹੱਬ ਸੈਂਪਲ", "ਪਲੇਟਿੰਗ ਦੇਖੋ ਕਿੰਨੀ ਵਧੀਆ ਆਈ ✨", "ਡਾਈ ਟੁੱਟੀ ਪਈ", "ਟਰੱਕ ਲੋਡ ਹੋ ਗਿਆ", "container sealed ✅", "ਬਿਲਟੀ",
                          "ਬਿੱਲ", "ਸ਼ੁਭ ਸਵੇਰ ਜੀ 🌹", "ਇਹ ਦੇਖੋ ਕੀ ਹਾਲ ਕੀਤਾ ਮਸ਼ੀਨ ਦਾ", "buyer's carton artwork"]),
                media("photo", f"IMG-{d:%Y%m%d}-WA{r.randrange(0, 200):04d}.jpg", "image/jpeg", r.randrange(60_000, 3_000_000)))

    def video(self) -> Said:
        r = self.rng
        d = self.din(r.randrange(0, 100))
        return (r.choice(["", "ਨਵੀਂ ਪ੍ਰੈੱਸ ਚੱਲਦੀ", "packing video for buyer", "ਲੋਹੜੀ ਦੀ ਧੂਣੀ 🔥"]),
                media("video", f"VID-{d:%Y%m%d}-WA{r.randrange(0, 200):04d}.mp4", "video/mp4", r.randrange(900_000, 35_000_000)))

    def awaaz(self) -> Said:
        r = self.rng
        d = self.din(r.randrange(0, 100))
        if r.random() < 0.35:  # a sticker
            return "", media("sticker", f"STK-{d:%Y%m%d}-WA{r.randrange(0, 200):04d}.webp", "image/webp", r.randrange(8_000, 90_000))
        return (r.choice(["", "", "", "ਸੁਣੋ ਜੀ", "gaddi chala reha, voice sun lo"]),
                media("voice", f"PTT-{d:%Y%m%d}-WA{r.randrange(0, 200):04d}.opus", "audio/ogg", r.randrange(4_000, 700_000)))

    def kagaz(self) -> Said:
        r = self.rng
        name, text = r.choice([("PI_GCC_EXP.pdf", "revised PI"), ("Rate_List_Dec.pdf", "ਨਵੀਂ ਰੇਟ ਲਿਸਟ"), ("Hajri_Dec_2026.xlsx", "ਹਾਜ਼ਰੀ ਸ਼ੀਟ"),
                               ("Packing_List.xlsx", "packing list"), ("E-Way Bill.pdf", ""), ("Catalogue_2027.pdf", "ਨਵਾਂ ਕੈਟਾਲਾਗ ਦੇਖੋ"), ("Ledger.pdf", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(25_000, 2_500_000))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_CHHOTA), None)), (lambda: (self.vichla(), None)), (lambda: (self.rate_list(), None)), (lambda: (self.hajri(), None)),
                  (lambda: (self.production(), None)), (lambda: (self.ewaybill(), None)), (lambda: (self.proforma(), None)), (lambda: (self.bilty(), None)),
                  (lambda: (self.bank(), None)), (lambda: (self.bijli(), None)), (lambda: (self.qc(), None)), (lambda: (self.ledger(), None)),
                  (lambda: (self.formula(), None)), (lambda: (ramble(r, _SARDAR, 6, " "), None)), (lambda: (ramble(r, _DEALER, 4, " "), None)),
                  (lambda: (ramble(r, _MAZDOOR, 5, " "), None)), (lambda: (letter(r, _MUNSHI, sep="\n"), None)), (lambda: (letter(r, _HARMAN, sep="\n\n"), None)),
                  (lambda: (_YAAD, None)), (lambda: (f"{_FATEH} {self.vichla()}", None)),
                  (lambda: (r.choice(_LINK).format(k=code(r, 11), n=r.randrange(10**9, 10**11), p=r.randrange(7 * 10**9, 10**10)), None)),
                  (lambda: (self.jiven_fact(), None)), (lambda: (r.choice(["🚫 ਇਹ ਸੁਨੇਹਾ ਮਿਟਾ ਦਿੱਤਾ ਗਿਆ ਸੀ", "This message was deleted"]), None)),
                  self.photo, self.video, self.awaaz, self.kagaz]
        weights = [24, 30, 1.6, 1.2, 1.4, 0.8, 0.7, 0.9, 1.2, 1, 0.7, 0.6, 0.5, 1.8, 1.2, 1, 1, 0.7, 1.8, 3, 3, 5.5, 1, 5, 1, 5, 1.2]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_FATEH} {text}", f"{text}\n\n{_YAAD}", f"{ramble(r, _SARDAR, 3, ' ')} ਤੇ ਹਾਂ, {text}", f"ਅੱਜ ਦੀ ਮੀਟਿੰਗ:\n1. {text}\n2. {self.vichla()}",
                         f"{text} 🙏🏻", f"{text}\n— ਸਰਦਾਰ ਜੀ ਦੇ ਕਹਿਣ ਤੇ", f"@ਮੁਨਸ਼ੀ ਜੀ {text}", f"{self.bijli()}\n\nਤੇ ਦੂਜੀ ਗੱਲ, {text}", f"*{text}*",
                         f"{text}, ਸਾਰੇ ਨੋਟ ਕਰ ਲਓ ✍️"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.066) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    c = _Cycle(rng)
    people = [f"91{rng.choice('6789')}{rng.randrange(10**8, 10**9)}" for _ in range(rng.randrange(9, 20))]  # WhatsApp numbers

    # A workshop's day: busy from the morning shift to the last truck, silent at night and on Sundays.
    def gap() -> int:
        return rng.randrange(20, 2000) if rng.random() > 0.1 else rng.randrange(9 * 3600, 30 * 3600)

    voice = Voice(c.gallan, c.chatter, c.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
