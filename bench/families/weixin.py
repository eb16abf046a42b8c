"""The weixin family: the WeChat group (微信群) of a small Hangzhou tea company and its Longjing tea garden, in simplified Chinese.

Written for batch 12, while eojang, society and suan (batch 11) were still held out, and run on no
version of the summarizer when it was committed: a held-out family. 西湖龙井茶业 has a shop on
Taobao and Tmall, a little Meituan takeaway counter for milk tea and cold brew by the lake, a
roasting room (炒茶间) and some sixty mu of tea bushes above 梅家坞; the boss, the office, the
online shop's young staff, the roasters, the warehouse and, in spring, the picking aunties' leader
share one group. Chinese is written without spaces; the boss, 王总, writes formal notices that open
with "【通知】各位同事：" and are signed "王总" or "茶园办公室"; the young staff write casual speech
("哈哈哈", "好滴", "收到", "嗯嗯", "666", "yyds", "绝绝子", "栓Q") with full-width ，。！？ or no
punctuation at all; 老杨师傅, who has picked and roasted Longjing for fifty years, writes one long
message with no punctuation at all about picking by hand. The same reminder about one bud and one
leaf, no fingernails and getting the leaves to the spreading room within two hours comes again and
again, and "早上好☀️" opens many a message. Pasted into the chat: the day's picking weights table,
a Taobao or Tmall order, a Meituan delivery, 中国天气网's forecast, a 顺丰 waybill, a packaging
supplier's price list; links to taobao.com, m.tb.cn, weibo, bilibili, mp.weixin.qq.com and
weather.com.cn; photos, videos, voice messages (语音) and many stickers ("[表情]", "[红包]", "[强]").
Money is "¥1,280", "1280元", "1.2万" and "三千块", times "早上6点", "下午3点半", "18:30" and "晚上八点",
dates "12月14日", "12/14", "12月14日（周六）", "周六" and "下周三".
Its facts are said the company's way ("【通知】经公司研究决定，年会：去千岛湖两天一夜。", "财务报销找陈晓燕").
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from .common import Chat, Ids, Planter, Said, Voice, Wording, assemble, code, family_chats, grouped, letter, media, ramble

NAME = "weixin"
LANGUAGE = "zh"
# Messages per chat by default: about 18,000 to 28,000 characters of history (Chinese says much in
# few characters) and about 20 facts.
MESSAGES = 620

_ZHOU = "一二三四五六日"
_SHU = "零一二三四五六七八九"
# Staff, aunties and customers as the chatter names them (never a fact's person).
_MINGZI = ["小李", "阿强", "小美", "老张", "婷姐", "阿芳", "小胖", "刘姐", "大刘", "小雨", "阿杰"]
_AYI = ["张阿姨", "李婶", "赵阿姨", "钱大姐", "孙阿姨", "周婶", "吴阿姨", "郑大姐", "冯阿姨"]
_KEHU = ["苏州陈姐", "龙井村的民宿", "西溪茶馆", "北京的张总", "湖滨那家茶饮店", "宁波的老客户", "杭帮菜馆", "深圳的代理"]

_JUEDING = Wording(
    topics=[("年会", ["去千岛湖两天一夜", "在公司食堂聚餐", "包西湖边的农家乐"]),
            ("年货礼盒的包装", ["用竹编礼盒", "换成牛皮纸简装", "继续用去年的铁罐"]),
            ("春茶的采茶工", ["从安徽请二十个人", "全部用本村的阿姨", "按斤计件不按天算"]),
            ("直播带货", ["每周三晚上播", "请外面的专业主播", "先停一段时间"]),
            ("发货的快递公司", ["全部改走顺丰", "江浙沪走中通其他走顺丰", "大单走德邦物流"]),
            ("第二台炒茶机", ["买一台全新的", "旧的先修一修再说", "租隔壁村的用"]),
            ("有机茶认证", ["今年就申请", "明年再说", "找第三方机构代办"]),
            ("外地员工的住宿", ["租村口那栋楼", "住茶园旁边的老房子", "每人发住房补贴"])],
    decided=["【通知】经公司研究决定，{s}：{c}。", "{s}就{c}吧，王总拍板了", "定了定了！{s}{c}🎉", "各位同事，关于{s}，最终决定{c}。\n茶园办公室",
             "刚开完会，{s}→{c}", "{s}最后定的是{c}，大家没意见吧[呲牙]", "好滴，那{s}就按{c}来"],
    numbers=[("今天一共采了鲜叶{jin}斤，辛苦各位阿姨！", ("今天一共采了鲜叶", "{jin}斤")),
             ("双十二淘宝店的销售额是{qian}", ("双十二淘宝店的销售额", "{qian}")),
             ("特级明前龙井今年零售价定在每斤{jia}", ("特级明前龙井今年零售价", "{jia}")),
             ("仓库里还剩{guan}罐小罐装的", ("仓库里还剩", "{guan}罐")),
             ("公众号粉丝涨到{fen}人了哈哈哈", ("公众号粉丝", "{fen}人")),
             ("采茶阿姨的工钱一天{gong}", ("采茶阿姨的工钱", "{gong}")),
             ("这个月炒茶间的电费交了{dian}", ("炒茶间的电费", "{dian}")),
             ("我们茶园一共有{mu}亩", ("我们茶园一共有", "{mu}亩")),
             ("直播间昨晚卖了{dan}单，yyds", ("直播间昨晚卖了", "{dan}单")),
             ("炒一斤干茶要{xian}斤鲜叶", ("炒一斤干茶要", "{xian}斤鲜叶")),
             ("美团小店这周接了{wm}单外卖", ("美团小店这周", "{wm}单"))],
    dates=[("{dt}{hm}盘点仓库，大家别请假", ("盘点仓库", "{dt}")),
           ("茶叶博览会在{dt}，国际博览中心", ("茶叶博览会", "{dt}")),
           ("体检安排在{yo}{hm}，西湖区人民医院", ("体检安排在", "{hm}")),
           ("天猫年货节的报名截止{md}", ("天猫年货节的报名截止", "{md}")),
           ("炒茶机厂家{dt}{hm}来上门检修", ("炒茶机厂家", "{hm}")),
           ("年终聚餐定在{dt}{hm}，楼外楼见🍻", ("年终聚餐", "{dt}")),
           ("税务局的人{yo}{hm}过来查账", ("税务局的人", "{hm}")),
           ("农业局的茶园补贴申请{dt}截止", ("茶园补贴申请", "{dt}")),
           ("杭州电视台{dt}{hm}来茶园拍节目", ("杭州电视台", "{dt}"))],
    people=["陈晓燕", "周建国", "林雨桐", "吴昊天", "徐静怡", "孙志强", "何佳琪", "郑浩然", "马晓丽", "胡俊杰", "朱梦瑶", "高子轩",
            "罗婷婷", "梁宇航"],
    roles=[("{p}从这个月起负责天猫店的客服", "天猫店的客服"), ("以后茶园的采摘记录由{p}来登记", "采摘记录"),
           ("新来的炒茶师傅叫{p}，大家多关照🙏", "新来的炒茶师傅"), ("财务报销找{p}", "财务报销"), ("{p}是我们新的仓库管理员", "仓库管理员"),
           ("直播带货的主播是{p}", "主播"), ("{p}负责公众号和小红书", "公众号和小红书"), ("茶园的安全员是{p}，有事先找他", "安全员"),
           ("快递发货归{p}管，单号都问她", "快递发货")],
    tasks=["把炒茶间的排风扇修好", "给老客户寄新茶样", "去农资店买有机肥", "更新淘宝店的主图", "把去年的陈茶清点一遍", "联系印刷厂做新的罐子贴纸",
           "给采茶阿姨们买手套和草帽", "把冷库的温度计换掉", "写一篇明前茶的公众号文章", "去银行把对公账户的U盾拿回来", "把茶园门口的指示牌重新刷漆",
           "催美团那边的结算款"],
    asked=["谁有空{a}？🙏", "周五之前得有人{a}，哪位同事可以？", "{a}这事还没人认领吧", "【急】{a}！有空的同事接一下", "有没有人能帮忙{a}呀～",
           "我这边走不开，麻烦谁去{a}[抱拳]"],
    edits=[("公司对公账户：杭州银行西湖支行 {x}", "公司对公账户：杭州银行西湖支行 {y}（刚才少打了一位，以这个为准）", "公司对公账户", "zhanghu"),
           ("办公室WiFi密码：{x}", "办公室WiFi密码：{y}", "办公室WiFi密码", "wifi"),
           ("包装厂赵经理的电话 {x}", "包装厂赵经理的电话 {y}，之前那个是座机", "包装厂赵经理的电话", "tel"),
           ("仓库门禁密码是{x}", "仓库门禁密码改成{y}了", "仓库门禁密码", "mima"),
           ("春茶预售的链接：{x}", "春茶预售的链接：{y}", "春茶预售的链接", "link"),
           ("寄给上海刘老板的顺丰单号 {x}", "寄给上海刘老板的顺丰单号 {y}", "上海刘老板的顺丰单号", "sf")],
    changes=[("每天{x}在茶园门口集合", ["明天开始改成{y}在茶园门口集合", "集合时间调整：{y}在茶园门口集合"], "在茶园门口集合", "jihe"),
             ("礼盒装的批发价是{x}", ["礼盒装的批发价调成{y}了", "跟大家说一下，礼盒装的批发价改为{y}"], "礼盒装的批发价", "pifa"),
             ("杭州大厦的货{x}送过去", ["杭州大厦那边说改到{y}送", "杭州大厦的货改成{y}送，别搞错了"], "杭州大厦", "ri"),
             ("采茶工的计件价是每斤{x}", ["采茶工的计件价涨到每斤{y}", "今年行情变了，采茶工的计件价每斤{y}"], "采茶工的计件价", "jijian"),
             ("博览会展位布置{x}到场", ["博览会展位布置改成{y}到场", "不好意思，博览会展位布置{y}到场"], "博览会展位布置", "buzhi"),
             ("包装盒的进货价一个{x}", ["包装盒的进货价涨了，一个{y}", "供应商刚通知，包装盒的进货价一个{y}"], "包装盒的进货价", "baozhuang")])

# The chatter.
_DUAN = ["收到", "收到收到", "好滴", "好的", "嗯嗯", "嗯", "哈哈哈", "哈哈哈哈哈哈", "666", "yyds", "绝绝子", "好的王总", "👍", "[表情]", "[红包]",
         "[强]", "[抱拳]", "[捂脸]", "[呲牙]", "[旺柴]", "辛苦了", "谢谢老板", "冲冲冲", "在的", "马上到", "来了来了", "懂了", "ok", "OK", "好嘞", "了解",
         "牛", "🙏", "😂", "🍵", "在路上了", "稍等", "你们先吃", "我看看", "笑死", "啊这", "破防了", "栓Q", "好家伙", "太难了", "我哭了", "老板大气",
         "谢谢王总的红包[红包]", "抢到了", "手慢了没抢到😭", "收到！", "好的。", "明白", "辛苦辛苦", "🌱", "[太阳]", "晚安", "早"]
_ZHONG = ["{j}今天请假了", "炒茶间的空调又坏了", "{k}打电话来了，回一下", "样品寄出去了", "今天好冷啊🥶", "中午吃什么？去村口那家面馆？",
          "{j}生日快乐🎂", "打印机没墨了", "这批茶叶的条索不太好看", "{k}说上次的茶有点焦", "有客人来茶园参观了", "下雨了快递可能要晚点☔",
          "今天的鲜叶有点湿", "谁看到我的保温杯了", "{j}帮我带杯奶茶呗", "茶园的路又被雨冲坏了", "摊青间的竹匾要洗一洗", "淘宝有个差评我去回一下",
          "{k}想要发票，开增值税的", "今天直播间人好多哈哈哈", "冷库的门没关紧", "老杨师傅又在讲他年轻时候的事了哈哈", "{k}的货打包好了",
          "这个包装好看绝绝子", "有人要一起拼单买水果吗", "明天可能要降温大家多穿点", "客服那边说退货的有三单", "{j}你的快递到了在门卫",
          "茶园里的监控装好了吗", "今天的明前茶香气好足", "小程序又打不开了", "炒茶锅温度是不是太高了", "刚才那个客户砍价砍得好狠😂",
          "{j}帮我看下这个订单地址对不对", "电动三轮车没电了", "午休一下下", "村里今天停电，下午四点来电", "我在茶园上面信号不好",
          "{k}又来订货了，老规矩", "手机要没电了", "这个视频拍得好有感觉", "谁有顺丰的月结卡号", "今天发了多少单啊", "晚上加班的我请奶茶",
          "茶叶罐的贴纸贴歪了几个", "{j}明天早点来", "这周末有没有人值班", "今天天气好适合采茶", "又有人问能不能上门自提", "发票抬头写错了重开一下"]
_YANG = ["我跟你们讲啊", "我十五岁就上山采茶了", "那时候哪有什么机器都是手工的", "采茶要用手指头轻轻一提", "不能用指甲掐的掐了会发红",
         "一芽一叶要采得匀", "采下来的叶子不能捏在手心里", "篮子里不能压得太紧", "太阳大了叶子就蔫了", "炒茶也是一样的全靠一双手",
         "抖带挤甩挺拓扣抓压磨十大手法", "我师父那时候手上都是泡", "现在的年轻人手机一看就是半天", "茶是有灵性的你对它好它就香",
         "明前的茶最金贵一天都耽误不得", "下雨天采的叶子水分重炒出来不香", "早上露水干了再下山送叶子", "狮峰梅家坞龙井村的茶各有各的味道", "你们年轻人要多学学", "我也干不了几年了", "好了不说了我去茶园了"]
_WANG = ["【通知】各位同事：", "春茶即将开采，请各部门提前做好人员和物资准备。", "近期淘宝店差评较多，客服务必在两小时内回复顾客。",
         "炒茶间用电用火务必注意安全，离开时关闭电源。", "报销单据请在每月25日前交到财务。", "发货前请仔细核对地址和重量，避免错发漏发。",
         "大家辛苦了，公司业绩离不开每一位同事的付出。", "请各位同事相互转告，谢谢配合。", "王总\n茶园办公室"]
_TIXING = ("【重要提醒】采摘标准：一芽一叶或一芽二叶初展，不要带老叶、不要用指甲掐！鲜叶不能捂在塑料袋里，采下来两个小时内送到摊青间。"
           "违反的当天工钱打八折，请阿姨们互相转告🙏")
_ZAO = "早上好☀️"
_LIANJIE = ["https://item.taobao.com/item.htm?id={n} 新上架的链接", "https://m.tb.cn/h.{k} 这个同款便宜好多", "https://weibo.com/{n}/{k} 咱们茶园上热搜了哈哈",
            "https://www.bilibili.com/video/BV{k} 这个炒茶视频好治愈", "https://mp.weixin.qq.com/s/{k} 今天的推文大家转发一下",
            "http://www.weather.com.cn/weather/101210101.shtml 这几天有雨", "https://detail.tmall.com/item.htm?id={n} 天猫店的链接",
            "https://mp.weixin.qq.com/s/{k} 龙井茶的冲泡方法，客户总问"]
_BOT = ["已记录✍️", "好的，已保存。", "语音消息暂时听不了，麻烦打字哦～", "不客气！", "到时间我会提醒大家。"]


def _cn(n: int) -> str:
    """An integer from 1 to 9999 in Chinese numerals ("两千五百", "三百八十", "一千零五十")."""
    out, zero = "", False
    for unit, v in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        d = n // unit % 10
        if d:
            if zero:
                out += "零"
            digit = "两" if d == 2 and unit >= 100 else _SHU[d]
            out += ("" if d == 1 and unit == 10 and not out else digit) + v
            zero = False
        elif out:
            zero = True
    return out


class _Weixin:
    """One chat's draws and the company's ways of talking."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.jd = Planter(rng, _JUEDING, self.cao, self.zhi)

    def qian(self, n: int) -> str:
        """An amount the ways the group writes it."""
        r = self.rng
        ways = [f"¥{grouped(n, ',')}", f"{n}元", f"{n}块"]
        if n >= 10_000 and n % 1000 == 0:
            ways += [f"{n / 10_000:g}万", f"{n / 10_000:g}万"]
        if n < 10_000 and n % 10 == 0:
            ways += [f"{_cn(n)}块"]
        return r.choice(ways)

    def ri(self, n: int, style: int | None = None) -> str:
        d = date(2026, 12, 1) + timedelta(days=n)
        style = self.rng.randrange(4) if style is None else style
        return [f"{d.month}月{d.day}日", f"{d.month}/{d.day}", f"{d.month}月{d.day}日（周{_ZHOU[d.weekday()]}）", f"{d.month}月{d.day}号"][style]

    def shi(self, h: int, mi: int | None = None) -> str:
        """A time: "18:30", "下午3点半" or "晚上八点"."""
        r = self.rng
        mi = r.choice([0, 0, 0, 30, 30, 15, 45]) if mi is None else mi
        style = r.randrange(3)
        if style == 0:
            return f"{h}:{mi:02d}"
        part = "早上" if h < 9 else "上午" if h < 12 else "中午" if h == 12 else "下午" if h < 18 else "晚上"
        h12 = h if h <= 12 else h - 12
        if style == 1:
            return f"{part}{h12}点" + {0: "", 30: "半", 15: "15分", 45: "45分"}[mi]
        word = "两" if h12 == 2 else _cn(h12)
        return f"{part}{word}点" + {0: "", 30: "半", 15: "一刻", 45: "三刻"}[mi]

    def cao(self, k: str) -> str:
        r, f = self.rng, self.jd.fresh
        slots = {"jin": lambda: str(f("jin", 80, 900)), "qian": lambda: self.qian(f("qian", 12, 99) * 1000),
                 "jia": lambda: self.qian(f("jia", 18, 60) * 100), "guan": lambda: str(f("guan", 30, 600)),
                 "fen": lambda: grouped(f("fen", 12, 99) * 100, ","), "gong": lambda: self.qian(f("gong", 15, 40) * 10),
                 "dian": lambda: self.qian(f("dian", 120, 900) * 10), "mu": lambda: str(f("mu", 40, 95)), "dan": lambda: str(f("dan", 40, 600)),
                 "xian": lambda: f"{f('xian', 38, 49) / 10:g}", "wm": lambda: str(f("wm", 20, 300)),
                 "dt": lambda: self.ri(f("dt", 0, 110)), "md": lambda: self.ri(f("dt", 0, 110), 1),
                 "hm": lambda: self.shi(f("h", 7, 21)), "yo": lambda: r.choice(["周一", "周二", "周四", "周五", "周六", "下周三", "下周一", "星期五"])}
        return slots[k]()

    def zhi(self, kind: str) -> str | None:
        r, f = self.rng, self.jd.fresh
        draws = {"zhanghu": lambda: " ".join(str(r.randrange(1000, 10000)) for _ in range(4)) + f" {r.randrange(100, 1000)}",
                 "wifi": lambda: f"longjing{r.randrange(1000, 9999)}", "tel": lambda: f"1{r.choice('3589')}{r.randrange(0, 10)}-{r.randrange(1000, 10000)}-{r.randrange(1000, 10000)}",
                 "mima": lambda: f"{r.randrange(100000, 999999)}#", "link": lambda: f"https://m.tb.cn/h.{code(r, 10)}",
                 "sf": lambda: f"SF{r.randrange(10**12, 10**13)}",
                 "jihe": lambda: r.choice(["早上5点半", "早上6点", "早上六点半", "6:15", "早上7点", "5:45", "早上五点", "早上6点45分"]),
                 "pifa": lambda: self.qian(f("pifa", 18, 80) * 10), "ri": lambda: self.ri(r.randrange(0, 100)),
                 "jijian": lambda: f"{f('jijian', 30, 95)}" + r.choice(["元", "块"]),
                 "buzhi": lambda: r.choice(["前一天下午3点", "当天早上6点", "早上7点半", "前一天晚上七点", "当天7:00", "前一天16:30"]),
                 "baozhuang": lambda: f"{r.randrange(3, 30)}.{r.choice('258')}元"}
        return self.jd.apart(draws[kind]) if kind in draws else None

    # -- chatter ----------------------------------------------------------------------------

    def zhong(self) -> str:
        r = self.rng
        t = r.choice(_ZHONG).format(j=r.choice(_MINGZI), k=r.choice(_KEHU))
        if r.random() < 0.35:  # two things at once
            t = t + r.choice(["，", " ", "。", "，还有"]) + r.choice(_ZHONG).format(j=r.choice(_MINGZI), k=r.choice(_KEHU))
        if t[-1] in "？！～）" or ord(t[-1]) >= 0x1F000 or t[-1] in "☔":
            return t
        return t + r.choice(["", "", "", "。", "！", "～", "哈哈", "[捂脸]", "😂", "[旺柴]"])

    def guocheng(self) -> str:
        r = self.rng
        rows = []
        for name in r.sample(_AYI, r.randrange(4, 8)):
            a, b = r.randrange(30, 140) / 10, r.randrange(20, 120) / 10
            rows.append(f"{name:<4} {a:>5.1f} {b:>5.1f} {a + b:>6.1f}")
        return ("今日鲜叶过秤（单位：斤）\n```\n姓名    上午   下午   合计\n" + "\n".join(rows) + "\n```"
                + r.choice(["", "\n有问题找我核对", "\n下午的还没称完", "\n明天继续加油💪"]))

    def dingdan(self) -> str:
        r = self.rng
        shop = r.choice(["淘宝", "天猫"])
        goods = r.choice(["西湖龙井 明前特级 250g 礼盒装", "西湖龙井 雨前一级 500g 纸包", "龙井 新茶 100g 罐装 ×2", "龙井茶 伴手礼 小罐 ×6",
                          "西湖龙井 特级 铁罐 125g"])
        amt = r.randrange(8, 300) * 10
        d = date(2026, 12, 1) + timedelta(days=r.randrange(0, 100))
        return (f"【{shop}】订单号：{r.randrange(10**17, 10**18)}\n商品：{goods}\n实付款：¥{grouped(amt, ',')}.00\n"
                f"下单时间：{d:%Y-%m-%d} {r.randrange(0, 24):02d}:{r.randrange(0, 60):02d}\n收货地址：{r.choice(['浙江省', '江苏省', '上海市', '广东省', '北京市'])}****"
                + r.choice(["", "\n买家备注：要送人，包装好看点", "\n这单加急", "\n买家备注：不要发票"]))

    def meituan(self) -> str:
        r = self.rng
        items = r.sample(["龙井奶茶", "冷泡龙井", "茶冻", "龙井拿铁", "桂花乌龙", "茶香饼干"], r.randrange(1, 4))
        return (f"【美团外卖】#{r.randrange(1, 80)} 新订单\n" + "\n".join(f"{x} ×{r.randrange(1, 4)}" for x in items)
                + f"\n实收 ¥{r.randrange(18, 160)}.{r.choice(['00', '50', '80'])}\n预计送达 {r.randrange(10, 21)}:{r.choice(['00', '15', '30', '45'])}"
                + r.choice(["", "\n骑手已接单", "\n顾客备注：少冰"]))

    def tianqi(self) -> str:
        r = self.rng
        wx, rain = r.choice([("晴", (0, 2)), ("多云", (0, 3)), ("阴", (1, 5)), ("小雨", (6, 9)), ("中雨转阴", (7, 10)), ("雨夹雪", (6, 10))])
        lo = r.randrange(-2, 10)
        return (f"【中国天气网】杭州西湖区 明天 {wx} {lo}~{lo + r.randrange(3, 10)}℃ {r.choice(['东北风', '北风', '东风', '西北风'])}{r.randrange(1, 5)}级 "
                f"降水概率{r.randrange(*rain) * 10}%" + r.choice(["", "\n明天采不了了", "\n注意防寒", "\n适合采茶👍"]))

    def shunfeng(self) -> str:
        r = self.rng
        return (f"顺丰速运\n运单号：SF{r.randrange(10**12, 10**13)}\n寄件：西湖龙井茶业（杭州）\n收件：{r.choice(['陈**', '刘**', '张**', '黄**'])} "
                f"{r.choice(['上海', '北京', '深圳', '南京', '成都'])}\n状态：{r.choice(['已揽收', '运输中', '派送中', '已签收'])}\n重量：{r.randrange(5, 60) / 10}kg")

    def baojia(self) -> str:
        r = self.rng
        things = [("竹编礼盒", (18, 45)), ("马口铁茶罐", (4, 12)), ("牛皮纸袋", (1, 4)), ("手提袋", (2, 6)), ("真空内袋", (1, 3)), ("防潮珍珠棉", (1, 3)),
                  ("丝带", (1, 2))]
        rows = [f"{n}：¥{r.randrange(*p)}.{r.choice('05')}0/个" for n, p in r.sample(things, r.randrange(3, 6))]
        return (f"【{r.choice(['宏达包装', '余杭印务', '富阳纸品'])}】报价单\n" + "\n".join(rows)
                + f"\n起订量{r.choice([500, 1000, 2000])}个，含税含运" + r.choice(["", "\n王总看看", "\n比去年贵了点"]))

    def chatter(self) -> Said:
        r = self.rng
        makers = [(lambda: (r.choice(_DUAN), None)), (lambda: (self.zhong(), None)), (lambda: (self.guocheng(), None)), (lambda: (self.dingdan(), None)),
                  (lambda: (self.meituan(), None)), (lambda: (self.tianqi(), None)), (lambda: (self.shunfeng(), None)), (lambda: (self.baojia(), None)),
                  (lambda: (ramble(r, _YANG, 8, ""), None)), (lambda: (letter(r, _WANG, sep="\n"), None)), (lambda: (_TIXING, None)),
                  (lambda: (r.choice(_LIANJIE).format(k=code(r, 10), n=r.randrange(10**9, 10**12)), None)),
                  (lambda: (f"{_ZAO}{self.zhong()}", None)), (lambda: (self.jiashi(), None)), self.tupian, self.shipin, self.yuyin]
        weights = [21, 29, 4, 4, 2.5, 2.5, 2.5, 2, 3.5, 3, 3, 3.5, 3.5, 4, 6, 1.5, 7]
        return r.choices(makers, weights)[0]()

    def jiashi(self) -> str:
        """Fact-like chatter that plants nothing: plans and figures nobody asks about again."""
        r = self.rng
        return r.choice([f"明天{self.shi(r.randrange(8, 18))}开个短会，不用准备什么", f"今天顺丰{self.shi(r.randrange(14, 19))}来揽收",
                         f"{r.choice(_KEHU)}又订了{r.randrange(2, 20)}盒", f"刚才那单退款{r.randrange(50, 900)}元已经退了",
                         f"{r.choice(_MINGZI)}说{self.ri(r.randrange(0, 100))}要调休", f"冷库现在{r.randrange(0, 6)}度，正常",
                         f"这周{r.choice(['六', '日'])}要下雨，采茶暂停一天", f"奶茶钱我先垫了{r.randrange(40, 200)}，晚点AA"])

    def tupian(self) -> Said:
        r = self.rng
        return (r.choice(["", "", "[图片]", "今天的鲜叶", "茶园日出🌄", "刚炒好的", "打包完成", "这个包装怎么样"]),
                media("photo", f"mmexport{r.randrange(10**12, 10**13)}.jpg", "image/jpeg", r.randrange(80_000, 3_200_000)))

    def shipin(self) -> Said:
        r = self.rng
        return r.choice(["老杨师傅炒茶", "茶园航拍", ""]), media("video", f"wx_camera_{r.randrange(10**12, 10**13)}.mp4", "video/mp4",
                                                           r.randrange(1_000_000, 40_000_000))

    def yuyin(self) -> Said:
        r = self.rng
        if r.random() < 0.5:  # a sticker
            return r.choice(["", "[表情]", "[动画表情]"]), media("sticker", f"emoji_{r.randrange(10**6, 10**8)}.gif", "image/gif", r.randrange(8_000, 400_000))
        return (r.choice(["", "", "[语音]", "在茶园里不方便打字发语音了"]),
                media("voice", f"voice_{r.randrange(10**12, 10**13)}.amr", "audio/amr", r.randrange(3_000, 200_000)))

    def wrap(self, text: str) -> str:
        r = self.rng
        return r.choice([f"{_ZAO}{text}", f"{text}\n\n{_TIXING}", f"{ramble(r, _YANG, 5, '')}还有就是{text}", f"今天开会记录\n1. {text}\n2. {self.zhong()}",
                         f"{text}🍵", f"{self.tianqi()}\n\n另外，{text}", f"{text}\n——王总", f"{text}，收到请回复[抱拳]", f"@所有人 {text}"])


def generate(seed: int, chats: int, messages: int, ids: Ids | None = None, fact_share: float = 0.035) -> list[Chat]:
    return family_chats(NAME, seed, chats, ids, lambda rng, chat_id: _chat(rng, chat_id, messages, fact_share))


def _chat(rng: random.Random, chat_id: str, n: int, fact_share: float) -> Chat:
    w = _Weixin(rng)
    people = ["wxid_" + code(rng, 14, "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(rng.randrange(7, 14))]  # WeChat ids

    # From the picking at dawn to the live stream at night; quiet after the last order ships.
    def gap() -> int:
        return rng.randrange(15, 1500) if rng.random() > 0.1 else rng.randrange(8 * 3600, 30 * 3600)

    voice = Voice(w.jd, w.chatter, w.wrap, 0.25, lambda: rng.choice(_BOT), 0.035, gap, (4, 36))
    return assemble(rng, chat_id, n, fact_share, NAME, people, voice)
