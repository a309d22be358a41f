package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.furylike.codegen.JaninoCompiler;
import org.furylike.format.model.AllTypes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generated source is readable, printable, cached per class and dumpable. */
class CodegenTest {
  static final class Wide {
    int f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19;
    String s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18;
    Integer b0, b1, b2;
  }

  @Test
  void sourceAndPlanArePrintable() {
    RowEncoder<AllTypes> enc = RowEncoders.of(AllTypes.class);
    String plan = enc.plan();
    assertTrue(plan.contains("slot") && plan.contains("decimal") && plan.contains("codec"), plan);
    String source = enc.generatedSource();
    assertTrue(source.contains("// slot 1: l (int64)"), source);
    assertTrue(source.contains("GET_str") && source.contains("RowLayout.writeString"), source);
    assertTrue(source.contains("extends org.furylike.format.StructCodec"), source);
  }

  @Test
  void encodersAreCachedPerClass() {
    assertSame(RowEncoders.of(AllTypes.class), RowEncoders.of(AllTypes.class));
    long before = JaninoCompiler.compilationCount();
    RowEncoders.of(AllTypes.class).encode(new AllTypes());
    RowEncoders.of(AllTypes.class, CodecMode.GENERATED).encode(new AllTypes());
    assertTrue(JaninoCompiler.compilationCount() == before, "no recompilation");
  }

  @Test
  void wideClassesSplitIntoSeveralMethods() {
    RowEncoder<Wide> enc = RowEncoders.of(Wide.class);
    String source = enc.generatedSource();
    assertTrue(source.contains("write3(") && source.contains("read3("), source);
    Wide w = new Wide();
    w.f19 = 19;
    w.s18 = "last";
    w.b2 = -2;
    byte[] b = enc.encode(w);
    Wide back = enc.decode(b);
    assertTrue(back.f19 == 19 && "last".equals(back.s18) && back.b2 == -2 && back.b0 == null);
    RoundTripTest.check(Wide.class, w, w);
  }

  static final class Dumped {
    String name;
  }

  @Test
  void dumpDirPropertyReceivesTheGeneratedSource(@TempDir Path dir) throws Exception {
    String before = System.getProperty("furylike.codegen.dumpDir");
    System.setProperty("furylike.codegen.dumpDir", dir.toString());
    try {
      RowEncoders.of(Dumped.class);
    } finally {
      if (before == null) {
        System.clearProperty("furylike.codegen.dumpDir");
      } else {
        System.setProperty("furylike.codegen.dumpDir", before);
      }
    }
    try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
      assertTrue(
          files.anyMatch(p -> p.getFileName().toString().startsWith("CodegenTest_DumpedRowCodec")));
    }
  }

  @Test
  void dumpWritesTheSource(@TempDir Path dir) throws Exception {
    String unit = "org.furylike.generated.format.Dumped";
    JaninoCompiler.dump(unit, RowEncoders.of(AllTypes.class).generatedSource(), dir);
    Path file = dir.resolve("org/furylike/generated/format/Dumped.java");
    assertTrue(Files.readString(file).contains("AllTypes"));
    assertFalse(RowEncoders.of(AllTypes.class, CodecMode.INTERPRETED).isGenerated());
  }
}
