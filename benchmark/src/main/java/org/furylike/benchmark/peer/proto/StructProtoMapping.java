package org.furylike.benchmark.peer.proto;

import com.google.protobuf.InvalidProtocolBufferException;
import org.furylike.benchmark.data.Struct;
import org.furylike.benchmark.proto.StructMsg;

/** Converts {@link Struct} to and from its protobuf message, field by field. */
final class StructProtoMapping implements ProtoMapping<Struct, StructMsg> {
  @Override
  public StructMsg toMessage(Struct s) {
    return StructMsg.newBuilder()
        .setI0(s.i0)
        .setL1(s.l1)
        .setD2(s.d2)
        .setF3(s.f3)
        .setB4(s.b4)
        .setS5(s.s5)
        .setI6(s.i6)
        .setL7(s.l7)
        .setD8(s.d8)
        .setF9(s.f9)
        .setB10(s.b10)
        .setS11(s.s11)
        .setI12(s.i12)
        .setL13(s.l13)
        .setD14(s.d14)
        .setF15(s.f15)
        .setB16(s.b16)
        .setS17(s.s17)
        .setI18(s.i18)
        .setL19(s.l19)
        .setD20(s.d20)
        .setF21(s.f21)
        .setB22(s.b22)
        .setS23(s.s23)
        .setI24(s.i24)
        .setL25(s.l25)
        .setD26(s.d26)
        .setF27(s.f27)
        .setB28(s.b28)
        .setS29(s.s29)
        .setI30(s.i30)
        .setL31(s.l31)
        .setD32(s.d32)
        .setF33(s.f33)
        .setB34(s.b34)
        .setS35(s.s35)
        .setI36(s.i36)
        .setL37(s.l37)
        .setD38(s.d38)
        .setF39(s.f39)
        .setB40(s.b40)
        .setS41(s.s41)
        .setI42(s.i42)
        .setL43(s.l43)
        .setD44(s.d44)
        .setF45(s.f45)
        .setB46(s.b46)
        .setS47(s.s47)
        .setI48(s.i48)
        .setL49(s.l49)
        .setD50(s.d50)
        .setF51(s.f51)
        .setB52(s.b52)
        .setS53(s.s53)
        .setI54(s.i54)
        .setL55(s.l55)
        .setD56(s.d56)
        .setF57(s.f57)
        .setB58(s.b58)
        .setS59(s.s59)
        .setI60(s.i60)
        .setL61(s.l61)
        .setD62(s.d62)
        .setF63(s.f63)
        .setB64(s.b64)
        .setS65(s.s65)
        .setI66(s.i66)
        .setL67(s.l67)
        .setD68(s.d68)
        .setF69(s.f69)
        .setB70(s.b70)
        .setS71(s.s71)
        .setI72(s.i72)
        .setL73(s.l73)
        .setD74(s.d74)
        .setF75(s.f75)
        .setB76(s.b76)
        .setS77(s.s77)
        .setI78(s.i78)
        .setL79(s.l79)
        .setD80(s.d80)
        .setF81(s.f81)
        .setB82(s.b82)
        .setS83(s.s83)
        .setI84(s.i84)
        .setL85(s.l85)
        .setD86(s.d86)
        .setF87(s.f87)
        .setB88(s.b88)
        .setS89(s.s89)
        .setI90(s.i90)
        .setL91(s.l91)
        .setD92(s.d92)
        .setF93(s.f93)
        .setB94(s.b94)
        .setS95(s.s95)
        .setI96(s.i96)
        .setL97(s.l97)
        .setD98(s.d98)
        .setF99(s.f99)
        .setB100(s.b100)
        .setS101(s.s101)
        .setI102(s.i102)
        .setL103(s.l103)
        .setD104(s.d104)
        .setF105(s.f105)
        .setB106(s.b106)
        .setS107(s.s107)
        .setI108(s.i108)
        .setL109(s.l109)
        .setD110(s.d110)
        .setF111(s.f111)
        .setB112(s.b112)
        .setS113(s.s113)
        .setI114(s.i114)
        .setL115(s.l115)
        .setD116(s.d116)
        .setF117(s.f117)
        .setB118(s.b118)
        .setS119(s.s119)
        .build();
  }

  @Override
  public Struct fromMessage(StructMsg m) {
    Struct s = new Struct();
    s.i0 = m.getI0();
    s.l1 = m.getL1();
    s.d2 = m.getD2();
    s.f3 = m.getF3();
    s.b4 = m.getB4();
    s.s5 = (short) m.getS5();
    s.i6 = m.getI6();
    s.l7 = m.getL7();
    s.d8 = m.getD8();
    s.f9 = m.getF9();
    s.b10 = m.getB10();
    s.s11 = (short) m.getS11();
    s.i12 = m.getI12();
    s.l13 = m.getL13();
    s.d14 = m.getD14();
    s.f15 = m.getF15();
    s.b16 = m.getB16();
    s.s17 = (short) m.getS17();
    s.i18 = m.getI18();
    s.l19 = m.getL19();
    s.d20 = m.getD20();
    s.f21 = m.getF21();
    s.b22 = m.getB22();
    s.s23 = (short) m.getS23();
    s.i24 = m.getI24();
    s.l25 = m.getL25();
    s.d26 = m.getD26();
    s.f27 = m.getF27();
    s.b28 = m.getB28();
    s.s29 = (short) m.getS29();
    s.i30 = m.getI30();
    s.l31 = m.getL31();
    s.d32 = m.getD32();
    s.f33 = m.getF33();
    s.b34 = m.getB34();
    s.s35 = (short) m.getS35();
    s.i36 = m.getI36();
    s.l37 = m.getL37();
    s.d38 = m.getD38();
    s.f39 = m.getF39();
    s.b40 = m.getB40();
    s.s41 = (short) m.getS41();
    s.i42 = m.getI42();
    s.l43 = m.getL43();
    s.d44 = m.getD44();
    s.f45 = m.getF45();
    s.b46 = m.getB46();
    s.s47 = (short) m.getS47();
    s.i48 = m.getI48();
    s.l49 = m.getL49();
    s.d50 = m.getD50();
    s.f51 = m.getF51();
    s.b52 = m.getB52();
    s.s53 = (short) m.getS53();
    s.i54 = m.getI54();
    s.l55 = m.getL55();
    s.d56 = m.getD56();
    s.f57 = m.getF57();
    s.b58 = m.getB58();
    s.s59 = (short) m.getS59();
    s.i60 = m.getI60();
    s.l61 = m.getL61();
    s.d62 = m.getD62();
    s.f63 = m.getF63();
    s.b64 = m.getB64();
    s.s65 = (short) m.getS65();
    s.i66 = m.getI66();
    s.l67 = m.getL67();
    s.d68 = m.getD68();
    s.f69 = m.getF69();
    s.b70 = m.getB70();
    s.s71 = (short) m.getS71();
    s.i72 = m.getI72();
    s.l73 = m.getL73();
    s.d74 = m.getD74();
    s.f75 = m.getF75();
    s.b76 = m.getB76();
    s.s77 = (short) m.getS77();
    s.i78 = m.getI78();
    s.l79 = m.getL79();
    s.d80 = m.getD80();
    s.f81 = m.getF81();
    s.b82 = m.getB82();
    s.s83 = (short) m.getS83();
    s.i84 = m.getI84();
    s.l85 = m.getL85();
    s.d86 = m.getD86();
    s.f87 = m.getF87();
    s.b88 = m.getB88();
    s.s89 = (short) m.getS89();
    s.i90 = m.getI90();
    s.l91 = m.getL91();
    s.d92 = m.getD92();
    s.f93 = m.getF93();
    s.b94 = m.getB94();
    s.s95 = (short) m.getS95();
    s.i96 = m.getI96();
    s.l97 = m.getL97();
    s.d98 = m.getD98();
    s.f99 = m.getF99();
    s.b100 = m.getB100();
    s.s101 = (short) m.getS101();
    s.i102 = m.getI102();
    s.l103 = m.getL103();
    s.d104 = m.getD104();
    s.f105 = m.getF105();
    s.b106 = m.getB106();
    s.s107 = (short) m.getS107();
    s.i108 = m.getI108();
    s.l109 = m.getL109();
    s.d110 = m.getD110();
    s.f111 = m.getF111();
    s.b112 = m.getB112();
    s.s113 = (short) m.getS113();
    s.i114 = m.getI114();
    s.l115 = m.getL115();
    s.d116 = m.getD116();
    s.f117 = m.getF117();
    s.b118 = m.getB118();
    s.s119 = (short) m.getS119();
    return s;
  }

  @Override
  public StructMsg parse(byte[] bytes) throws InvalidProtocolBufferException {
    return StructMsg.parseFrom(bytes);
  }
}
