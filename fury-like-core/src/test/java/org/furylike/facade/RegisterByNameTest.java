package org.furylike.facade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.exception.FuryException;
import org.junit.jupiter.api.Test;

/** Classes registered by name travel by name, while registration stays required. */
class RegisterByNameTest {
  record Item(String name, int count) {}

  record Basket(List<Item> items) {}

  @Test
  void roundTripsByNameWithRegistrationRequired() {
    Fury writer = Fury.builder().build();
    writer.registerByName(Item.class);
    writer.register(Basket.class);
    Fury reader = Fury.builder().build();
    reader.registerByName(Item.class);
    reader.register(Basket.class);
    Basket basket = new Basket(List.of(new Item("pen", 2), new Item("ink", 1)));
    byte[] bytes = writer.serialize(basket);
    Fury byId = Fury.builder().build();
    byId.register(Item.class);
    byId.register(Basket.class);
    Item item = new Item("pen", 2);
    assertTrue(
        writer.serialize(item).length > byId.serialize(item).length + "Item".length(),
        "a root value's class travels by its name");
    assertEquals(item, reader.deserialize(writer.serialize(item)));
    assertEquals(basket, reader.deserialize(bytes, Basket.class));
  }

  @Test
  void readerWithoutTheNameRejectsIt() {
    Fury writer = Fury.builder().build();
    writer.registerByName(Item.class);
    byte[] bytes = writer.serialize(new Item("pen", 2));
    Fury reader = Fury.builder().build();
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> reader.deserialize(bytes));
    assertTrue(e.getMessage().contains(Item.class.getName()), e.getMessage());
  }

  @Test
  void compatibleModeReadsByName() {
    Fury writer = Fury.builder().withCompatibleMode(CompatibleMode.COMPATIBLE).build();
    writer.registerByName(Item.class);
    Fury reader = Fury.builder().withCompatibleMode(CompatibleMode.COMPATIBLE).build();
    reader.registerByName(Item.class);
    assertEquals(new Item("a", 1), reader.deserialize(writer.serialize(new Item("a", 1))));
  }

  @Test
  void threadSafeFuryRegistersByNameOnEveryMember() {
    ThreadSafeFury pool = Fury.builder().buildThreadSafeFuryPool(2, 2);
    pool.registerByName(Item.class);
    Fury reader = Fury.builder().build();
    reader.registerByName(Item.class);
    assertEquals(new Item("x", 5), reader.deserialize(pool.serialize(new Item("x", 5))));
  }

  @Test
  void byNameAndByIdDoNotMix() {
    Fury fury = Fury.builder().build();
    fury.register(Item.class);
    FuryException e = assertThrows(FuryException.class, () -> fury.registerByName(Item.class));
    assertTrue(e.getMessage().contains("already registered with id"), e.getMessage());
    assertThrows(FuryException.class, () -> fury.registerByName(int[].class));
    fury.registerByName(String.class); // built-in: nothing to do
    assertEquals("s", fury.deserialize(fury.serialize("s")));
  }
}
