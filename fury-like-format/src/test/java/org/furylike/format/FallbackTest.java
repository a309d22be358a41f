package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.furylike.exception.CodegenException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A generated codec that does not compile throws in strict mode, else falls back once, logged. */
class FallbackTest {
  static final class StrictVictim {
    int v = 1;
  }

  static final class LenientVictim {
    int v = 2;
    String s = "s";
  }

  @AfterEach
  void restore() {
    RowCodecs.sourceHook = null;
    System.setProperty("furylike.codegen.strict", "true");
  }

  @Test
  void strictModeThrowsWithTheNumberedSource() {
    RowCodecs.sourceHook = s -> s.replace("public Object read(", "public Object read(broken ");
    CodegenException e =
        assertThrows(CodegenException.class, () -> RowEncoders.of(StrictVictim.class));
    assertTrue(e.getMessage().contains("StrictVictimRowCodec"), e.getMessage());
  }

  @Test
  void lenientModeFallsBackToTheInterpreterAndLogsOnce() {
    Logger jul = Logger.getLogger(RowCodecs.class.getName());
    List<LogRecord> records = new ArrayList<>();
    Handler capture =
        new Handler() {
          @Override
          public void publish(LogRecord r) {
            records.add(r);
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    jul.setUseParentHandlers(false);
    jul.addHandler(capture);
    try {
      System.setProperty("furylike.codegen.strict", "false");
      RowCodecs.sourceHook = s -> s.replace("public Object read(", "public Object read(broken ");
      RowEncoder<LenientVictim> enc = RowEncoders.of(LenientVictim.class);
      assertFalse(enc.isGenerated());
      LenientVictim back = enc.decode(enc.encode(new LenientVictim()));
      assertEquals(2, back.v);
      assertEquals("s", back.s);
      RowEncoders.of(LenientVictim.class).encode(new LenientVictim());
      assertEquals(1, records.size(), "logged once");
      assertTrue(records.get(0).getMessage().contains("falls back to the interpreter"));
    } finally {
      jul.removeHandler(capture);
      jul.setUseParentHandlers(true);
    }
  }
}
