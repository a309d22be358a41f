package org.furylike.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLClassLoader;
import java.nio.ByteBuffer;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.SerializerInstance;
import org.furylike.exception.FuryException;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/**
 * A user class that only the loader Spark hands over ({@code setDefaultClassLoader}, as executors
 * do with the application's jars) can see: registration and reads resolve it there.
 */
class ClassLoaderTest {
  private static final String CLS = "app.Visit";

  @Test
  void classesResolveThroughTheLoaderSparkSets() throws Exception {
    try (URLClassLoader app =
        TestCompiler.compile(
            Map.of(
                CLS,
                "package app; public class Visit { public String page = \"home\"; public int n = 3; }"),
            ClassLoaderTest.class.getClassLoader())) {
      SparkConf conf =
          new SparkConf(false)
              .set(FurySparkSettings.CLASSES, CLS)
              .set(FurySparkSettings.REGISTRATION_REQUIRED, "true");
      FuryException missing =
          assertThrows(FuryException.class, () -> new FurySparkSerializer(conf).newInstance());
      assertTrue(missing.getMessage().contains(CLS), missing.getMessage());

      FurySparkSerializer serializer = new FurySparkSerializer(conf);
      serializer.setDefaultClassLoader(app);
      SerializerInstance instance = serializer.newInstance();
      Object visit = Class.forName(CLS, true, app).getConstructor().newInstance();
      ByteBuffer bytes = instance.serialize(visit, FurySparkSerializerTest.ANY);
      Object back = instance.deserialize(bytes, FurySparkSerializerTest.ANY);
      assertNotSame(visit, back);
      assertEquals(app, back.getClass().getClassLoader());
      assertEquals("home", back.getClass().getField("page").get(back));
      Object viaLoader = instance.deserialize(bytes, app, FurySparkSerializerTest.ANY);
      assertEquals(3, viaLoader.getClass().getField("n").get(viaLoader));
    }
  }
}
