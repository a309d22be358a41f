package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.furylike.exception.FuryException;
import org.junit.jupiter.api.Test;

/** Types the row format refuses, each with an error naming the field. */
class SchemaErrorsTest {
  static final class HasObject {
    Object anything;
  }

  static final class HasRawList {
    @SuppressWarnings("rawtypes")
    List raw;
  }

  static final class HasInterface {
    Runnable task;
  }

  static final class Node {
    int value;
    Node next;
  }

  static final class Outer {
    Inner inner;
  }

  static final class Inner {
    List<Outer> backToOuter;
  }

  static final class HasThread {
    Map<String, Thread> threads;
  }

  static class Base {
    String name;
  }

  static final class Derived extends Base {
    String name;
  }

  static class Animal {
    String name;
  }

  static final class Dog extends Animal {
    int legs;
  }

  static final class Zoo {
    Animal animal;
  }

  private static String error(Class<?> type) {
    return assertThrows(RowFormatException.class, () -> RowEncoders.of(type)).getMessage();
  }

  @Test
  void objectFieldIsNamed() {
    String m = error(HasObject.class);
    assertTrue(m.contains("HasObject.anything") && m.contains("java.lang.Object"), m);
  }

  @Test
  void rawCollectionIsNamed() {
    String m = error(HasRawList.class);
    assertTrue(m.contains("HasRawList.raw") && m.contains("no type argument"), m);
  }

  @Test
  void interfaceIsNamed() {
    String m = error(HasInterface.class);
    assertTrue(m.contains("HasInterface.task") && m.contains("Runnable"), m);
  }

  @Test
  void directCycleIsRefused() {
    String m = error(Node.class);
    assertTrue(m.contains("Node.next") && m.contains("cycles"), m);
  }

  @Test
  void cycleThroughACollectionIsRefused() {
    String m = error(Outer.class);
    assertTrue(m.contains("Inner.backToOuter") && m.contains("contains itself"), m);
  }

  @Test
  void unsupportedMapValueIsNamed() {
    String m = error(HasThread.class);
    assertTrue(m.contains("HasThread.threads.value") && m.contains("java.lang.Thread"), m);
  }

  @Test
  void shadowedFieldNamesAreRefused() {
    String m = error(Derived.class);
    assertTrue(m.contains("'name'") && m.contains("unique"), m);
  }

  @Test
  void subclassInstanceInADeclaredFieldIsRefused() {
    Zoo zoo = new Zoo();
    zoo.animal = new Dog();
    RowEncoder<Zoo> enc = RowEncoders.of(Zoo.class);
    FuryException e = assertThrows(FuryException.class, () -> enc.encode(zoo));
    assertTrue(
        e.getMessage().contains("Dog") && e.getMessage().contains("subclasses"), e.getMessage());
    zoo.animal = new Animal();
    zoo.animal.name = "cat";
    assertEquals("cat", enc.decode(enc.encode(zoo)).animal.name);
  }

  @Test
  void malformedLayoutTextIsRefused() {
    for (String bad :
        new String[] {
          "",
          "struct{",
          "struct{a:int99}",
          "struct{a:int32}x",
          "struct{:int32}",
          "struct{a:array<int32}"
        }) {
      RowFormatException e = assertThrows(RowFormatException.class, () -> RowSchema.parse(bad));
      assertTrue(e.getMessage().contains("cannot parse row layout"), e.getMessage());
    }
    assertEquals(
        "struct{a:map<string,array<int64>>,b:struct{c:bool}}",
        RowSchema.parse("struct{a:map<string,array<int64>>,b:struct{c:bool}}").layout());
  }

  @Test
  void nullTopLevelValueIsRefused() {
    assertThrows(RowFormatException.class, () -> RowEncoders.of(Zoo.class).encode(null));
  }
}
