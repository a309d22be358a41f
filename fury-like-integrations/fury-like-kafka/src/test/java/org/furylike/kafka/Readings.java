package org.furylike.kafka;

import java.net.URLClassLoader;
import java.util.Map;
import org.furylike.testing.TestCompiler;

/**
 * Two versions of the class {@code demo.Reading} (and the {@code demo.Place} it holds), compiled at
 * test time into separate class loaders, as a producer and a consumer on different releases would
 * hold them. Version 2 adds {@code unit}, drops {@code tags} and declares its fields in another
 * order.
 */
final class Readings {
  static final String READING = "demo.Reading";
  static final String PLACE = "demo.Place";

  private Readings() {}

  private static final String PLACE_SOURCE =
      "package demo;\n"
          + "public class Place {\n"
          + "  public String name; public double lat; public double lon;\n"
          + "}\n";

  private static final String V1 =
      "package demo;\n"
          + "public class Reading {\n"
          + "  public long id; public String sensor; public double value;\n"
          + "  public java.util.List<String> tags; public Place where;\n"
          + "  public static Reading sample(long i) {\n"
          + "    Reading r = new Reading();\n"
          + "    r.id = i; r.sensor = \"sensor-\" + (i % 97); r.value = i * 0.25;\n"
          + "    r.tags = java.util.Arrays.asList(\"t\" + (i % 5), \"batch-\" + (i / 1000));\n"
          + "    r.where = new Place(); r.where.name = \"hall-\" + (i % 7);\n"
          + "    r.where.lat = 48.1 + i % 10; r.where.lon = 11.5 - i % 3;\n"
          + "    return r;\n"
          + "  }\n"
          + "}\n";

  private static final String V2 =
      "package demo;\n"
          + "public class Reading {\n"
          + "  public Place where; public String unit; public double value;\n"
          + "  public String sensor; public long id;\n"
          + "}\n";

  /** A loader holding version 1 (with {@code sample(long)}) or version 2. */
  static URLClassLoader compile(int version) {
    return TestCompiler.compile(
        Map.of(PLACE, PLACE_SOURCE, READING, version == 1 ? V1 : V2),
        Readings.class.getClassLoader());
  }

  /** Version 1's sample number {@code i}. */
  static Object sample(ClassLoader v1, long i) throws ReflectiveOperationException {
    return Class.forName(READING, true, v1).getMethod("sample", long.class).invoke(null, i);
  }

  /** A public field of {@code o}, read reflectively (the class lives in a test-time loader). */
  static Object field(Object o, String name) throws ReflectiveOperationException {
    return o.getClass().getField(name).get(o);
  }
}
