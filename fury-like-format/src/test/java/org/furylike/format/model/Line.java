package org.furylike.format.model;

import java.util.List;

/** A record holding nested records and lists of them. */
public record Line(Point from, Point to, List<Point> via, List<String> tags, long id) {}
