"""The yeshi family: the LINE group of the stall owners of a night market (夜市) in Tainan, Taiwan, with its self-governance committee (自治會), in Taiwan Mandarin.

Written for batch 16, while ghalla, homestay and lavash (batch 15) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. 府南夜市, on a parking lot off
金華路 in Tainan's South District, opens on Tuesdays, Thursdays and Saturdays (二四六) from about five
in the afternoon to midnight, with some hundred and thirty stalls in rows A to E (A03, C12), a
service desk (服務台) at the entrance and the committee's office (管理室) behind it. Its LINE group
("府南夜市攤商群組") holds the vendors (scallion pancakes, oyster omelette, bubble tea, the games
stalls with 撈金魚, 射氣球 and 彈珠台), their teenage children who help at the stalls, the committee
chair and its treasurer. They write Taiwan Mandarin in traditional characters, mostly without spaces:
the chair, 林振發 (發哥), posts formal notices that open "各位頭家、頭家娘大家好：" and are signed
"府南夜市自治會 主任委員 林振發 敬啟"; the treasurer, 秀琴, posts the same reminder about the monthly
management and cleaning fees, the rubbish and the oil again and again; the older vendors mix in
Taiwanese Hokkien in Han characters or its internet spellings (歹勢, 足讚, 甲霸未, 莫宰羊, 母湯, 賀啦,
金價, 哩賀, 古錐); 珠姨 of the oyster omelette writes one long message with no punctuation about the
market in 民國七十幾年, her knees and her grandchildren; the young bubble-tea owner code-mixes
English ("POS", "check 一下", "sorry", "IG") and writes one long, well punctuated message on how he
cooks his tapioca pearls; the teenagers write zhuyin particles and internet slang ("好ㄉ", "是ㄇ",
"XDDD", "笑死", "++"). Some write with full punctuation (，。！？～), some with none, some with spaces
between clauses. Pasted into the chat: the fee table by stall number, the meter readings, the patrol
roster, the committee's minutes, the Central Weather Administration's forecast for Tainan, a bank
transfer SMS or a LINE Pay receipt, a stall's price list, a LINE poll, a POS's e-invoice error log
and forwarded notices of the city government; links to Google Maps, Facebook, Instagram, YouTube,
the weather service, Google Forms and LINE; photos, videos, voice messages, very many stickers and
documents (the minutes in PDF, the stall register in XLSX). Money is "NT$1,500", "1500元", "1,500元",
"1500塊", "$1500", "一千五" and "1.5萬"; dates "12月14日", "12月14號", "12/14", "12/14(六)",
"12/14（週六）", "115/12/14" and "民國115年12月14日" (the ROC year: 115 is 2026); times "下午五點半",
"下午5點半", "17:30", "五點半" and "晚上7:30".
Its facts are said the committee's way ("自治會決議：寒流天的收攤時間，提早到十一點收。",
"B排的排長現在是陳美玲，B排的事先跟排長講").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "yeshi"
LANGUAGE = "zh-TW"
# Messages per chat by default: about 18,000 to 30,000 characters of history and about 20 facts.
MESSAGES = 760

_ZHOU = "一二三四五六日"  # the weekday after 週, 星期 or 禮拜, Monday first
_SHU = {1: "一", 2: "兩", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九", 10: "十", 11: "十一", 12: "十二"}
_DIGIT = "零一二三四五六七八九"
# Vendors, kids and places as the chatter names them (never a fact's person).
_NICK = ["阿明", "珠姨", "Kevin", "阿豪", "小芸", "秀琴姐", "發哥", "阿德", "美華姐", "阿伯", "胖虎", "小萱", "阿雄", "Amy", "阿玉嫂", "志明仔"]
_WEI = ["A排", "B排", "C排", "D排", "E排", "入口", "服務台旁邊", "廁所那邊", "停車場出口", "C排尾巴", "土地公廟前面", "B排轉角", "遊戲區"]
_TANZI = ["阿明蔥油餅", "珠姨蚵仔煎", "好茶日常", "阿豪彈珠台", "撈金魚", "射氣球", "阿雄鹹酥雞", "炭烤玉米", "麻辣臭豆腐", "大腸包小腸", "炭烤魷魚",
          "QQ地瓜球", "雞蛋糕", "青蛙下蛋", "章魚燒", "夜市牛排", "蚵嗲", "棺材板", "甘蔗汁", "手工粉圓"]

_HUI = Wording(
    topics=[("過年期間的營業時間", ["除夕公休，初一到初五照常營業", "除夕到初二休息，初三開始擺", "照平常二四六，不另外調"]),
            ("今年尾牙的辦法", ["在停車場空地辦桌，請外燴", "去安平的海產店包三桌", "今年不辦，改發紅包"]),
            ("入口的招牌燈", ["換成LED跑馬燈", "先修舊的就好", "等市府補助下來再換"]),
            ("垃圾子母車的位置", ["移到停車場最後面那排", "維持在E排尾巴", "跟隔壁加油站談好放他們後面"]),
            ("發電機的使用", ["只有停電才能開，平常禁止", "每攤輪流保養，一個月一攤", "賣掉，改拉臨時電"]),
            ("新攤位的抽籤方式", ["公開抽籤，主委當場抽", "照排隊登記的順序", "老攤商的子女優先"]),
            ("寒流天的收攤時間", ["提早到十一點收", "照常做到十二點", "看人潮自己決定，不硬性規定"]),
            ("群組的規矩", ["只講夜市的事，不要傳長輩圖", "賣東西的廣告一律不准貼", "晚上十二點以後不要發訊息"]),
            ("行動支付", ["全夜市統一掛街口跟LINE Pay", "每攤自己決定", "先試辦三個月，再開會檢討"]),
            ("流動廁所", ["加租兩間放在B排後面", "跟廟方借廁所，每月給清潔補貼", "維持現在一間就好"]),
            ("耶誕節的活動", ["辦集點換禮物，滿五攤送小禮", "請街頭藝人來表演", "不辦，人已經夠多了"]),
            ("機車停放", ["全部停到對面的收費停車場", "劃白線，只能停在入口右邊", "請義交來指揮"])],
    decided=["自治會決議：{s}，{c}。", "昨天開會表決的結果，{s}就{c}，多數通過，不再討論囉",
             "各位頭家：{s}已經決定了——{c}。\n主委 林振發", "好啦就這樣決定 {s} {c} 👍",
             "跟大家報告，{s}的部分：{c}。有意見的下次開會再提", "投票結果出來了📊 {s} → {c}，謝謝大家投票🙏",
             "{s}講了三個禮拜了啦 結論就是{c} 卡緊做代誌", "【決議】{s}：{c}"],
    numbers=[("這個月自治會帳戶餘額：{big}", ("自治會帳戶餘額", "{big}")),
             ("目前有登記的攤位總共{stalls}攤，比去年多", ("有登記的攤位總共", "{stalls}攤")),
             ("上禮拜六入口的人潮計數器算到{crowd}人次，破紀錄了🎉", ("人潮計數器算到", "{crowd}人次")),
             ("11月整個夜市的總電費：{elec}，單子在管理室", ("整個夜市的總電費", "{elec}")),
             ("尾牙每個人要出{share}，小孩免費", ("尾牙每個人要出", "{share}")),
             ("這次衛生局抽驗不合格的有{fail}攤，大部分是冰塊跟飲用水", ("衛生局抽驗不合格", "{fail}攤")),
             ("新的攤位押金是{deposit}，退攤的時候會退", ("新的攤位押金", "{deposit}")),
             ("上個月廚餘總共清了{kg}公斤", ("上個月廚餘總共清了", "{kg}公斤")),
             ("招牌燈的維修報價{quote}，含工錢跟吊車", ("招牌燈的維修報價", "{quote}")),
             ("對面停車場的月租一格{park}", ("停車場的月租一格", "{park}")),
             ("今年排隊等攤位的還有{wait}戶", ("排隊等攤位的還有", "{wait}戶")),
             ("消防隊來看過，說全夜市的滅火器要{ext}支才夠", ("全夜市的滅火器要", "{ext}支"))],
    dates=[("年終尾牙訂在{dt} {tm}，大家那天早點收", ("年終尾牙訂在", "{dt}")),
           ("衛生局{dy}{tm}會來稽查，冰箱溫度跟食材標示要顧好", ("會來稽查", "{tm}")),
           ("下次自治會開會：{dt} {tm}，在管理室", ("下次自治會開會", "{dt}")),
           ("台電{dy}{tm}要來換變壓器，那天會停電一下", ("要來換變壓器", "{tm}")),
           ("消防演練排在{dt} {tm}，每攤至少派一個人", ("消防演練排在", "{dt}")),
           ("清水溝的工班{dy}{tm}進場，E排的桌椅先收起來", ("清水溝的工班", "{tm}")),
           ("新攤位申請的截止日：{nd}，逾期不受理", ("新攤位申請的截止日", "{nd}")),
           ("管理費的收據{nd}以前會統一發下去", ("管理費的收據", "{nd}")),
           ("里長說{dt}要來發春聯，{tm}在服務台", ("要來發春聯", "{dt}")),
           ("電視台{dy}{tm}要來拍美食節目，大家攤子整理一下", ("要來拍美食節目", "{tm}"))],
    people=["陳美玲", "黃志偉", "張淑芬", "李冠廷", "吳佳穎", "蔡明哲", "許雅婷", "鄭宇翔", "楊素琴", "郭俊宏", "洪詩涵", "謝文彬", "曾秀鳳", "劉柏毅"],
    roles=[("從下個月起，夜市的消防安全負責人是{p}，滅火器、逃生動線有問題直接找{p}", "消防安全負責人"),
           ("{p}接任自治會的監事，上次大會通過了", "自治會的監事"),
           ("B排的排長現在是{p}，B排的事先跟排長講", "B排的排長"),
           ("管理室的鑰匙以後交給{p}保管", "管理室的鑰匙"),
           ("記帳跟開收據的工作改由{p}負責", "記帳跟開收據"),
           ("我們跟市府市場處的窗口是{p}", "市場處的窗口"),
           ("臉書粉專跟IG現在是{p}在經營，有照片可以傳給她", "臉書粉專跟IG"),
           ("廚餘清運的合約是{p}在對接", "廚餘清運的合約"),
           ("新攤商的輔導員：{p}，剛進來的有問題先問", "新攤商的輔導員"),
           ("晚上巡邏隊的隊長由{p}擔任", "巡邏隊的隊長"),
           ("{p}是我們夜市的法律顧問，租約的事可以問", "夜市的法律顧問"),
           ("水電的部分以後都找{p}，有甲級證照", "水電的部分")],
    tasks=["去區公所送攤商名冊", "把B排破掉的帆布補起來", "跟台電申請增加用電容量", "去買新的垃圾袋跟廚餘桶", "把入口的LED招牌拍照給廠商估價",
           "印下個月的攤位排班表", "幫忙做耶誕節集點卡", "去五金行買延長線跟防水膠帶", "把停車場地上的白線重新畫", "打電話叫抽水肥的車來",
           "檢查每攤的瓦斯管有沒有過期", "整理管理室後面的倉庫", "寫陳情書給議員講停車位的事"],
    asked=["有誰可以{a}？拜託一下🙏", "{a}這件事到現在還沒人認領欸", "誰有空{a}～～", "需要一個人{a}，這禮拜內要弄好",
           "請問{a}是誰要負責？好像還沒人做", "欸 {a} 誰要去 還是又要我去😮‍💨", "誠徵志工：{a}，自治會出車馬費"],
    edits=[("自治會收清潔費的帳號：臺灣銀行（004）{x}，戶名府南夜市自治會",
            "自治會收清潔費的帳號：臺灣銀行（004）{y}，戶名府南夜市自治會（剛剛打錯，歹勢）", "自治會收清潔費的帳號", "acct"),
           ("管理室的電話：{x}", "管理室的電話：{y}，之前那支是舊的", "管理室的電話", "tel"),
           ("服務台WiFi密碼：{x}", "服務台WiFi密碼：{y}（大小寫要注意）", "服務台WiFi密碼", "wifi"),
           ("停車場鐵捲門的密碼是{x}", "停車場鐵捲門的密碼是{y}，上禮拜改過了", "停車場鐵捲門的密碼", "gate"),
           ("攤商資料更新的表單：{x}", "攤商資料更新的表單：{y}（前一個連結打不開）", "攤商資料更新的表單", "link"),
           ("自治會的統一編號：{x}，要開發票的記一下", "自治會的統一編號：{y}，要開發票的記一下，前面那個是別的單位的", "自治會的統一編號", "ubn"),
           ("水電師傅阿成的手機：{x}", "水電師傅阿成的手機：{y}，我少打一碼", "水電師傅阿成的手機", "cell"),
           ("夜市總電錶的電號：{x}", "夜市總電錶的電號：{y}，照帳單重抄的", "總電錶的電號", "meter")],
    changes=[("尾牙的集合時間是{x}，在停車場集合", ["尾牙的集合時間改成{y}喔，餐廳那邊說要晚一點", "更正：尾牙的集合時間是{y}，不是剛才講的那個"],
              "尾牙的集合時間", "time"),
             ("每度電分攤{x}，照各攤電錶算", ["重算過了，每度電分攤{y}", "台電漲價，每度電分攤改{y}"], "每度電分攤", "kwh"),
             ("攤位抽籤的日期：{x}", ["攤位抽籤的日期延到{y}", "主委說攤位抽籤的日期改{y}"], "攤位抽籤的日期", "date"),
             ("廚餘桶一桶清運費{x}", ["廚餘桶一桶清運費漲到{y}了", "跟廠商重談，廚餘桶一桶清運費{y}"], "廚餘桶一桶清運費", "fee"),
             ("冬至搓湯圓的地點：{x}", ["冬至搓湯圓的地點換到{y}", "冬至搓湯圓的地點改在{y}，原本的借不到"], "冬至搓湯圓的地點", "place"),
             ("寒流那幾天開市時間延到{x}", ["寒流那幾天開市時間再改，{y}開", "修正一下：寒流那幾天開市時間是{y}"], "寒流那幾天開市時間", "time"),
             ("新攤商的試營運期：{x}", ["新攤商的試營運期改成{y}", "大會通過，新攤商的試營運期{y}"], "新攤商的試營運期", "period"),
             ("過年加開的那天是{x}", ["過年加開的那天改成{y}", "廟方有活動，過年加開的那天換{y}"], "過年加開的那天", "date")])

# The chatter.
_DUAN = ["好", "好喔", "好ㄉ", "好ㄛ", "收到", "收到🙏", "收到～", "OK", "ok啦", "okok", "👌", "👍", "👍👍👍", "+1", "++", "讚", "足讚👍", "水喔", "歹勢",
         "歹勢歹勢", "謝謝", "謝謝主委", "感恩", "感恩🙏", "3Q", "辛苦了", "主委辛苦了", "秀琴姐辛苦了", "哈哈哈", "哈哈哈哈哈", "XDD", "XDDD", "笑死",
         "真的假的", "蛤", "？？", "嗯嗯", "對啊", "嘿啊", "免驚", "沒問題", "無問題啦", "了解", "了解～", "我也是", "同意", "贊成", "附議", "好的",
         "午安", "晚安", "大家辛苦了", "今天人好多", "好冷🥶", "下雨了", "收攤了嗎", "到了", "在路上", "等我一下", "馬上到", "🙏🙏", "😂", "🤣🤣", "😭",
         "🔥", "❤️", "💪", "😅", "喔喔", "醬子喔", "粉好", "我看看", "等等回", "在忙", "甲霸未？", "莫宰羊", "夭壽", "阿彌陀佛", "恭喜恭喜",
         "生意興隆💰", "加油💪", "好險", "可憐喔", "哩賀", "母湯喔", "賀啦", "金價？", "古錐", "是ㄇ", "我ㄇ？", "ㄏㄏ", "ㄎㄎ", "有人在嗎", "已轉",
         "轉好了", "已繳", "我明天補", "我看不到圖", "圖呢", "傳錯了", "傳錯群組 歹勢", "不好意思", "沒事了", "OK了", "好啦好啦", "安啦", "ho-lah",
         "m̄-thang啦", "gogo", "衝啊", "讚讚", "唉", "嗚嗚", "傻眼", "🥶🥶", "🧋", "🦪", "🎣", "🎈", "早點休息"]
_ZHONG = ["{n}你的攤子燈沒關喔", "今天{p}那邊好擠，客人都卡住了", "有人有多的瓦斯桶嗎？我的快沒了", "誰的機車停在{p}，擋到出口了啦",
          "剛剛有個阿伯在{p}跌倒，已經扶起來了，沒事", "今天麵粉又漲了，真的會做到哭", "{n}等一下幫我顧一下攤，我去上廁所",
          "有人看到我的大聲公嗎？", "今天是不是比較少人，還是只有我這邊", "下雨了，大家帆布拉好喔", "{n}你女兒好會招呼客人欸，好厲害",
          "蚵仔今天安平那邊沒什麼貨", "零錢不夠，誰可以換我一千的", "有客人掉了一個皮夾在{p}，我先拿去服務台", "欸那隻流浪狗又來了，大家不要餵牠啦",
          "Uber Eats的單好多，做不完", "誰有延長線借一下，我的壞了", "阿嬤說明天要拜拜，我們會晚一點開", "停車場又被外面的人停滿了",
          "剛剛警察來晃一圈，說是例行的", "水溝好臭，是不是又有人倒油", "{n}你那邊還有冰塊嗎？", "我家小孩說要來幫忙，結果在玩手機🙄",
          "今天賺的還不夠付瓦斯錢😮‍💨", "好冷喔，大家多穿一點", "誰知道附近哪裡有在修發電機的？", "請問有人有看到一隻橘貓嗎？我們家的",
          "觀光客變多了，好多講日文的", "韓國客人問我可不可以不要加辣，我用比的XD", "剛剛有網紅來拍，不知道是誰", "今天的珠姨好像沒來？",
          "{p}的燈又在閃了", "收攤記得把火關好，安全第一", "誰要訂便當？我幫大家訂", "我在停車場，找不到車位", "今天刷LINE Pay的變好多",
          "有人要一起團購塑膠袋嗎？一起叫比較便宜", "{n}，你的推車擋到我了啦", "欸今天是不是有人在{p}放鞭炮", "垃圾車今天好早來",
          "我媽叫我問說明天要不要擺", "好ㄉ我跟我爸講", "我今天幫我媽顧攤ㄟ，超累", "笑死剛剛客人說我們家的珍奶比隔壁好喝",
          "是ㄇ 我以為今天休息", "我爸說ㄅ會那麼早收", "有人可以幫我看一下攤子嗎，五分鐘就好", "剛剛停電一下下，嚇死",
          "{n}你的鍋子還在我這", "今天的風好大，帆布差點飛走", "有沒有人要交換零錢", "客人說廁所沒衛生紙了", "{p}地上好滑，走路小心",
          "今天來了一團遊覽車的", "哩賀 今天生意按怎", "歹勢我今天晚點到，塞車", "啊這樣是要怎麼做生意啦", "莫宰羊欸，問主委啦",
          "{n}母湯喔，油不能倒水溝", "那個小朋友撈金魚撈了二十分鐘XD", "射氣球的氣球又被風吹走了", "彈珠台今天又卡住，要找人修",
          "我今天蔥油餅被團購包走了，提早收", "有沒有人知道哪裡可以印貼紙", "IG上有人在講我們夜市欸，好像是好評", "今天Kevin請大家喝飲料，讚啦",
          "有人要去好市多嗎，幫我帶一箱奶油", "今天的客人好兇", "哈哈哈剛剛有個小孩叫我阿伯，我才三十五", "現在是怎樣，網路好慢",
          "剛才有位先生說要找主委", "可以幫我轉告{n}嗎，電話都沒接", "最近晚上比較多騎車亂竄的，大家注意一下", "我那台冰箱好像壞了，溫度一直上不去",
          "我先收了，大家辛苦了", "今天竟然賣完了😭開心", "冷到手都在抖", "有人的小孩在{p}哭，在找爸媽", "昨天那個阿姨又來殺價了"]
# How a question ends (the punctuating writers put "？" after it).
_WEN = "嗎呢ㄇ"
_AZHU = ["各位頭家頭家娘大家好", "珠姨跟大家講一下", "我在這個夜市擺蚵仔煎擺三十幾年了 民國七十幾年那時候這裡還是一片田", "以前哪有什麼自治會 都是大家互相照顧啦",
         "現在的少年仔都只會看手機 客人在等也不知道", "天氣冷了大家要穿卡燒咧 不要感冒", "我那個孫仔說要幫我弄什麼IG 我也聽無",
         "去年那個颱風把我的帆布吹走 我到現在還會怕", "做生意要古意啦 蚵仔要新鮮 不要給人家吃壞肚子", "主委人很好 大家不要再罵他了",
         "我膝蓋不好 收攤的時候誰可以幫我推一下車 感恩啦", "食飽未 大家都要記得吃飯 不要做到忘記", "阿彌陀佛 保佑大家生意興隆 平安賺錢",
         "歹勢我不太會打字 都是我孫女教我的", "我那個時候一盤蚵仔煎才賣二十塊 現在什麼都貴", "大家都是出來打拼的 互相啦"]
_KEVIN = ["跟大家分享一下我們家珍珠的做法，之前有人問。", "粉圓是跟嘉義的工廠叫貨的，一包3公斤，當天煮當天用完，隔夜的一律倒掉。",
          "水滾之後下珍珠，大火煮25分鐘，再燜25分鐘，撈起來過冷水，最後泡黑糖漿。", "黑糖是用沖繩黑糖加台糖二砂自己熬的，比例大概1:2。",
          "茶葉的部分，紅茶用阿薩姆，綠茶用四季春，都是每兩小時重泡一次。", "冰塊一定要用有檢驗的製冰廠，衛生局很常抽冰塊，大家要小心！",
          "鮮奶用的是林鳳營，之前換過便宜的，客人喝得出來。", "杯子跟吸管現在都要用環保的，內用不能給塑膠吸管。",
          "另外，POS機我是用iPad＋發票機，一個月月租699，其實還蠻好用的。", "以上給大家參考，有問題可以私訊我 😊"]
_ZHUWEI = ["各位頭家、頭家娘大家好：",
           "近日天氣轉涼，使用瓦斯爐及電暖器請特別注意安全，收攤前務必確認瓦斯關閉。",
           "請各攤商營業時不要將桌椅、貨物擺出攤位紅線外，以免影響消防通道。",
           "市府市場處近期將加強查核攤位面積與營業登記，請大家配合。",
           "油水請倒入集油桶，嚴禁倒入水溝，若被環保局開罰，由該攤自行負責。",
           "夜市是大家的，請互相尊重、和氣生財，有任何問題歡迎到管理室反映。",
           "停車場僅供攤商卸貨使用，卸貨完畢請將車輛移出，謝謝。",
           "近來有民眾反映部分攤位音樂過大聲，請遊戲區各攤降低音量。",
           "感謝各位一年來的辛苦與配合，祝大家生意興隆、闔家平安。",
           "府南夜市自治會 主任委員 林振發 敬啟"]
_TIXING = ("📢【財務組提醒】各位頭家好，本月管理費及清潔費請於10號前繳清，可現金交到服務台或轉帳到自治會帳戶，轉帳完請在群組回報攤位編號＋帳號末五碼🙏"
           "收攤後垃圾請分類，廚餘倒綠色桶、回收倒藍色桶，油不要倒水溝！謝謝大家配合～ 財務 秀琴")
_WUAN = "各位頭家午安🌞今天也要生意興隆喔"
# What else a meeting went over, when a fact is reported as one of its points.
_HUIYI = ["遊戲區的音樂請小聲一點", "收攤後地上的油漬請自己清乾淨", "卸貨完車子請馬上移走", "走道不要擺椅子", "流浪狗的問題會再找動保處",
          "服務台的開放時間不變", "攤位不能私下轉租", "瓦斯桶請用鐵鍊固定"]
_LIANJIE = ["https://maps.app.goo.gl/{k} 夜市的位置，客人問的話可以給", "https://www.facebook.com/groups/{n}/posts/{m}/ 有人在社團PO我們夜市",
            "https://www.instagram.com/p/{k}/ 網紅來拍的，幫按個讚", "https://youtu.be/{k} 上次電視的片段😂", "https://www.cwa.gov.tw/V8/C/W/County/County.html?CID=67 週末寒流要來",
            "https://forms.gle/{k} 尾牙要吃什麼的調查，填一下", "https://line.me/R/ti/p/@{k} 這是廚餘廠商的官方帳號", "https://reurl.cc/{k} 市府的攤販補助公告",
            "https://www.tainan.gov.tw/News_Content.aspx?n=13370&s={n} 市府的新聞稿", "https://shopee.tw/product/{n}/{m} 這個保溫箱不錯，有人要一起買嗎",
            "https://www.youtube.com/watch?v={k} 大家看這個蔥油餅的做法，跟阿明的很像XD"]
_BOT = ["收到👌", "已經記下來了。", "語音訊息我聽不到，可以打字嗎？🙏", "不客氣！", "時間快到我會再提醒大家⏰"]
_LEI = [("臺灣銀行", "004"), ("土地銀行", "005"), ("合作金庫", "006"), ("第一銀行", "007"), ("中華郵政", "700"), ("國泰世華", "013"), ("台南市農會", "600")]


class _Yeshi:
    """One chat's draws and the night market's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.hui = Planter(rng, _HUI, self.slot, self.value)

    # -- formats ----------------------------------------------------------------------------

    def zh(self, n: int) -> str | None:
        """A round amount in characters, as said aloud ("一千五", "兩千", "三百"), or None."""
        if n % 100 or not 100 <= n < 10000:
            return None
        q, b = divmod(n // 100, 10)
        if not q:
            return ("兩" if b == 2 else _DIGIT[b]) + "百"
        return ("兩" if q == 2 else _DIGIT[q]) + "千" + (_DIGIT[b] if b else "")

    def yuan(self, n: int) -> str:
        """An amount: "NT$1,500", "1500元", "1,500元", "1500塊", "$1500", "一千五" or "1.5萬"."""
        g = grouped(n, ",")
        ways = [f"NT${g}", f"{n}元", f"{g}元", f"{n}塊", f"${n}", f"{g}元"]
        if self.zh(n):
            ways += [str(self.zh(n))] * 2
        if n >= 10000 and n % 1000 == 0:
            ways.append(f"{n / 10000:g}萬")
        return self.rng.choice(ways)

    def renci(self, n: int) -> str:
        """A head count: "12,345" or "12345"."""
        return self.rng.choice([grouped(n, ","), str(n)])

    def ri(self, n: int) -> date:
        return date(2026, 12, 1) + timedelta(days=n)

    def riqi(self, n: int) -> str:
        """A date: "12月14日", "12月14號", "12/14", "12/14(六)", "12/14（週六）", "115/12/14" or "民國115年12月14日"."""
        d = self.ri(n)
        m, dd, w, roc = d.month, d.day, _ZHOU[d.weekday()], d.year - 1911
        return self.rng.choice([f"{m}月{dd}日", f"{m}月{dd}號", f"{m}/{dd}", f"{m}/{dd}({w})", f"{m}/{dd}（週{w}）", f"{roc}/{m:02d}/{dd:02d}",
                                f"民國{roc}年{m}月{dd}日", f"{m}月{dd}日（星期{w}）", f"{m}/{dd}禮拜{w}"])

    def jiezhi(self, n: int) -> str:
        """A deadline: "12月14日", "12/14", "115/12/14", "115年12月14日" or "民國115年12月14日"."""
        d = self.ri(n)
        roc = d.year - 1911
        return self.rng.choice([f"{d.month}月{d.day}日", f"{d.month}/{d.day}", f"{roc}/{d.month:02d}/{d.day:02d}", f"{roc}年{d.month}月{d.day}日",
                                f"民國{roc}年{d.month}月{d.day}日"])

    def shijian(self, h: int, mi: int | None = None) -> str:
        """A time: "下午五點半", "下午5點半", "17:30", "五點半" or "晚上7:30"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30]) if mi is None else mi
        h12 = (h - 1) % 12 + 1
        part = "早上" if h < 12 else "中午" if h == 12 else "下午" if h < 17 else r.choice(["傍晚", "下午"]) if h == 17 else "晚上"
        half = "半" if mi == 30 else ""
        return r.choice([f"{part}{_SHU[h12]}點{half}", f"{part}{h12}點{half}", f"{h}:{mi:02d}", f"{_SHU[h12]}點{half}", f"{part}{h12}:{mi:02d}"])

    # -- the facts' values ------------------------------------------------------------------

    def slot(self, k: str) -> str:
        r, f = self.rng, self.hui.fresh
        slots = {"big": lambda: self.yuan(f("big", 30, 200) * 1000 + r.choice([0, 0, 350, 680])), "stalls": lambda: str(f("stalls", 80, 170)),
                 "crowd": lambda: self.renci(f("crowd", 30, 150) * 100 + r.randrange(0, 100)),
                 "elec": lambda: self.yuan(f("elec", 30, 120) * 1000 + r.randrange(1, 1000)), "share": lambda: self.yuan(f("share", 6, 30) * 50),
                 "fail": lambda: str(f("fail", 2, 10)), "deposit": lambda: self.yuan(f("dep", 3, 21) * 1000),
                 "kg": lambda: grouped(f("kg", 60, 400) * 10, ","), "quote": lambda: self.yuan(f("quote", 16, 120) * 500),
                 "park": lambda: self.yuan(f("park", 12, 36) * 100), "wait": lambda: str(f("wait", 5, 41)), "ext": lambda: str(f("ext", 10, 41)),
                 "dt": lambda: self.riqi(f("d", 0, 110)), "nd": lambda: self.jiezhi(f("d", 0, 110)), "tm": lambda: self.shijian(f("h", 14, 23)),
                 "dy": lambda: r.choice(["這禮拜四", "下禮拜二", "明天", "後天", "禮拜六", "下週四", "這週六", "下禮拜六"])}
        return slots[k]()

    def value(self, kind: str) -> str | None:
        r, f = self.rng, self.hui.fresh

        def cell() -> str:
            a, b, c = r.choice(["0910", "0912", "0921", "0932", "0937", "0955", "0963", "0972", "0988"]), r.randrange(100, 1000), r.randrange(100, 1000)
            return r.choice([f"{a}-{b}-{c}", f"{a}{b}{c}", f"{a} {b} {c}"])

        def tel() -> str:
            a, b = r.randrange(200, 300), r.randrange(1000, 10000)
            return r.choice([f"06-{a}-{b}", f"(06){a}-{b}", f"06-{a}{b}"])

        draws = {"acct": lambda: f"{r.randrange(100, 1000)}-{r.randrange(100, 1000)}-{r.randrange(100000, 1000000)}", "tel": tel, "cell": cell,
                 "wifi": lambda: r.choice(["Funan{}{}", "funan_{}{}", "FN{}@{}"]).format(code(r, 3), r.randrange(1000, 10000)),
                 "gate": lambda: r.choice(["{}#", "*{}#", "{}"]).format(r.randrange(1000, 1000000)), "link": lambda: f"https://forms.gle/{code(r, 17)}",
                 "ubn": lambda: f"{r.randrange(10**7, 10**8)}",
                 "meter": lambda: f"{r.randrange(10, 100)}-{r.randrange(10, 100)}-{r.randrange(1000, 10000)}-{r.randrange(10, 100)}-{r.randrange(0, 10)}",
                 "time": lambda: self.shijian(*divmod(f("time", 32, 40) * 30, 60)),
                 "kwh": lambda: f"{f('kwh', 38, 95) / 10:g}元", "date": lambda: self.riqi(f("d", 0, 110)), "fee": lambda: self.yuan(f("fee", 12, 60) * 10),
                 "place": lambda: r.choice(["福德祠的廟埕", "里民活動中心", "國小的風雨球場", "主委家樓下的騎樓", "土地銀行旁邊的空地", "社區的長青會館",
                                            "教會的交誼廳"]),
                 "period": lambda: r.choice(["一個月", "兩個月", "三個月", "六個禮拜", "半年", "90天", "45天", "四個月"])}
        return self.hui.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def style(self, text: str) -> str:
        """As each writes it: with full punctuation (a mark at the end), with none at all, or with spaces between clauses."""
        r = self.rng
        x = r.random()
        if x < 0.38:
            last = text[-1]
            if not ("\u4e00" <= last <= "\u9fff" or last.isascii() and last.isalnum() or last in "ㄅㄇㄉㄛㄟ"):
                return text  # it ends in a mark or an emoji already
            return text + ("？" if last in _WEN else r.choice(["。", "！", "～", "…", "。", "！！"]))
        if x < 0.75:
            return text.replace("，", "").replace("。", "").replace("？", "")
        return text.replace("，", " ").replace("。", " ").rstrip("？ ")

    def zhong(self) -> str:
        r = self.rng
        said = self.style(r.choice(_ZHONG).format(n=r.choice(_NICK), p=r.choice(_WEI)))
        if r.random() < 0.28:  # two things in one go
            said += r.choice(["", " ", "，", "\n"]) + self.style(r.choice(_ZHONG).format(n=r.choice(_NICK), p=r.choice(_WEI)))
        return said

    def jiaofei(self) -> str:
        """The treasurer's table of fees paid, by stall number."""
        r = self.rng
        rows = []
        for no, tan in sorted(zip([f"{c}{i:02d}" for c, i in zip(r.choices("ABCDE", k=12), r.sample(range(1, 31), 12))], r.sample(_TANZI, 12)))[:r.randrange(5, 11)]:
            rows.append(f"{no}｜{tan}｜{grouped(r.choice([1200, 1500, 1800]), ',')}｜{r.choice([400, 500, 600])}｜{r.choice(['✅', '✅', '✅', '❌未繳', '⭕部分'])}")
        d = self.ri(r.randrange(0, 90))
        return (f"{d.month}月份管理費繳費狀況（截至{d.month}/{d.day}）\n攤位｜攤商｜管理費｜清潔費｜狀態\n" + "\n".join(rows)
                + r.choice(["", "\n還沒繳的麻煩盡快🙏", "\n有錯的私訊我", "\n—財務 秀琴"]))

    def chaobiao(self) -> str:
        r = self.rng
        d = self.ri(r.randrange(0, 90))
        rows = [f"{c}{i:02d}　{r.randrange(1000, 30000)}度" for c, i in sorted(zip(r.choices("ABCDE", k=8), r.sample(range(1, 31), 8)))[:r.randrange(4, 9)]]
        return f"{d.month}/{d.day} 電錶抄表\n" + "\n".join(rows) + r.choice(["", "\n請自己核對一下", "\n數字有問題明天前講", "\n照片在相簿"])

    def xunluo(self) -> str:
        r = self.rng
        rows = [f"週{w}：{'、'.join(r.sample(_NICK, 2))}" for w in "二四六"]
        return "🚨巡邏排班（22:00～00:30）\n" + "\n".join(rows) + r.choice(["", "\n不能來的自己找人換", "\n記得帶手電筒🔦", "\n辛苦了"])

    def jilu(self) -> str:
        """The committee's minutes, pasted."""
        r = self.rng
        d = self.ri(r.randrange(0, 60))
        h = r.randrange(13, 16)
        return (f"府南夜市自治會 {d.year - 1911}年第{r.randrange(3, 13)}次委員會議紀錄\n時間：{d.year - 1911}年{d.month}月{d.day}日（{_ZHOU[d.weekday()]}）"
                f"下午{_SHU[h - 12]}點\n地點：管理室\n出席：委員{r.randrange(6, 12)}人\n主席：林振發　紀錄：王秀琴\n一、財務報告：詳附件\n二、討論事項：\n"
                f"　1. 攤位外推佔用走道案\n　2. 停車場管理案\n　3. 年底加強清潔案\n三、臨時動議：{r.choice(['無', '遊戲區音量', '流浪狗問題'])}\n"
                f"散會：下午{_SHU[h - 11]}點{r.choice(['', '半', '十分', '二十分'])}")

    def tianqi(self) -> str:
        r = self.rng
        d = self.ri(r.randrange(0, 90))
        rows = []
        for i in range(r.randrange(2, 4)):
            x = d + timedelta(days=i)
            lo = r.randrange(9, 20)
            rows.append(f"{x.month}/{x.day}({_ZHOU[x.weekday()]}) 晚上 {lo}-{lo + r.randrange(3, 7)}°C {r.choice(['多雲', '晴', '陰短暫雨', '晴時多雲', '多雲時陰'])} "
                        f"降雨機率{r.choice([0, 10, 20, 30, 60])}%")
        return ("中央氣象署 臺南市天氣預報🌡\n" + "\n".join(rows)
                + r.choice(["", "\n寒流來了大家穿暖一點", "\n週末應該不會下雨 讚", "\n帆布要綁好"]))

    def zhuanzhang(self) -> str:
        r = self.rng
        d = self.ri(r.randrange(0, 90))
        amt = r.choice([500, 1200, 1500, 1700, 1800, 2000, 2300, 3000])
        if r.random() < 0.5:
            bank = r.choice(_LEI)[0]
            return (f"【{bank}】您的帳戶*{r.randrange(10000, 100000)}於{d.month:02d}/{d.day:02d} {r.randrange(8, 24):02d}:{r.randrange(0, 60):02d}"
                    f"轉出NT${grouped(amt, ',')}，如有疑問請洽客服。" + r.choice(["", "\n秀琴姐我轉了喔", "\nC07的", "\n這是這個月的"]))
        return (f"LINE Pay\n付款完成\nNT${grouped(amt, ',')}\n付款對象：府南夜市自治會\n交易日期：{d.year}/{d.month:02d}/{d.day:02d} "
                f"{r.randrange(8, 24):02d}:{r.randrange(0, 60):02d}\n交易序號：{r.randrange(10**13, 10**14)}" + r.choice(["", "\n已付", "\n麻煩確認"]))

    def jiamu(self) -> str:
        r = self.rng
        p = r.choice([30, 35, 40])
        return (f"阿明蔥油餅 價目表（{r.choice(['115年12月起', '116年1月起'])}）\n原味　　　　${p}\n加蛋　　　　${p + 10}\n九層塔加蛋　${p + 15}\n"
                f"加蛋加起司　${p + 20}\n※辣醬自己加 ※可LINE Pay、街口" + r.choice(["", "\n麵粉漲價 沒辦法😢", "\n小芸幫我印的", "\n貼在攤子上了"]))

    def toupiao(self) -> str:
        r = self.rng
        opts = r.sample(["羊肉爐", "海產", "薑母鴨", "火鍋吃到飽", "牛肉湯", "合菜", "烤肉"], 3)
        return "📊投票：尾牙吃什麼？\n" + "\n".join(f"{i + 1}. {o}（{r.randrange(0, 20)}票）" for i, o in enumerate(opts)) + r.choice(["", "\n還沒投的快投", "\n投票到禮拜天"])

    def pos(self) -> str:
        """The bubble-tea owner's POS log, pasted for help."""
        r = self.rng
        d = self.ri(r.randrange(0, 90))
        t = f"{d.year}-{d.month:02d}-{d.day:02d} {r.randrange(17, 24):02d}:{r.randrange(0, 60):02d}"
        s = sorted(r.sample(range(60), 3))
        return (r.choice(["有人懂這個嗎 電子發票一直上傳失敗😩\n", "POS又在鬧了，誰會看這個\n", ""])
                + f"```\n[{t}:{s[0]:02d}] ERROR EInvoiceUploader: upload failed (HTTP {r.choice([502, 503, 504])}) track={code(r, 2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}"
                f" no={r.randrange(10**7, 10**8)}\n[{t}:{s[1]:02d}] WARN  Printer: paper low\n[{t}:{s[2]:02d}] INFO  retry {r.randrange(1, 5)}/5\n```")

    def gonggao(self) -> str:
        r = self.rng
        return r.choice(["【轉傳】臺南市政府經濟發展局：為維護夜市周邊交通安全，週末將加派人力疏導，請攤商配合勿占用道路。",
                         "【衛生局提醒】冬季為諾羅病毒好發期，食品業者應落實手部清潔，生熟食分開處理，飲用冰塊須符合衛生標準。",
                         "【環保局】本市加強取締餐飲業者將廢油水排入側溝，查獲將依水污染防治法處新臺幣6萬元以上罰鍰。",
                         "轉傳：台電公告 南區部分區域將於週日凌晨進行線路維護，屆時可能短暫停電，造成不便敬請見諒。",
                         "【轉貼】消防局：使用桶裝瓦斯請選購有檢驗合格標示的鋼瓶，並定期檢查管線，如聞到瓦斯味請勿開關電器。"])

    def xiang_shishi(self) -> str:
        """Fact-like chatter that plants nothing: figures, dates and names nobody asks about again."""
        r = self.rng
        return r.choice([f"今天蔥油餅賣了{r.randrange(80, 400)}張，手快斷了", f"麵粉一袋22公斤漲到{self.yuan(r.randrange(60, 95) * 10)}",
                         f"我兒子{self.riqi(r.randrange(40, 60))}要考學測，那幾天我會晚到", f"瓦斯一桶現在{self.yuan(r.randrange(70, 95) * 10)}，又漲",
                         f"昨天收攤到{self.shijian(r.choice([22, 23]))}才回到家", f"上次去花園夜市看，人家有{r.randrange(300, 420)}攤欸",
                         f"聽說大東夜市那邊清潔費一個月{self.yuan(r.randrange(4, 9) * 100)}", f"我們家{self.riqi(r.randrange(0, 100))}要去吃喜酒，那天休息",
                         f"今天Uber Eats接了{r.randrange(10, 60)}單", f"安平的蚵仔一斤{self.yuan(r.randrange(18, 32) * 10)}，貴鬆鬆",
                         f"@秀琴姐 我轉好了 末五碼{r.randrange(10000, 100000)}", f"{r.choice(_NICK)}說{self.riqi(r.randrange(0, 100))}要回嘉義",
                         f"我今天大概{self.shijian(r.randrange(16, 19))}到", f"今天營業額只有{self.yuan(r.randrange(20, 90) * 100)}，比上禮拜差",
                         f"明年{r.choice(['1月', '2月', '3月'])}租約到期，房東說要漲{r.randrange(5, 20)}%", f"我家那台冰箱買的時候{self.yuan(r.randrange(18, 45) * 1000)}",
                         f"{r.choice(_TANZI)}那攤說下禮拜{r.choice('二四六')}休息"])

    def zhaopian(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "今天的人潮😱", "地上好多垃圾", "這是誰的機車", "新招牌！", "客人留下的", "帆布破了", "今天的戰果💰", "水溝又堵了"]),
                media("photo", f"S__{r.randrange(10**7, 10**8)}.jpg", "image/jpeg", r.randrange(60_000, 3_000_000)))

    def yingpian(self) -> Said:
        r = self.rng
        d = self.ri(r.randrange(0, 90))
        return (r.choice(["", "排隊排到停車場😂", "風好大", "有人在吵架"]),
                media("video", f"LINE_{d:%Y%m%d}_{r.randrange(170000, 240000)}.mp4", "video/mp4", r.randrange(900_000, 40_000_000)))

    def yuyin(self) -> Said:
        r = self.rng
        if r.random() < 0.5:  # a LINE sticker
            return "", media("sticker", "sticker.png", "image/png", r.randrange(8_000, 90_000))
        return (r.choice(["", "", "打字太慢 我用講的", "聽一下"]),
                media("voice", f"voice_{r.randrange(10**9, 10**10)}.m4a", "audio/mp4", r.randrange(6_000, 700_000)))

    def wenjian(self) -> Said:
        r = self.rng
        name, text = r.choice([("自治會會議紀錄1205.pdf", "會議紀錄"), ("115年度攤商名冊.xlsx", "名冊，請核對自己的資料"), ("清潔費收支表.xlsx", ""),
                               ("攤位配置圖.pdf", "最新的攤位圖"), ("衛生局稽查注意事項.docx", "主委叫我傳的"), ("電費分攤明細.pdf", "")])
        mime = {"pdf": "application/pdf", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"}[name.rsplit(".", 1)[1]]
        return text, media("document", name, mime, r.randrange(30_000, 2_500_000))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_DUAN), None)), (lambda: (self.zhong(), None)), (lambda: (self.jiaofei(), None)), (lambda: (self.chaobiao(), None)),
                  (lambda: (self.xunluo(), None)), (lambda: (self.jilu(), None)), (lambda: (self.tianqi(), None)), (lambda: (self.zhuanzhang(), None)),
                  (lambda: (self.jiamu(), None)), (lambda: (self.toupiao(), None)), (lambda: (self.pos(), None)), (lambda: (self.gonggao(), None)),
                  (lambda: (ramble(r, _AZHU, 5, r.choice([" ", " ", ""])), None)), (lambda: (ramble(r, _KEVIN, 5, ""), None)), (lambda: (letter(r, _ZHUWEI, sep="\n"), None)),
                  (lambda: (_TIXING, None)), (lambda: (r.choice(_LIANJIE).format(k=code(r, 11), n=r.randrange(10**8, 10**10), m=r.randrange(10**8, 10**10)), None)),
                  (lambda: (f"{_WUAN} {self.zhong()}", None)), (lambda: (self.xiang_shishi(), None)), self.zhaopian, self.yingpian, self.yuyin, self.wenjian]
        weights = [28, 32, 1.1, 1, 0.8, 0.6, 1.4, 2, 0.6, 0.7, 0.5, 1.3, 1.1, 0.6, 1.3, 2.8, 3, 3, 5.5, 5, 1, 6.5, 1]
        return r.choices(makers, weights)[0]()

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_WUAN} {text}", f"{text}\n\n{_TIXING}", f"{ramble(r, _AZHU, 3, ' ')} 還有{text}",
                         f"今天開會的重點：\n1. {text}\n2. {r.choice(_HUIYI)}", f"{text}🙏", f"{text}\n主委 林振發", f"跟大家說一下 {text}",
                         f"{text}，麻煩大家互相轉告", f"{self.tianqi()}\n\n另外：{text}", f"📌{text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.0265) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    y = _Yeshi(rng)
    people = [f"U{rng.getrandbits(128):032x}" for _ in range(rng.randrange(12, 26))]  # LINE user ids

    # Busy before opening and after closing on market nights (二四六), quiet through the mornings and the days off.
    def gap() -> int:
        return rng.randrange(20, 1800) if rng.random() > 0.11 else rng.randrange(6 * 3600, 32 * 3600)

    voice = Voice(y.hui, y.chatter, y.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
