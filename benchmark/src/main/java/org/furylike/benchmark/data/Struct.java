package org.furylike.benchmark.data;

import java.io.Serializable;

/**
 * A wide flat object: 120 primitive fields (int, long, double, float, boolean and short in turn),
 * named after their type and position. Written out field by field so that every peer, including the
 * protobuf and flatbuffers converters, works on plain field accesses.
 */
public final class Struct implements Serializable {
  private static final long serialVersionUID = 1L;

  public int i0;
  public long l1;
  public double d2;
  public float f3;
  public boolean b4;
  public short s5;
  public int i6;
  public long l7;
  public double d8;
  public float f9;
  public boolean b10;
  public short s11;
  public int i12;
  public long l13;
  public double d14;
  public float f15;
  public boolean b16;
  public short s17;
  public int i18;
  public long l19;
  public double d20;
  public float f21;
  public boolean b22;
  public short s23;
  public int i24;
  public long l25;
  public double d26;
  public float f27;
  public boolean b28;
  public short s29;
  public int i30;
  public long l31;
  public double d32;
  public float f33;
  public boolean b34;
  public short s35;
  public int i36;
  public long l37;
  public double d38;
  public float f39;
  public boolean b40;
  public short s41;
  public int i42;
  public long l43;
  public double d44;
  public float f45;
  public boolean b46;
  public short s47;
  public int i48;
  public long l49;
  public double d50;
  public float f51;
  public boolean b52;
  public short s53;
  public int i54;
  public long l55;
  public double d56;
  public float f57;
  public boolean b58;
  public short s59;
  public int i60;
  public long l61;
  public double d62;
  public float f63;
  public boolean b64;
  public short s65;
  public int i66;
  public long l67;
  public double d68;
  public float f69;
  public boolean b70;
  public short s71;
  public int i72;
  public long l73;
  public double d74;
  public float f75;
  public boolean b76;
  public short s77;
  public int i78;
  public long l79;
  public double d80;
  public float f81;
  public boolean b82;
  public short s83;
  public int i84;
  public long l85;
  public double d86;
  public float f87;
  public boolean b88;
  public short s89;
  public int i90;
  public long l91;
  public double d92;
  public float f93;
  public boolean b94;
  public short s95;
  public int i96;
  public long l97;
  public double d98;
  public float f99;
  public boolean b100;
  public short s101;
  public int i102;
  public long l103;
  public double d104;
  public float f105;
  public boolean b106;
  public short s107;
  public int i108;
  public long l109;
  public double d110;
  public float f111;
  public boolean b112;
  public short s113;
  public int i114;
  public long l115;
  public double d116;
  public float f117;
  public boolean b118;
  public short s119;

  /** A struct with every field zero; {@link BenchData#struct()} gives the populated one. */
  public Struct() {}

  /** Sets every field to a fixed value: small, large and negative numbers mixed. */
  static Struct populated() {
    Struct s = new Struct();
    s.i0 = -1007;
    s.l1 = -1L;
    s.d2 = 1.35;
    s.f3 = 0.75f;
    s.b4 = false;
    s.s5 = (short) -13343;
    s.i6 = 20000038;
    s.l7 = 2000000014L;
    s.d8 = 2.6;
    s.f9 = 1.25f;
    s.b10 = true;
    s.s11 = (short) -11686;
    s.i12 = 3;
    s.l13 = -3L;
    s.d14 = 3.85;
    s.f15 = 1.75f;
    s.b16 = true;
    s.s17 = (short) -10029;
    s.i18 = -4007;
    s.l19 = 4000000028L;
    s.d20 = 5.1;
    s.f21 = 2.25f;
    s.b22 = false;
    s.s23 = (short) -8372;
    s.i24 = 50000095;
    s.l25 = -5L;
    s.d26 = 6.35;
    s.f27 = 2.75f;
    s.b28 = true;
    s.s29 = (short) -6715;
    s.i30 = 6;
    s.l31 = 6000000042L;
    s.d32 = 7.6;
    s.f33 = 3.25f;
    s.b34 = true;
    s.s35 = (short) -5058;
    s.i36 = -7007;
    s.l37 = -7L;
    s.d38 = 8.85;
    s.f39 = 3.75f;
    s.b40 = false;
    s.s41 = (short) -3401;
    s.i42 = 80000152;
    s.l43 = 8000000056L;
    s.d44 = 10.1;
    s.f45 = 4.25f;
    s.b46 = true;
    s.s47 = (short) -1744;
    s.i48 = 9;
    s.l49 = -9L;
    s.d50 = 11.35;
    s.f51 = 4.75f;
    s.b52 = true;
    s.s53 = (short) -87;
    s.i54 = -10007;
    s.l55 = 10000000070L;
    s.d56 = 12.6;
    s.f57 = 5.25f;
    s.b58 = false;
    s.s59 = (short) 1570;
    s.i60 = 110000209;
    s.l61 = -11L;
    s.d62 = 13.85;
    s.f63 = 5.75f;
    s.b64 = true;
    s.s65 = (short) 3227;
    s.i66 = 12;
    s.l67 = 12000000084L;
    s.d68 = 15.1;
    s.f69 = 6.25f;
    s.b70 = true;
    s.s71 = (short) 4884;
    s.i72 = -13007;
    s.l73 = -13L;
    s.d74 = 16.35;
    s.f75 = 6.75f;
    s.b76 = false;
    s.s77 = (short) 6541;
    s.i78 = 140000266;
    s.l79 = 14000000098L;
    s.d80 = 17.6;
    s.f81 = 7.25f;
    s.b82 = true;
    s.s83 = (short) 8198;
    s.i84 = 15;
    s.l85 = -15L;
    s.d86 = 18.85;
    s.f87 = 7.75f;
    s.b88 = true;
    s.s89 = (short) 9855;
    s.i90 = -16007;
    s.l91 = 16000000112L;
    s.d92 = 20.1;
    s.f93 = 8.25f;
    s.b94 = false;
    s.s95 = (short) 11512;
    s.i96 = 170000323;
    s.l97 = -17L;
    s.d98 = 21.35;
    s.f99 = 8.75f;
    s.b100 = true;
    s.s101 = (short) 13169;
    s.i102 = 18;
    s.l103 = 18000000126L;
    s.d104 = 22.6;
    s.f105 = 9.25f;
    s.b106 = true;
    s.s107 = (short) 14826;
    s.i108 = -19007;
    s.l109 = -19L;
    s.d110 = 23.85;
    s.f111 = 9.75f;
    s.b112 = false;
    s.s113 = (short) 16483;
    s.i114 = 200000380;
    s.l115 = 20000000140L;
    s.d116 = 25.1;
    s.f117 = 10.25f;
    s.b118 = true;
    s.s119 = (short) 18140;
    return s;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Struct)) {
      return false;
    }
    Struct s = (Struct) o;
    return i0 == s.i0
        && l1 == s.l1
        && Double.compare(d2, s.d2) == 0
        && Float.compare(f3, s.f3) == 0
        && b4 == s.b4
        && s5 == s.s5
        && i6 == s.i6
        && l7 == s.l7
        && Double.compare(d8, s.d8) == 0
        && Float.compare(f9, s.f9) == 0
        && b10 == s.b10
        && s11 == s.s11
        && i12 == s.i12
        && l13 == s.l13
        && Double.compare(d14, s.d14) == 0
        && Float.compare(f15, s.f15) == 0
        && b16 == s.b16
        && s17 == s.s17
        && i18 == s.i18
        && l19 == s.l19
        && Double.compare(d20, s.d20) == 0
        && Float.compare(f21, s.f21) == 0
        && b22 == s.b22
        && s23 == s.s23
        && i24 == s.i24
        && l25 == s.l25
        && Double.compare(d26, s.d26) == 0
        && Float.compare(f27, s.f27) == 0
        && b28 == s.b28
        && s29 == s.s29
        && i30 == s.i30
        && l31 == s.l31
        && Double.compare(d32, s.d32) == 0
        && Float.compare(f33, s.f33) == 0
        && b34 == s.b34
        && s35 == s.s35
        && i36 == s.i36
        && l37 == s.l37
        && Double.compare(d38, s.d38) == 0
        && Float.compare(f39, s.f39) == 0
        && b40 == s.b40
        && s41 == s.s41
        && i42 == s.i42
        && l43 == s.l43
        && Double.compare(d44, s.d44) == 0
        && Float.compare(f45, s.f45) == 0
        && b46 == s.b46
        && s47 == s.s47
        && i48 == s.i48
        && l49 == s.l49
        && Double.compare(d50, s.d50) == 0
        && Float.compare(f51, s.f51) == 0
        && b52 == s.b52
        && s53 == s.s53
        && i54 == s.i54
        && l55 == s.l55
        && Double.compare(d56, s.d56) == 0
        && Float.compare(f57, s.f57) == 0
        && b58 == s.b58
        && s59 == s.s59
        && i60 == s.i60
        && l61 == s.l61
        && Double.compare(d62, s.d62) == 0
        && Float.compare(f63, s.f63) == 0
        && b64 == s.b64
        && s65 == s.s65
        && i66 == s.i66
        && l67 == s.l67
        && Double.compare(d68, s.d68) == 0
        && Float.compare(f69, s.f69) == 0
        && b70 == s.b70
        && s71 == s.s71
        && i72 == s.i72
        && l73 == s.l73
        && Double.compare(d74, s.d74) == 0
        && Float.compare(f75, s.f75) == 0
        && b76 == s.b76
        && s77 == s.s77
        && i78 == s.i78
        && l79 == s.l79
        && Double.compare(d80, s.d80) == 0
        && Float.compare(f81, s.f81) == 0
        && b82 == s.b82
        && s83 == s.s83
        && i84 == s.i84
        && l85 == s.l85
        && Double.compare(d86, s.d86) == 0
        && Float.compare(f87, s.f87) == 0
        && b88 == s.b88
        && s89 == s.s89
        && i90 == s.i90
        && l91 == s.l91
        && Double.compare(d92, s.d92) == 0
        && Float.compare(f93, s.f93) == 0
        && b94 == s.b94
        && s95 == s.s95
        && i96 == s.i96
        && l97 == s.l97
        && Double.compare(d98, s.d98) == 0
        && Float.compare(f99, s.f99) == 0
        && b100 == s.b100
        && s101 == s.s101
        && i102 == s.i102
        && l103 == s.l103
        && Double.compare(d104, s.d104) == 0
        && Float.compare(f105, s.f105) == 0
        && b106 == s.b106
        && s107 == s.s107
        && i108 == s.i108
        && l109 == s.l109
        && Double.compare(d110, s.d110) == 0
        && Float.compare(f111, s.f111) == 0
        && b112 == s.b112
        && s113 == s.s113
        && i114 == s.i114
        && l115 == s.l115
        && Double.compare(d116, s.d116) == 0
        && Float.compare(f117, s.f117) == 0
        && b118 == s.b118
        && s119 == s.s119;
  }

  @Override
  public int hashCode() {
    long h = 17;
    h = h * 31 + i0;
    h = h * 31 + Long.hashCode(l1);
    h = h * 31 + Double.hashCode(d2);
    h = h * 31 + Float.hashCode(f3);
    h = h * 31 + (b4 ? 1 : 0);
    h = h * 31 + s5;
    h = h * 31 + i6;
    h = h * 31 + Long.hashCode(l7);
    h = h * 31 + Double.hashCode(d8);
    h = h * 31 + Float.hashCode(f9);
    h = h * 31 + (b10 ? 1 : 0);
    h = h * 31 + s11;
    h = h * 31 + i12;
    h = h * 31 + Long.hashCode(l13);
    h = h * 31 + Double.hashCode(d14);
    h = h * 31 + Float.hashCode(f15);
    h = h * 31 + (b16 ? 1 : 0);
    h = h * 31 + s17;
    h = h * 31 + i18;
    h = h * 31 + Long.hashCode(l19);
    h = h * 31 + Double.hashCode(d20);
    h = h * 31 + Float.hashCode(f21);
    h = h * 31 + (b22 ? 1 : 0);
    h = h * 31 + s23;
    h = h * 31 + i24;
    h = h * 31 + Long.hashCode(l25);
    h = h * 31 + Double.hashCode(d26);
    h = h * 31 + Float.hashCode(f27);
    h = h * 31 + (b28 ? 1 : 0);
    h = h * 31 + s29;
    h = h * 31 + i30;
    h = h * 31 + Long.hashCode(l31);
    h = h * 31 + Double.hashCode(d32);
    h = h * 31 + Float.hashCode(f33);
    h = h * 31 + (b34 ? 1 : 0);
    h = h * 31 + s35;
    h = h * 31 + i36;
    h = h * 31 + Long.hashCode(l37);
    h = h * 31 + Double.hashCode(d38);
    h = h * 31 + Float.hashCode(f39);
    h = h * 31 + (b40 ? 1 : 0);
    h = h * 31 + s41;
    h = h * 31 + i42;
    h = h * 31 + Long.hashCode(l43);
    h = h * 31 + Double.hashCode(d44);
    h = h * 31 + Float.hashCode(f45);
    h = h * 31 + (b46 ? 1 : 0);
    h = h * 31 + s47;
    h = h * 31 + i48;
    h = h * 31 + Long.hashCode(l49);
    h = h * 31 + Double.hashCode(d50);
    h = h * 31 + Float.hashCode(f51);
    h = h * 31 + (b52 ? 1 : 0);
    h = h * 31 + s53;
    h = h * 31 + i54;
    h = h * 31 + Long.hashCode(l55);
    h = h * 31 + Double.hashCode(d56);
    h = h * 31 + Float.hashCode(f57);
    h = h * 31 + (b58 ? 1 : 0);
    h = h * 31 + s59;
    h = h * 31 + i60;
    h = h * 31 + Long.hashCode(l61);
    h = h * 31 + Double.hashCode(d62);
    h = h * 31 + Float.hashCode(f63);
    h = h * 31 + (b64 ? 1 : 0);
    h = h * 31 + s65;
    h = h * 31 + i66;
    h = h * 31 + Long.hashCode(l67);
    h = h * 31 + Double.hashCode(d68);
    h = h * 31 + Float.hashCode(f69);
    h = h * 31 + (b70 ? 1 : 0);
    h = h * 31 + s71;
    h = h * 31 + i72;
    h = h * 31 + Long.hashCode(l73);
    h = h * 31 + Double.hashCode(d74);
    h = h * 31 + Float.hashCode(f75);
    h = h * 31 + (b76 ? 1 : 0);
    h = h * 31 + s77;
    h = h * 31 + i78;
    h = h * 31 + Long.hashCode(l79);
    h = h * 31 + Double.hashCode(d80);
    h = h * 31 + Float.hashCode(f81);
    h = h * 31 + (b82 ? 1 : 0);
    h = h * 31 + s83;
    h = h * 31 + i84;
    h = h * 31 + Long.hashCode(l85);
    h = h * 31 + Double.hashCode(d86);
    h = h * 31 + Float.hashCode(f87);
    h = h * 31 + (b88 ? 1 : 0);
    h = h * 31 + s89;
    h = h * 31 + i90;
    h = h * 31 + Long.hashCode(l91);
    h = h * 31 + Double.hashCode(d92);
    h = h * 31 + Float.hashCode(f93);
    h = h * 31 + (b94 ? 1 : 0);
    h = h * 31 + s95;
    h = h * 31 + i96;
    h = h * 31 + Long.hashCode(l97);
    h = h * 31 + Double.hashCode(d98);
    h = h * 31 + Float.hashCode(f99);
    h = h * 31 + (b100 ? 1 : 0);
    h = h * 31 + s101;
    h = h * 31 + i102;
    h = h * 31 + Long.hashCode(l103);
    h = h * 31 + Double.hashCode(d104);
    h = h * 31 + Float.hashCode(f105);
    h = h * 31 + (b106 ? 1 : 0);
    h = h * 31 + s107;
    h = h * 31 + i108;
    h = h * 31 + Long.hashCode(l109);
    h = h * 31 + Double.hashCode(d110);
    h = h * 31 + Float.hashCode(f111);
    h = h * 31 + (b112 ? 1 : 0);
    h = h * 31 + s113;
    h = h * 31 + i114;
    h = h * 31 + Long.hashCode(l115);
    h = h * 31 + Double.hashCode(d116);
    h = h * 31 + Float.hashCode(f117);
    h = h * 31 + (b118 ? 1 : 0);
    h = h * 31 + s119;
    return (int) h;
  }

  @Override
  public String toString() {
    return "Struct{i0=" + i0 + ", l1=" + l1 + ", ..., s119=" + s119 + "}";
  }
}
