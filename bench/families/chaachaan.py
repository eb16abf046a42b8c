"""The chaachaan family: the WhatsApp group of a Hong Kong cha chaan teng (茶餐廳) in Sham Shui Po and its second branch in Mong Kok, in written Cantonese.

Written for batch 13, after weixin, bazaar and barangay (batch 12) were measured once, and run on no
version of the summarizer when it was committed: a held-out family. 祥記茶餐廳 opened on 福華街 in
Sham Shui Po forty years ago; its second branch is on 通菜街 in Mong Kok. The boss (陳生), his wife
(陳太, who keeps the books and the hygiene log), the old milk-tea master (華叔), the cooks, the
waitresses (May姐) and the young staff of both branches share one group. Everything is written in
Traditional Chinese with no spaces between words: the boss posts formal notices in standard written
Chinese that open with 「各位同事：」 and are signed 「老闆 陳生」; the young staff write colloquial
Cantonese (嘅, 咗, 唔該, 係咪, 冇, 啲, 搞掂, 收到, ok晒), with full-width punctuation, half-width
punctuation or none, code-mixed with English ("check吓", "book位", "order咗", "send咗份menu");
華叔 writes one long message with no punctuation at all about how milk tea was pulled through a
cloth bag in his day. 陳太 posts the same hygiene reminder (the FEHD may inspect any day, gloves and
hair nets, fridge and freezer temperatures written down at opening and closing) again and again,
and 「早晨各位☀️」 opens many a message. Pasted into the chat: the day's lunch menu and set prices,
a supplier's order (方包, 淡奶, 午餐肉, 出前一丁, 雞蛋) with quantities, the week's roster, a
foodpanda or Keeta order and an OpenRice booking, a PayMe, FPS (轉數快) or Octopus (八達通) message,
the Hong Kong Observatory's typhoon signal bulletin and the FEHD restaurant licence; links to
OpenRice, foodpanda, Instagram, Google Maps and the Observatory; photos, voice notes (PTT), PDFs of
the roster and invoices, and stickers. Money is "$48", "HK$1,280", "四十八蚊" and "1.2萬"; times
"朝早七點", "下晝3點半", "15:30", "3pm" and "夜晚八點"; dates "12月14日", "12月14號", "14/12",
"星期六" and "下個禮拜三".
Its facts are said the shop's way (「各位同事：\n經商議後決定，早餐加價：每個餐加$2。\n老闆 陳生」,
"ok咁定咗喇，外賣平台就淨係留Keeta 👍", "由今日起，黃嘉欣做旺角分店經理").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "chaachaan"
LANGUAGE = "yue"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 680

_START = date(2026, 11, 29)
_DIGIT = "零一二三四五六七八九"
_WEEK = ["一", "二", "三", "四", "五", "六", "日"]
# Staff and places as the chatter names them (never a fact's person).
_NICK = ["阿俊", "Jason", "肥仔明", "May姐", "Ken哥", "阿Ling", "細B", "Teresa", "發哥", "阿珍", "Kelly", "大隻佬"]
_BRANCH = ["深水埗", "旺角", "深水埗舖", "旺角舖", "分店", "總店"]
_SURNAME = ["陳", "李", "黃", "張", "何", "林", "周", "吳", "鄭", "王", "郭", "曾"]

_SHOP = Wording(
    topics=[("早餐加價", ["每個餐加$2", "維持原價", "淨係凍飲加一蚊"]),
            ("外賣平台", ["淨係留Keeta", "foodpanda同Keeta都照做", "全部停晒，淨係做自取"]),
            ("奶茶茶葉", ["轉返用獅球嘜", "自己撈三隻茶葉", "跟返華叔嘅配方"]),
            ("農曆新年休息", ["年初一至初三", "只係休年初一", "照開唔休"]),
            ("新收銀機", ["換支援八達通同PayMe嗰部", "照用舊嗰部", "租一部試三個月"]),
            ("員工膳食時間", ["兩點半一齊食", "分兩輪食", "自己揀，每人半粒鐘"]),
            ("冬季新出品", ["厚切牛油菠蘿油", "沙嗲牛肉公仔麵早餐", "芝士奶蓋鴛鴦"]),
            ("旺角舖嘅冷氣", ["全部換新", "淨係洗一次", "搵師傅整返壞咗嗰部"]),
            ("聖誕節營業", ["照開到夜晚十點", "早兩個鐘收舖", "全日做聖誕特餐"]),
            ("餐牌設計", ["跟IG嗰個後生仔嘅設計", "用返舊款加英文", "兩間舖統一用新款"])],
    decided=["各位同事：\n經商議後決定，{s}：{c}。\n老闆 陳生", "ok咁定咗喇，{s}就{c} 👍", "老闆拍板：{s} → {c}",
             "傾掂咗，{s}{c}，唔再改😅", "{s}嗰件事定咗：{c}✅", "同老闆講咗，{s}決定{c}，大家記住呀",
             "即係咁：{s}，{c}。有問題再講"],
    numbers=[("今日深水埗營業額{sales}，多謝大家🙏", ("深水埗營業額", "{sales}")),
             ("今朝菠蘿油賣咗{bolo}個，破紀錄🔥", ("菠蘿油賣咗", "{bolo}個")),
             ("業主話旺角舖新租約每月{rent}", ("旺角舖新租約", "{rent}")),
             ("偉記話淡奶每箱{milk}，下個月再加", ("淡奶每箱", "{milk}")),
             ("我哋OpenRice嘅笑臉而家有{smile}個😊", ("OpenRice嘅笑臉", "{smile}個")),
             ("今日Keeta單總共{keeta}張", ("Keeta單總共", "{keeta}張")),
             ("上個月電費{elec}，冷氣食電食到癲", ("上個月電費", "{elec}")),
             ("午餐肉存貨得返{spam}罐，要叫貨喇", ("午餐肉存貨", "{spam}罐")),
             ("水吧平均一日沖{cups}杯奶茶", ("水吧平均一日沖", "{cups}杯")),
             ("旺角廚房裝修報價{reno}", ("旺角廚房裝修報價", "{reno}")),
             ("今個月兩間舖人工總數{wage}", ("人工總數", "{wage}")),
             ("上次食環署罰咗{fine}，唔好再有", ("上次食環署罰咗", "{fine}"))],
    dates=[("食環署{date}{time}會嚟深水埗巡舖", ("嚟深水埗巡舖", "{date}")),
           ("凍肉佬{wd}{time}會送凍肉嚟旺角", ("送凍肉嚟旺角", "{time}")),
           ("旺角舖裝修完{date}重新開張🎉", ("重新開張", "{date}")),
           ("員工春茗{date}{time}，喺太子嗰間海鮮酒家", ("員工春茗", "{date}")),
           ("雪櫃師傅{wd}{time}上嚟整雪櫃", ("雪櫃師傅", "{time}")),
           ("牌照續期要喺{date}之前交", ("牌照續期", "{date}")),
           ("消防處{date}嚟檢查滅火筒", ("檢查滅火筒", "{date}")),
           ("雜誌記者{date}{time}嚟影相做訪問", ("雜誌記者", "{time}")),
           ("滅蟲公司{wd}{time}嚟噴藥，嗰日早啲收舖", ("滅蟲公司", "{time}")),
           ("新請嗰個廚房阿姐{date}開工", ("廚房阿姐", "{date}")),
           ("老闆娘生日飯{date}{time}，大家記得留肚", ("老闆娘生日飯", "{date}"))],
    people=["黃嘉欣", "李志豪", "張美玲", "何詠琪", "梁俊傑", "Kelvin劉", "Winnie鄭", "林家豪", "蘇慧敏", "馮子健", "Cathy吳",
            "鄧國威", "袁婉儀", "區永康"],
    roles=[("由今日起，{p}做旺角分店經理", "旺角分店經理"), ("深水埗水吧以後由{p}負責", "深水埗水吧"),
           ("介紹吓：{p}係新請嘅樓面主管", "樓面主管"), ("同偉記傾價嘅嘢以後搵{p}", "同偉記傾價"),
           ("Keeta同foodpanda嘅account由{p}睇", "Keeta同foodpanda嘅account"), ("廚房主管係{p}，入貨有問題問佢", "廚房主管"),
           ("溫度記錄簿以後交畀{p}跟", "溫度記錄簿"), ("{p}係持牌人代表，食環署嚟就搵佢", "持牌人代表"),
           ("夜更收舖鎖閘由{p}負責", "收舖鎖閘"), ("{p}係新嚟嘅燒味師傅，大家多多指教", "燒味師傅")],
    tasks=["換深水埗雪櫃條膠邊", "叫煤氣佬上嚟check爐頭", "去銀行換散紙", "update OpenRice嘅menu相", "買新嘅撞茶袋",
           "整返旺角舖門口個燈箱", "同業主傾續租", "寫新嘅價錢牌", "清抽油煙機隔油網", "幫新同事開MPF戶口",
           "影冬季新品嘅相放IG", "點清倉底嘅貨"],
    asked=["有冇人得閒{a}？🙏", "{a}仲未有人做呀😤", "邊個可以{a}？今個禮拜內要搞掂", "各位同事：\n請盡快安排{a}，完成後通知本人。\n老闆 陳生",
           "唔該邊位{a}吖 我今日走唔開", "{a}呢件事跟咗未", "提提大家 {a}要有人做"],
    edits=[("旺角舖WiFi密碼：{x}", "旺角舖WiFi密碼：{y}（頭先打錯咗，唔好意思）", "旺角舖WiFi密碼", "wifi"),
           ("FPS收數號碼：{x}", "FPS收數號碼更正：{y}", "FPS收數號碼", "fps"),
           ("偉記張送貨單號碼係{x}", "偉記張送貨單號碼係{y}，頭先睇錯", "送貨單號碼", "inv"),
           ("煤氣公司報修編號：{x}", "煤氣公司報修編號：{y}", "報修編號", "ref"),
           ("OpenRice訂座連結：{x}", "OpenRice訂座連結：{y}", "OpenRice訂座連結", "link"),
           ("冷氣師傅電話：{x}", "冷氣師傅電話：{y}（改咗）", "冷氣師傅電話", "tel"),
           ("旺角舖閘門密碼：{x}", "旺角舖閘門密碼：{y}，唔好話畀外人知", "閘門密碼", "lock")],
    changes=[("聖誕大食會喺{x}", ["聖誕大食會改咗去{y}", "更正下，聖誕大食會搬咗去{y}"], "聖誕大食會", "place"),
             ("凍檸茶外賣價{x}", ["凍檸茶外賣價由今日起改為{y}", "老闆話凍檸茶外賣價改做{y}"], "凍檸茶外賣價", "price"),
             ("星期日早更返工時間{x}", ["星期日早更返工時間改咗做{y}", "唔好意思，星期日早更返工時間係{y}先啱"], "星期日早更", "hour"),
             ("雞蛋每板入貨價{x}", ["雞蛋每板入貨價加咗做{y}", "偉記通知，雞蛋每板入貨價而家係{y}"], "雞蛋每板", "egg"),
             ("員工大會{x}開", ["員工大會改咗{y}開", "改期：員工大會{y}"], "員工大會", "when"),
             ("午市最後落單{x}", ["午市最後落單改為{y}", "由下個禮拜起，午市最後落單{y}"], "午市最後落單", "lunch"),
             ("每日叫方包{x}", ["每日叫方包加到{y}", "方包唔夠，每日叫方包改做{y}"], "叫方包", "bread")])

# The chatter.
_SHORT = ["收到", "收到🙏", "收到！", "ok", "ok晒", "OK", "好", "得", "冇問題", "唔該", "唔該晒", "多謝", "thx", "ty", "👍", "🙏", "😂", "🤣🤣",
          "哈哈哈", "hahaha", "係咪", "係", "唔係", "到咗", "就到", "等等", "搞掂", "搞掂✅", "明白", "noted", "知道", "好嘅", "okok", "😭", "💪",
          "辛苦晒", "早晨", "早晨☀️", "收工", "返緊嚟", "塞緊車", "冇嘢", "好彩", "頂", "hea緊", "試吓", "死火", "係喎", "放心", "ok啦", "👌",
          "真係？", "冇計", "等我睇睇", "check吓先", "收到老闆", "知道喇", "係呀", "唔得", "得閒覆你", "❤️", "😅", "🙄", "好嘢", "lol", "咁都得",
          "等陣", "我嚟", "送到", "拎咗", "done", "sure", "👍👍", "已send", "冇貨", "sold out"]
_MID = ["{n}你今日返唔返", "今日好多人排隊😱", "邊個拎咗收銀機條鎖匙", "門口有個阿伯話要搵老闆", "今日啲雞髀好細隻",
        "雪櫃隔離個水喉漏水", "{n}幫我留兩個菠蘿包", "落雨呀，大家小心地滑", "收銀機又hang機", "有冇人見到我把遮",
        "個客話杯奶茶唔夠滑，又嚟🙄", "今日午市爆晒，坐滿晒", "煮麵嗰個爐頭有啲唔夠火", "八達通機冇反應，叫客俾現金先",
        "{n}遲到呀今日", "我放咗飯盒喺雪櫃頂層，唔好食呀😂", "冰唔夠呀，邊個叫咗冰", "{b}今日人手唔夠，有冇人可以過嚟幫手",
        "買咗檸檬，放咗喺水吧", "個fryer今日好多油煙", "有個外國客問有冇英文menu", "今日有個客話我哋奶茶全港最好飲😎",
        "啲蛋撻焗燶咗少少", "客人投訴冷氣太凍", "有冇人order咗飯，我想跟", "我今日請病假，send咗醫生紙畀陳太",
        "book咗位嗰檯客到咗未", "check吓個凍櫃門有冇閂好", "樓上住客又投訴抽風嘈", "外賣哥哥話搵唔到門口",
        "我order咗兩箱樽裝水，聽日到", "收工食咩好", "{n}你個電話打唔通", "啲客留低咗個銀包，放咗喺收銀",
        "{b}今日做成點", "個洗碗機又漏水😩", "隔離間雲吞麵舖又加價喎", "有冇人可以同我換更，星期六", "今朝塞車，遲少少",
        "{k}號枱要走冰", "{k}號枱未埋單就走咗😤", "外面排緊{q}個人", "今日凍奶茶賣咗成{q}杯", "{n}話下個禮拜想請兩日假",
        "ok我check吓", "send咗份menu入group", "{n}幫手cancel咗嗰張Keeta單", "有冇人記得今日叫咗幾多箱淡奶",
        "個客要轉走甜，打錯咗飛", "炸雞翼要等十五分鐘，同客講聲", "聽講對面茶記租金加到二十萬", "{n}你係咪放咗鎖匙喺更衣室",
        "今日太熱，啲牛油溶晒", "部咖啡機要去水", "有客問幾點收舖", "{n}你今晚開唔開工", "頭先有人送花嚟，邊個嘅😍",
        "啲餐紙就用晒，記得叫", "打咗去偉記，佢話遲半個鐘", "收銀少咗{k}蚊，數多次先", "{b}個熱水爐壞咗",
        "今日嗰個外賣單好長，寫到手軟", "個小朋友打爛咗隻杯，冇事", "有冇人識整部打單機", "陳太話今晚要早啲埋數"]
# The questions among them (those who punctuate end these with a question mark).
_ASK = {"{n}你今日返唔返", "邊個拎咗收銀機條鎖匙", "有冇人見到我把遮", "有冇人order咗飯，我想跟", "book咗位嗰檯客到咗未",
        "收工食咩好", "{b}今日做成點", "有冇人可以同我換更，星期六", "有冇人記得今日叫咗幾多箱淡奶", "{n}你係咪放咗鎖匙喺更衣室",
        "{n}你今晚開唔開工", "頭先有人送花嚟，邊個嘅😍", "有冇人識整部打單機", "冰唔夠呀，邊個叫咗冰"}
# Longer stories and notices from the staff, said once (not a fact: no probe's subject is in them).
_STORY = ["頭先有個客好搞笑，叫咗個常餐又話唔要炒蛋要煎蛋，煎完又話要太陽蛋，最後仲話杯奶茶要走甜少奶多茶膽，我寫張飛寫到頭都大😂",
          "同大家講聲，我聽日要陪阿媽睇醫生，已經同{n}換咗更，佢做朝早我做夜晚，陳太知道㗎喇",
          "旺角嗰邊今日午市真係癲，一點鐘排到出街口，廚房得兩個人頂住，啲客等到嬲，下次真係要加人手呀老闆🙏",
          "我琴晚收舖嗰陣見到後巷有老鼠🐭 已經影咗相 係咪要搵人嚟處理？唔係俾人投訴就大鑊",
          "個客話佢食咗我哋三十年，細個跟佢老豆嚟，而家帶埋個仔嚟，仲話杯奶茶味道冇變過，好感動😭",
          "foodpanda個app又出事，啲單入唔到，我打咗去hotline等咗成二十分鐘都冇人聽，而家暫時熄咗先",
          "今朝開舖發現凍櫃得-10度，我已經將啲凍肉搬晒去另一個櫃，唔該有人今日跟一跟，唔係成櫃嘢要掉",
          "呢個禮拜六晚有個客book咗12位，話係公司聚餐，要兩張大枱拼埋，我已經寫咗喺本簿度，夜更記得留位",
          "琴日有個遊客用英文問我 what is yuenyeung，我答 coffee plus tea，佢飲完話 so weird but nice 😂",
          "提提大家放工之前記得熄晒啲爐頭同埋冷氣，琴晚旺角舖成晚冇熄冷氣，陳太睇到張單會喊",
          "{n}你琴日借咗我二百蚊仲未還呀😤 唔好扮睇唔到",
          "啱啱有個阿婆嚟問我哋係咪執笠，我話冇呀，佢話見到門口貼咗張紙，原來係張停水通知😅",
          "Sorry各位，今日我嘅錯，落錯單，個客叫凍奶茶我落咗熱，佢好嬲，我已經送返杯凍檸茶畀佢賠罪",
          "老闆，收銀機張卷紙就用晒，倉入面得返兩卷，我叫咗{n}買，佢話聽日先得閒",
          "今日嗰個新嚟嘅洗碗阿姐做得好快手，一個鐘洗晒午市啲碟，大家唔好蝦佢呀",
          "我哋上咗報紙呀！！個記者寫我哋嘅西多士係深水埗三大之一，陳生笑到見牙唔見眼😂😂",
          "聽日早上停水 8點至12點 水喉師傅話要換總掣 記得今晚裝定幾桶水 唔係冇得沖茶",
          "有個客嚟投訴話佢份焗豬扒飯得兩舊豬扒，我check咗張飛，佢叫嘅係細份，已經同佢解釋咗"]
_WAH = ["我十五歲入行喺油麻地跟師傅學沖茶", "嗰陣啲奶茶係用布袋撞茶撞足七次", "個茶袋用得耐啲茶色先會靚", "茶葉要三四隻撈埋有粗有幼先夠香夠滑",
        "淡奶一定要用三花唔好貪平", "而家啲後生仔用機沖冇靈魂", "焗茶要焗夠十分鐘唔好心急", "以前一杯奶茶五毫子一份常餐兩蚊",
        "嗰陣啲街坊飲完仲會坐低同你吹水", "撞茶嗰下手要高要快", "你哋記住杯奶茶係茶餐廳嘅招牌", "我做咗四十幾年都未試過俾客彈杯茶",
        "有時間我教吓你哋", "唔好嫌我長氣", "老闆爸爸嗰陣仲係用火水爐", "杯奶茶要掛杯先叫做好茶", "飲得出嘅客一飲就知"]
_BOSS = ["各位同事：",
         "本店將於聖誕及新年期間照常營業，請各同事留意更表安排。",
         "凡請假者，須最少提前三天通知當值主管。",
         "請各同事保持廚房及水吧清潔，以符合食物環境衞生署的規定。",
         "上班時間內請勿在顧客面前使用手提電話。",
         "如遇八號風球，本店將暫停營業，同事毋須上班，薪金照計。",
         "近日有顧客投訴外賣包裝不善，請各同事加倍留意。",
         "收銀時請核對找續金額，每日收舖前須由當值主管點算現金。",
         "多謝各位一直以來的努力，祝大家工作順利。",
         "老闆 陳生"]
_TIPS = ("⚠️再提多次：食環署隨時會嚟巡舖！入廚房一定要戴手套同髮網，雪櫃（4度或以下）同凍櫃（-18度或以下）每日開舖同收舖都要睇溫度寫低，"
         "生熟嘢分開放，垃圾桶要冚蓋。唔該大家合作🙏")
_MORNING = "早晨各位☀️"
_LINKS = ["https://www.openrice.com/zh/hongkong/r-祥記茶餐廳-深水埗-港式-r{n} 有人寫咗食評呀", "https://www.foodpanda.hk/restaurant/{c}/ 個menu相要換",
          "https://www.instagram.com/p/{c}/ 個KOL嚟咗我哋度😂", "https://maps.app.goo.gl/{c} 旺角舖個地址", "https://youtu.be/{c} 睇吓呢條片，講港式奶茶",
          "https://www.hko.gov.hk/tc/wxinfo/currwx/tc_pos.htm 睇吓個風", "https://www.facebook.com/groups/{n}/posts/{m}/ 有人話我哋嘅西多好食",
          "https://www.fehd.gov.hk/tc_chi/licensing/ 食環署網頁", "https://keeta.com/hk/store/{n} 我哋個Keeta頁"]
_TYPHOON = ["山貓", "海葵", "小犬", "摩羯", "潭美", "康妮", "銀杏", "桃芝", "萬宜", "天兔"]
_BOT = ["收到，已記低✍️", "已記錄。", "唔好意思，我聽唔到語音訊息，可唔可以打字？", "唔使客氣！", "到時我會提大家。"]


def _cn(n: int) -> str:
    """`n` (1–99) in Chinese numerals: 七, 十二, 四十八."""
    tens, ones = divmod(n, 10)
    if tens == 0:
        return _DIGIT[ones]
    return ("" if tens == 1 else _DIGIT[tens]) + "十" + (_DIGIT[ones] if ones else "")


class _ChaChaanTeng:
    """One chat's draws and the shop's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.shop = Planter(rng, _SHOP, self.slot, self.value)

    def hkd(self, n: int) -> str:
        """An amount as the staff write it: $48, HK$1,280, 四十八蚊, 1.2萬."""
        g = grouped(n, ",")
        ways = [f"${g}", f"${g}", f"HK${g}"]
        if n < 100:
            ways += [f"{_cn(n)}蚊", f"{n}蚊"]
        if n >= 10000 and n % 1000 == 0:
            ways += [f"{n / 10000:g}萬"] * 2
        return self.rng.choice(ways)

    def time(self, h: int, mi: int | None = None) -> str:
        """An hour: 朝早七點, 下晝3點半, 15:30, 3pm, 夜晚八點."""
        r = self.rng
        mi = r.choice([0, 0, 30]) if mi is None else mi
        h12 = h % 12 or 12
        part = "凌晨" if h < 6 else "朝早" if h < 12 else "晏晝" if h < 14 else "下晝" if h < 18 else "夜晚"
        half = "半" if mi == 30 else ""
        return r.choice([f"{part}{_cn(h12)}點{half}", f"{part}{h12}點{half}", f"{h}:{mi:02d}",
                         f"{h12}{':30' if mi == 30 else ''}{'am' if h < 12 else 'pm'}"])

    def day(self, n: int) -> str:
        """Day `n` of the chat's season: 12月14日, 12月14號, 14/12, 12月14日（星期一）."""
        g = _START + timedelta(days=n)
        wk = _WEEK[g.weekday()]
        return self.rng.choice([f"{g.month}月{g.day}日", f"{g.month}月{g.day}號", f"{g.day}/{g.month}", f"{g.month}月{g.day}日（星期{wk}）",
                                f"{g.day}/{g.month}（{wk}）"])

    def meeting(self, n: int) -> str:
        """A day with its weekday, for a meeting moved: 星期三（9/12）, 12月9號禮拜三."""
        g = _START + timedelta(days=n)
        wk = _WEEK[g.weekday()]
        return self.rng.choice([f"星期{wk}（{g.day}/{g.month}）", f"{g.month}月{g.day}號禮拜{wk}"])

    def weekday(self) -> str:
        r = self.rng
        wk = r.choice(_WEEK[:6])
        return r.choice([f"星期{wk}", f"禮拜{wk}", f"下個禮拜{wk}", f"今個星期{wk}"])

    def slot(self, k: str) -> str:
        f = self.shop.fresh
        slots = {"sales": lambda: self.hkd(f("sales", 80, 300) * 100), "bolo": lambda: str(f("bolo", 80, 400)),
                 "rent": lambda: self.hkd(f("rent", 60, 200) * 1000), "milk": lambda: self.hkd(f("milk", 180, 420)),
                 "smile": lambda: str(f("smile", 200, 3000)), "keeta": lambda: str(f("keeta", 40, 200)),
                 "elec": lambda: self.hkd(f("elec", 60, 300) * 100), "spam": lambda: str(f("spam", 10, 90)),
                 "cups": lambda: str(f("cups", 300, 900)), "reno": lambda: self.hkd(f("reno", 8, 60) * 10000),
                 "wage": lambda: self.hkd(f("wage", 20, 80) * 5000), "fine": lambda: self.hkd(f("fine", 2, 20) * 500),
                 "date": lambda: self.day(f("d", 1, 100)), "time": lambda: self.time(f("h", 6, 23)), "wd": self.weekday}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.shop.fresh
        draws = {"wifi": lambda: f"{r.choice(['CheungKee', 'milktea', 'bolo', 'ckt', 'mk'])}{r.choice(['', '_', '@'])}{r.randrange(1000, 9999)}",
                 "fps": lambda: str(r.randrange(1_000_000, 9_999_999)) if r.random() < 0.5 else f"{r.choice('5679')}{r.randrange(100, 999)} {r.randrange(1000, 9999)}",
                 "inv": lambda: f"WK{r.randrange(100000, 999999)}", "ref": lambda: f"R2612{r.randrange(10000, 99999)}",
                 "link": lambda: f"https://s.openrice.com/{code(r, 7)}", "tel": lambda: f"{r.choice('5679')}{r.randrange(100, 999)} {r.randrange(1000, 9999)}",
                 "lock": lambda: str(r.randrange(1000, 999999)),
                 "place": lambda: r.choice(["太子嗰間海鮮酒家", "老闆屋企", "深水埗舖收舖後", "荔枝角嘅火鍋店", "美孚嘅私房菜", "尖沙咀海景酒樓",
                                            "旺角嘅韓燒", "長沙灣嘅打邊爐"]),
                 "price": lambda: self.hkd(f("price", 18, 36)), "hour": lambda: self.time(*divmod(f("hour", 11, 18) * 30, 60)),
                 "egg": lambda: self.hkd(f("egg", 38, 76)),
                 "when": lambda: self.meeting(f("w", 1, 60)),
                 "lunch": lambda: self.time(*divmod(f("lunch", 27, 32) * 30, 60)), "bread": lambda: f"{f('bread', 20, 80)}條"}
        return self.shop.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def mid(self) -> str:
        r = self.rng
        if r.random() < 0.3:  # two things said at once, one after the other
            first, sep = self.one(), r.choice(["，", " ", "\n", "。"])
            return first + ("" if sep in "，。" and not first[-1].isalnum() else sep) + self.one(0.5)
        return self.one()

    def one(self, share: float = 0.4) -> str:
        """One thing a member says, with a mark at its end (`share` of the time) or, as most write, none."""
        r = self.rng
        t = r.choice(_MID)
        said = t.format(n=r.choice(_NICK), b=r.choice(_BRANCH), k=r.randrange(1, 30), q=r.randrange(8, 90))
        said = said.replace("，", r.choice(["，", "，", " ", ",", ""]))
        if r.random() >= share or not said[-1].isalnum():
            return said
        return said + (r.choice(["？", "?", "？？", "呀？"]) if t in _ASK else r.choice(["。", "！", "!!", "~", "🙏", "😅", "😂"]))

    def menu(self) -> str:
        r = self.rng
        if r.random() < 0.35:
            return (r.choice(["【早餐】7:00-11:00", "聽日早餐餐牌", "早餐價錢update👇"])
                    + f"\n常餐 ${r.randrange(38, 46)}：火腿通粉/沙嗲牛肉麵＋炒蛋＋牛油多士＋熱飲"
                    + f"\n特餐 ${r.randrange(44, 52)}：餐肉煎蛋＋雪菜肉絲米＋牛油多士＋熱飲"
                    + f"\n快餐 ${r.randrange(40, 50)}：腿蛋治＋鮮油多＋熱飲\n凍飲+$3　轉檸茶+$5" + r.choice(["", "\n多士可轉菠蘿油+$4", ""]))
        dishes = ["豉汁蒸排骨飯", "焗豬扒飯", "咖喱牛腩飯", "星洲炒米", "餐蛋公仔麵", "粟米斑塊飯", "滑蛋蝦仁飯", "叉燒煎蛋飯", "乾炒牛河",
                  "番茄牛肉通粉", "沙嗲牛肉麵", "鮮茄肉片飯"]
        rows = [f"{'ABCDEF'[i]}. {d} ${r.randrange(42, 72)}" for i, d in enumerate(r.sample(dishes, r.randrange(4, 7)))]
        head = r.choice([f"【{r.choice(['深水埗', '旺角'])}店 今日午餐】11:30-14:30", "今日午市餐牌👇", "聽日lunch menu"])
        return (head + "\n" + "\n".join(rows) + "\n跟餐飲品：熱飲免費，凍飲+$3，檸茶/檸水+$5"
                + r.choice(["", "\n（A餐限量50份）", "\n唔該樓面記住推B餐", "\n價錢已包加一"]))

    def supplier(self) -> str:
        r = self.rng
        items = [("嘉頓方包", "條", 20, 90), ("三花淡奶", "箱", 2, 12), ("梅林午餐肉", "箱", 1, 8), ("出前一丁", "箱", 2, 10), ("雞蛋", "板", 5, 30),
                 ("牛油", "磅", 5, 40), ("煉奶", "罐", 6, 48), ("茶葉", "包", 2, 12), ("雞翼", "kg", 5, 30)]
        rows = [f"{n}　x {r.randrange(lo, hi)}{u}" for n, u, lo, hi in r.sample(items, r.randrange(4, 8))]
        g = _START + timedelta(days=r.randrange(0, 100))
        return (f"【偉記食品 訂貨單】\n送貨日期：{g.day}/{g.month}\n分店：{r.choice(['深水埗', '旺角'])}\n------------\n" + "\n".join(rows)
                + f"\n------------\n合計：HK${grouped(r.randrange(18, 160) * 50, ',')}\n請於早上7時前送到，謝謝"
                + r.choice(["", "\n\n老闆睇吓啱唔啱", "\n已send畀偉記", ""]))

    def roster(self) -> str:
        r = self.rng
        g = _START + timedelta(days=r.randrange(0, 90))
        e = g + timedelta(days=6)
        days = sorted(r.sample(range(7), r.randrange(4, 8)))
        rows = [f"{_WEEK[d]}：{a}（早）{b}（晚）" for d, (a, b) in zip(days, [r.sample(_NICK, 2) for _ in range(7)])]
        return (f"【{r.choice(['深水埗', '旺角'])}更表 {g.day}/{g.month}-{e.day}/{e.month}】\n" + "\n".join(rows)
                + r.choice(["", "\n有問題同陳太講", "\n唔該大家check吓自己啲更"]))

    def takeaway(self) -> str:
        r = self.rng
        food = [("餐蛋麵", 42), ("凍檸茶", 22), ("熱奶茶", 19), ("西多士", 32), ("菠蘿油", 18), ("焗豬扒飯", 62), ("沙嗲牛肉麵", 45), ("凍鴛鴦", 23),
                ("炸雞髀", 28), ("火腿通粉", 38)]
        picks = r.sample(food, r.randrange(2, 5))
        lines = [f"{q}x {n} ${p * q}" for (n, p), q in ((x, r.randrange(1, 4)) for x in picks)]
        total = sum(int(x.rsplit("$", 1)[1]) for x in lines)
        which = r.random()
        if which < 0.4:
            return (f"🐼 foodpanda 新訂單 #{code(r, 4).lower()}-{code(r, 4).lower()}\n" + "\n".join(lines)
                    + f"\n小計：${total}\n總計：HK${total + r.choice([0, 8, 12])}.0\n預計取餐時間：{r.randrange(11, 21)}:{r.choice(['05', '20', '35', '50'])}")
        if which < 0.75:
            return (f"Keeta 訂單 #{r.randrange(1000, 9999)}\n顧客：{r.choice(_SURNAME)}**\n" + "\n".join(lines)
                    + f"\n備註：{r.choice(['少冰', '走蔥', '多汁', '唔要餐具', '凍飲分開袋'])}\n實付：${total}")
        g = _START + timedelta(days=r.randrange(0, 60))
        return (f"OpenRice 訂座確認\n姓名：{r.choice(_SURNAME)}{r.choice(['先生', '小姐'])}\n人數：{r.randrange(2, 12)}位\n日期：{g.year}-{g.month:02d}-{g.day:02d}\n"
                f"時間：{r.randrange(12, 21)}:{r.choice(['00', '30'])}\n分店：{r.choice(['深水埗', '旺角'])}" + r.choice(["", "\n有BB櫈", "\n生日，要蛋糕碟"]))

    def payment(self) -> str:
        r = self.rng
        amt = grouped(r.randrange(3, 500) * 10, ",")
        which = r.random()
        if which < 0.35:
            return (f"PayMe\n你已收到 HK${amt}.00\n來自 {r.choice(['Wong', 'Chan', 'Lee', 'Cheung', 'Ho'])} {code(r, 1).upper()}***\n"
                    f"訊息：{r.choice(['午餐', '外賣', '🍜', '多謝', '按金'])}")
        if which < 0.7:
            return (f"【轉數快FPS】你已成功收款 HK${amt}.00\n參考編號：FRN2026{r.randrange(10**11, 10**12)}\n"
                    f"付款人：{r.choice(_SURNAME)}**" + r.choice(["", "\n\n偉記嗰筆過咗數", "\n收到喇"]))
        return (f"八達通日結報告\n{r.choice(['深水埗', '旺角'])}店　終端機 {r.randrange(100000, 999999)}\n交易數目：{r.randrange(80, 600)}\n"
                f"總額：${grouped(r.randrange(2000, 20000), ',')}.{r.randrange(0, 10)}\n結算時間：{r.choice(['22:', '23:'])}{r.randrange(0, 60):02d}")

    def typhoon(self) -> str:
        r = self.rng
        signal = r.choice(["一號戒備信號", "三號強風信號", "八號東北烈風或暴風信號", "八號西南烈風或暴風信號"])
        h = r.randrange(0, 24)
        return (f"天文台消息：{signal}已於{'上午' if h < 12 else '下午'}{h % 12 or 12}時{r.choice(['10', '20', '40'])}分發出。"
                f"{r.choice(['颱風', '強烈熱帶風暴', '超強颱風', '熱帶風暴'])}{r.choice(_TYPHOON)}集結在香港{r.choice(['東南', '南', '西南'])}約{r.randrange(80, 600)}公里，"
                f"預料向{r.choice(['西北', '西', '北'])}移動，時速約{r.randrange(10, 25)}公里。"
                + r.choice(["", "\n\n八號波喎，聽日開唔開舖？", "\n打風喇，大家早啲返屋企", "\n收三號波照開", ""]))

    def licence(self) -> str:
        r = self.rng
        if r.random() < 0.6:
            return (f"食物環境衞生署\n普通食肆牌照\n牌照號碼：2{r.randrange(10**7, 10**8)}\n持牌人：陳國強\n"
                    f"店址：九龍{r.choice(['深水埗福華街', '旺角通菜街'])}{r.randrange(20, 200)}號地下\n有效期至：2027年{r.randrange(1, 13)}月{r.randrange(1, 29)}日\n"
                    "（請將牌照展示於當眼處）")
        return ("食物環境衞生署 巡查紀錄\n" + "\n".join(r.sample(["廚房地台：合格", "食物貯存溫度：合格", "員工衞生：合格", "防蟲措施：需改善",
                                                               "垃圾處理：合格", "餐具清洗：合格", "通風：需改善"], 4))
                + "\n督察：" + r.choice(_SURNAME) + "先生" + r.choice(["", "\n\n陳太：大家睇吓需改善嗰啲", ""]))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_SHORT), None)), (lambda: (self.mid(), None)), (lambda: (self.menu(), None)),
                  (lambda: (self.supplier(), None)), (lambda: (self.roster(), None)), (lambda: (self.takeaway(), None)),
                  (lambda: (self.payment(), None)), (lambda: (self.typhoon(), None)), (lambda: (self.licence(), None)),
                  (lambda: (ramble(r, _WAH, 6, r.choice(["", "", " "])), None)), (lambda: (letter(r, _BOSS, sep="\n"), None)),
                  (lambda: (_TIPS, None)), (lambda: (r.choice(_STORY).format(n=r.choice(_NICK)), None)), (lambda: (r.choice(_LINKS).format(c=code(r, 11), n=r.randrange(10**5, 10**7), m=r.randrange(10**14, 10**15)), None)),
                  (lambda: (f"{_MORNING}{r.choice(['', ' ', chr(10)])}{self.mid()}", None)), self.photo, self.voice, self.document, self.sticker]
        weights = [26, 32, 2.5, 2.5, 1.8, 3.5, 2.5, 1.5, 1, 2.5, 2, 3, 5, 2.5, 4, 6, 4, 1.5, 3]
        return r.choices(makers, weights)[0]()

    def photo(self) -> Said:
        r = self.rng
        g = _START + timedelta(days=r.randrange(0, 60))
        return (r.choice(["", "", "今日嘅菠蘿包😍", "雪櫃溫度", "個客留低嘅嘢", "新餐牌", "門口排晒隊", "壞咗嘅爐頭", "收據"]),
                media("photo", f"IMG-{g.year}{g.month:02d}{g.day:02d}-WA{r.randrange(0, 9999):04d}.jpg", "image/jpeg", r.randrange(60_000, 3_000_000)))

    def voice(self) -> Said:
        r = self.rng
        g = _START + timedelta(days=r.randrange(0, 60))
        return (r.choice(["", "", "", "我揸緊車，講語音", "🎤"]),
                media("voice", f"PTT-{g.year}{g.month:02d}{g.day:02d}-WA{r.randrange(0, 9999):04d}.opus", "audio/ogg", r.randrange(4_000, 500_000)))

    def document(self) -> Said:
        r = self.rng
        name, mime = r.choice([(f"更表_{r.randrange(1, 13)}月.pdf", "application/pdf"), (f"偉記_invoice_{r.randrange(1000, 9999)}.pdf", "application/pdf"),
                               ("menu_2026冬季.pdf", "application/pdf"), (f"營業額_{r.randrange(1, 13)}月.xlsx",
                                                                         "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")])
        return r.choice(["", "", "睇吓", "老闆要嘅"]), media("document", name, mime, r.randrange(20_000, 900_000))

    def sticker(self) -> Said:
        r = self.rng
        return "", media("sticker", f"STK-2026{r.choice(['1129', '1203', '1214', '1225'])}-WA{r.randrange(0, 9999):04d}.webp", "image/webp",
                         r.randrange(8_000, 70_000))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_MORNING}{text}", f"{_MORNING}\n{text}", f"{text}\n\n{_TIPS}", f"{ramble(r, _WAH, 4, '')}對喇{text}",
                         f"今日開會講咗：\n1. {text}\n2. {self.mid()}", f"{text}🙏", f"{self.typhoon()}\n\n另外，{text}", f"{text}，唔該晒",
                         f"大家留意：{text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.031) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    s = _ChaChaanTeng(rng)
    people = [f"852{rng.choice('5679')}{rng.randrange(1_000_000, 9_999_999)}" for _ in range(rng.randrange(8, 18))]  # Hong Kong mobile numbers

    # Busy from before the breakfast rush to after closing; quiet in the small hours.
    def gap() -> int:
        return rng.randrange(15, 1500) if rng.random() > 0.1 else rng.randrange(6 * 3600, 20 * 3600)

    voice = Voice(s.shop, s.chatter, s.wrap, 0.24, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
